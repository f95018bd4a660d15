/**
 * The operator console's calls: the queue index, bulk decisions, feedback
 * replies and the audit. Operator sessions travel in the `x-ops-token` header, never in
 * `Authorization`, so a member token can never stand for an operator and vice versa.
 */
import { z } from 'zod';

export const OPS_TOKEN_HEADER = 'x-ops-token';

export const OPS_CONSOLE_API = {
  reviewIndex: { method: 'GET', path: '/api/ops/reviews' },
  reviewDecideMany: { method: 'POST', path: '/api/ops/reviews/:queue/decide-many' },
  feedbackReply: { method: 'POST', path: '/api/ops/feedback/:id/reply' },
  audit: { method: 'GET', path: '/api/ops/audit' },
  memberSummary: { method: 'GET', path: '/api/ops/members/:id' },
} as const;

export const REMARK_MAX = 200;
export const DECIDE_MANY_MAX = 100;
export const decideManyBody = z.object({
  ids: z.array(z.coerce.number().int().positive()).min(1).max(DECIDE_MANY_MAX),
  approve: z.boolean(),
  remark: z.string().trim().max(REMARK_MAX).default(''),
});

export const FEEDBACK_REPLY_MAX = 2000;
export const feedbackReplyBody = z.object({ text: z.string().trim().min(1).max(FEEDBACK_REPLY_MAX) });

export const auditQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(50),
});

export interface QueueSummary {
  name: string;
  label: string;
  /** The first is the one waiting for a decision. */
  statuses: Array<{ value: string; label: string }>;
  waiting: number;
}

/** One id of a bulk decision: each is decided on its own. */
export interface DecideManyResult {
  id: number;
  ok: boolean;
  msg: string;
  item?: unknown;
}

export interface AuditEntry {
  id: number;
  actor: string;
  action: string;
  target: string;
  detail: Record<string, unknown>;
  created_at: string;
}

/** The convention every queue item follows (docs/api.md): the console shows these specially, the rest as label/value. */
export interface QueueItem {
  id: number;
  status: string;
  created_at: string;
  member?: { id: string; username: string; nickname: string };
  images?: Array<{ url: string; thumb_url: string }>;
  link?: string;
  text?: string;
  remark?: string | null;
  [field: string]: unknown;
}

export type { MemberSummary } from './ops-members.ts';
export type { OperatorSession } from './ops-operators.ts';
