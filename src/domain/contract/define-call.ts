/**
 * The shape of a call's one definition, for members and operators alike: method and path, who may
 * make it, its rate limit, the schema of what it takes (the path's parameters with the query of a
 * GET or the JSON body of a POST, as one object) and the schema of what `data` holds in its answer.
 * The server registers, guards, limits, parses and serialises from it (server/http/serve-call.ts),
 * the clients call through it (src/api/call.ts, src/ops/ops-request.ts, the command line), and
 * docs/api.md is written from it (scripts/api-docs.ts).
 */
import { z } from 'zod';
import type { OperatorRole } from './ops-roles.ts';

/**
 * Who may make a call.
 * - `public`: anyone, nothing read of the caller;
 * - `visitor`: anyone, and the handler gets the caller's live session (a visitor's device token or a
 *   member's) or null: what a member or visitor did is recorded against them;
 * - `member`: a signed-in member (401 without, 402 for an ended session);
 * - `completeMember`: a member whose profile is complete (400 code 1001 before the input is read);
 * - a list of operator roles, always starting with `admin`, who may make every operator call;
 * - `anyOperator`: any signed-in operator (their own session); `secret`: only the shared OPS_SECRET
 *   (the command line); `feed`: an RTP feed's own key.
 */
export type CallWho =
  | 'public'
  | 'visitor'
  | 'member'
  | 'completeMember'
  | readonly ['admin', ...OperatorRole[]]
  | 'anyOperator'
  | 'secret'
  | 'feed';

/** Requests per IP in a window, counted per call (server/app.ts: @fastify/rate-limit). */
export interface CallLimit {
  max: number;
  /** Window length in milliseconds. */
  timeWindow: number;
}

export const perMinute = (max: number): CallLimit => ({ max, timeWindow: 60_000 });

/** The input of an upload: a multipart form, read by the handler itself. */
export const MULTIPART = 'multipart';

/** The input of a call that takes nothing: the client sends `{}`, anything else in it is dropped. */
export const NO_INPUT = z.object({});

export interface CallDefinition {
  method: 'GET' | 'POST';
  path: string;
  who: CallWho;
  /** One line for docs/api.md. */
  doc: string;
  input: z.ZodType | typeof MULTIPART;
  answer: z.ZodType;
  /** Unset: only the server's global limit. */
  limit?: CallLimit;
  /**
   * The hot calls (draws, envelope claims) find their member in a session cache kept a few seconds
   * in the process (server/security/session-cache.ts); never for an answer that shows the member row.
   */
  sessionCache?: true;
}

/** Keeps each definition's literal types (the schemas' own types reach the callers). */
export function defineCalls<const T extends Record<string, CallDefinition>>(calls: T): T {
  return calls;
}

export const ADMIN = ['admin'] as const;
export const ADMIN_REVIEWER = ['admin', 'reviewer'] as const;
export const ADMIN_CONTENT = ['admin', 'content'] as const;
