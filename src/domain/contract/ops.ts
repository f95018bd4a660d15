/**
 * The operator console's shared pieces: operator sessions travel in the `x-ops-token` header,
 * never in `Authorization`, so a member token can never stand for an operator and vice versa.
 * Every operator call is defined in ops-calls/; the sections' schemas live in ops-*.ts.
 */
export const OPS_TOKEN_HEADER = 'x-ops-token';

export type { MemberSummary } from './ops-members.ts';
export type { OperatorSession } from './ops-operators.ts';
export {
  type AuditEntry, type DecideManyResult, DECIDE_MANY_MAX, FEEDBACK_REPLY_MAX, type QueueItem, type QueueSummary, REMARK_MAX,
} from './ops-reviews.ts';
