/**
 * The console's review calls (queues, prize claims, feedback, the audit) and the operator tools
 * beside them (broadcast, points and chances by hand, market periods): what they take
 * (ops-calls/reviews.ts) and the schemas of what they answer; the answer types are the schemas' own.
 */
import { z } from '../zod.ts';
import { OPS_MESSAGES } from '../ops.pt.ts';
import { OPS_REVIEW_MESSAGES as M } from '../ops-reviews.pt.ts';
import { bool, iso, num, object, page, str } from './answer-parts.ts';
import { FEEDBACK_STATUSES } from './feedback-values.ts';
import { BROADCAST_BODY_MAX, BROADCAST_TITLE_MAX } from './messages.ts';
import { DRAW_STATUSES, GAMES, PRIZE_KINDS, RECORD_STATUSES } from './reward-values.ts';

export const REMARK_MAX = 200;
export const DECIDE_MANY_MAX = 100;
export const FEEDBACK_REPLY_MAX = 2000;
export const REVIEW_LIST_MAX = 500;

const max = (template: string, value: number) => template.replace('{{max}}', value.toLocaleString('pt-BR'));

/** A record id (recordId of contract/rewards.ts) whose refusal names its field. */
export const itemId = (message: string) =>
  z.union(
    [
      z.number({ error: message }).int(message).positive(message).max(Number.MAX_SAFE_INTEGER, message),
      z.string({ error: message }).regex(/^[1-9]\d{0,14}$/, message).transform(Number),
    ],
    { error: message },
  );
const limit = z.coerce.number({ error: M.limitInvalid }).int(M.limitInvalid).min(1, M.limitInvalid).max(REVIEW_LIST_MAX, M.limitInvalid).default(100);
const remark = z.string({ error: max(M.remarkInvalid, REMARK_MAX) }).trim().max(REMARK_MAX, max(M.remarkInvalid, REMARK_MAX)).default('');
/** The path's `:queue`; an unknown name is the handler's Portuguese 404, which lists the queues. */
const queue = z.string({ error: M.queueRequired }).min(1, M.queueRequired).max(40, M.queueRequired);

export const reviewIndexQuery = z.object({});

/** `status`: one of the queue's own (the index lists them); none or an unknown one lists those waiting. */
export const reviewListQuery = z.object({
  queue,
  status: z.string({ error: M.statusInvalid }).trim().max(20, M.statusInvalid).optional(),
  limit,
});

/** approve / reject an item of a review queue; the remark reaches the member. */
export const reviewDecideBody = z.object({
  queue,
  id: itemId(M.itemInvalid),
  decision: z.enum(['approve', 'reject'], { error: M.decisionInvalid }),
  remark,
});

/** One decision for many ids, each decided on its own; a refusal needs a remark. */
export const decideManyBody = z
  .object({
    queue,
    ids: z
      .array(z.coerce.number({ error: M.itemInvalid }).int(M.itemInvalid).positive(M.itemInvalid), { error: max(M.itemsInvalid, DECIDE_MANY_MAX) })
      .min(1, max(M.itemsInvalid, DECIDE_MANY_MAX))
      .max(DECIDE_MANY_MAX, max(M.itemsInvalid, DECIDE_MANY_MAX)),
    approve: z.boolean({ error: M.approveInvalid }),
    remark,
  })
  .refine((body) => body.approve || body.remark !== '', { message: OPS_MESSAGES.remarkRequired, path: ['remark'] });

export const prizeClaimsQuery = z.object({
  status: z.enum(RECORD_STATUSES, { error: M.statusInvalid }).default('review'),
  limit,
});

/** A refused physical prize gives nothing back; the remark is shown to the member. */
export const decidePrizeBody = z.object({
  draw_id: itemId(M.itemInvalid),
  status: z.enum(['success', 'failed'], { error: M.prizeDecisionInvalid }),
  remark,
});

export const feedbackListQuery = z.object({
  status: z.enum(FEEDBACK_STATUSES, { error: M.statusInvalid }).default('new'),
  limit,
});

export const feedbackReplyBody = z.object({
  id: itemId(M.itemInvalid),
  text: z.string({ error: max(M.replyInvalid, FEEDBACK_REPLY_MAX) }).trim().min(1, max(M.replyInvalid, FEEDBACK_REPLY_MAX))
    .max(FEEDBACK_REPLY_MAX, max(M.replyInvalid, FEEDBACK_REPLY_MAX)),
});

/** The member of the path's `:id`. */
export const memberSummaryParams = z.object({ id: itemId(M.memberInvalid) });

export const auditQuery = z.object({
  page: z.coerce.number({ error: M.pageInvalid }).int(M.pageInvalid).min(1, M.pageInvalid).max(100_000, M.pageInvalid).default(1),
  page_size: z.coerce.number({ error: M.pageInvalid }).int(M.pageInvalid).min(1, M.pageInvalid).max(100, M.pageInvalid).default(50),
});

/** A station message to every member (promotions, notices); stored once, read marks per member. */
export const broadcastBody = z.object({
  title: z.string({ error: max(M.titleInvalid, BROADCAST_TITLE_MAX) }).trim().min(1, max(M.titleInvalid, BROADCAST_TITLE_MAX))
    .max(BROADCAST_TITLE_MAX, max(M.titleInvalid, BROADCAST_TITLE_MAX)),
  body: z.string({ error: max(M.bodyInvalid, BROADCAST_BODY_MAX) }).trim().min(1, max(M.bodyInvalid, BROADCAST_BODY_MAX))
    .max(BROADCAST_BODY_MAX, max(M.bodyInvalid, BROADCAST_BODY_MAX)),
});

const reason = z.string({ error: M.reasonInvalid }).trim().min(1, M.reasonInvalid).max(100, M.reasonInvalid);
const repeatKey = z.string({ error: M.keyInvalid }).trim().min(1, M.keyInvalid).max(100, M.keyInvalid);

/** Points by hand (support, corrections): a ledger credit with source 'other'; the key makes a repeat harmless. */
export const creditPointsBody = z.object({
  user_id: itemId(M.memberInvalid),
  amount: z.number({ error: M.pointsInvalid }).int(M.pointsInvalid).min(1, M.pointsInvalid).max(10_000_000, M.pointsInvalid),
  reason,
  key: repeatKey,
});

/** Extra chances by hand (support, promotions); the key makes a repeat harmless. */
export const grantChancesBody = z.object({
  user_id: itemId(M.memberInvalid),
  game: z.enum(GAMES, { error: M.gameInvalid }),
  amount: z.number({ error: M.chancesInvalid }).int(M.chancesInvalid).min(1, M.chancesInvalid).max(1000, M.chancesInvalid),
  reason,
  key: repeatKey.optional(),
});

/** A period of the type's first entry (or `market_id`), starting `starts_in` seconds from now. */
export const marketPeriodBody = z.object({
  type: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: M.marketTypeInvalid }),
  market_id: itemId(M.marketInvalid).optional(),
  starts_in: z.number({ error: M.startsInInvalid }).int(M.startsInInvalid).min(-86_400, M.startsInInvalid).max(30 * 86_400, M.startsInInvalid),
  duration: z.number({ error: M.durationInvalid }).int(M.durationInvalid).min(1, M.durationInvalid).max(30 * 86_400, M.durationInvalid),
  code: z.string({ error: M.codeInvalid }).trim().toUpperCase().min(4, M.codeInvalid).max(32, M.codeInvalid).optional(),
  points: z.number({ error: M.periodPointsInvalid }).int(M.periodPointsInvalid).min(1, M.periodPointsInvalid).max(100_000, M.periodPointsInvalid).default(10),
  envelope_cap: z.number({ error: M.envelopeCapInvalid }).int(M.envelopeCapInvalid).min(0, M.envelopeCapInvalid).max(1000, M.envelopeCapInvalid).default(20),
  /** End the type's live periods and drop its future ones first (a campaign replaces another; tests). */
  replace: z.boolean({ error: M.replaceInvalid }).default(false),
});
export type MarketPeriodInput = z.output<typeof marketPeriodBody>;

// Answers.

export const queueSummaryAnswer = object({
  name: str,
  label: str,
  /** The first is the one waiting for a decision. */
  statuses: z.array(object({ value: str, label: str })),
  waiting: num,
});
export type QueueSummary = z.output<typeof queueSummaryAnswer>;

/** The member an item names, added by the server to every queue's items. */
const memberRef = object({ id: str, username: str, nickname: str });
const imageRef = object({ url: str, thumb_url: str });

/**
 * The convention every queue item follows (docs/api.md): the console shows these fields
 * specially and every other one as a label/value line. Each queue adds fields of its own
 * (a withdrawal's amount and account, a prize's address, a share's campaign), so the rest is open.
 */
export const queueItemAnswer = z.looseObject({
  id: num,
  status: str,
  created_at: iso,
  member: memberRef.nullable().optional(),
  images: z.array(imageRef).optional(),
  link: str.optional(),
  text: str.optional(),
  remark: str.nullable().optional(),
});
export type QueueItem = z.output<typeof queueItemAnswer>;

/** A decided item as its queue answers it (a withdrawal, a draw, a share, a task): its id and new status, and the queue's own fields. */
export const decidedItemAnswer = z.looseObject({ id: num, status: str });

/** One id of a bulk decision: each is decided on its own. */
export const decideManyResultAnswer = object({ id: num, ok: bool, msg: str, item: decidedItemAnswer.optional() });
export type DecideManyResult = z.output<typeof decideManyResultAnswer>;

const addressAnswer = object({
  recipient_name: str, phone: str, cep: str, street: str, number: str, complement: str, district: str, city: str, state: str,
});

/** A draw as the member's records show it (DrawRecord of contract/rewards.ts). */
const drawRecordFields = {
  id: num,
  game: z.enum(GAMES),
  game_name: str,
  prize: object({ kind: z.enum(PRIZE_KINDS), label: str, points: num, icon: str, color: str }),
  points_awarded: num,
  status: z.enum(DRAW_STATUSES),
  status_text: str,
  needs_address: bool,
  address: addressAnswer.nullable(),
  remark: str.nullable(),
  created_at: iso,
  claimed_at: iso.nullable(),
  decided_at: iso.nullable(),
};
export const decidedPrizeAnswer = object(drawRecordFields);
/** A physical prize with the member who won it. */
export const prizeClaimAnswer = object({ ...drawRecordFields, member_id: str, username: str });
export type PrizeClaim = z.output<typeof prizeClaimAnswer>;

export const feedbackItemAnswer = object({
  id: num,
  user_id: num,
  username: str,
  email: str,
  content: str,
  status: z.enum(FEEDBACK_STATUSES),
  created_at: iso,
  images: z.array(imageRef),
  member: memberRef.nullable().optional(),
});
export type FeedbackItem = z.output<typeof feedbackItemAnswer>;

export const feedbackReplyAnswer = object({ id: num, status: z.enum(FEEDBACK_STATUSES), reply: str, replied_by: str, replied_at: iso });

export const auditEntryAnswer = object({ id: num, actor: str, action: str, target: str, detail: z.record(z.string(), z.unknown()), created_at: iso });
export type AuditEntry = z.output<typeof auditEntryAnswer>;
export const auditAnswer = page(auditEntryAnswer);

export const broadcastAnswer = object({ id: num, title: str, body: str, created_at: iso });
export const creditPointsAnswer = object({ applied: bool, balance: num, entry_id: num });
export const grantChancesAnswer = object({ granted: bool });
export const marketPeriodAnswer = object({ id: num, market_id: num, starts_at: iso, ends_at: iso });
