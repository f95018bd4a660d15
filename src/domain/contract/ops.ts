/**
 * The operator console's session calls: sign-in, sign-out, adding operators (the review calls are
 * in ops-reviews.ts). Operator sessions travel in the `x-ops-token` header, never in
 * `Authorization`, so a member token can never stand for an operator and vice versa.
 */
import { z } from 'zod';

export const OPS_TOKEN_HEADER = 'x-ops-token';

export const OPS_CONSOLE_API = {
  signIn: { method: 'POST', path: '/api/ops/session' },
  whoAmI: { method: 'GET', path: '/api/ops/session' },
  signOut: { method: 'POST', path: '/api/ops/session/end' },
  addOperator: { method: 'POST', path: '/api/ops/operators' },
} as const;

export const OPERATOR_NAME = /^[a-z0-9._-]{2,32}$/i;
export const operatorNameSchema = z.string().trim().regex(OPERATOR_NAME);
/** Operators choose long passwords; no other rule (a passphrase is fine). */
export const operatorPasswordSchema = z.string().min(10).max(128);

export const signInBody = z.object({ name: z.string().trim().min(1).max(32), password: z.string().min(1).max(128) });
export const addOperatorBody = z.object({ name: operatorNameSchema, password: operatorPasswordSchema });

export interface OperatorSession {
  token: string;
  name: string;
  expires_at: string;
}

export type { MemberSummary } from './ops-members.ts';
export {
  type AuditEntry, type DecideManyResult, DECIDE_MANY_MAX, FEEDBACK_REPLY_MAX, type QueueItem, type QueueSummary, REMARK_MAX,
} from './ops-reviews.ts';
