/**
 * What the console needs on top of the review queues: an index of every queue with its
 * waiting count, items that name their member the same way in every queue, decisions recorded in
 * the audit, and bulk decisions where each id succeeds or fails on its own.
 */
import { inArray } from 'drizzle-orm';
import type { DecideManyResult, QueueItem, QueueSummary } from '../../src/domain/contract/ops-reviews.ts';
import { SERVER_MESSAGES } from '../../src/domain/messages.pt.ts';
import { QUEUE_LABELS, STATUS_LABELS } from '../../src/domain/ops.pt.ts';
import type { AppContext } from '../context.ts';
import type { Transaction } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { Refusal } from './refusal.ts';
import { audited } from './audit.ts';
import type { Actor } from './operators.ts';
import { REVIEW_QUEUES, type ReviewQueue } from './review-queues.ts';
import type { Decision } from './withdrawal-review.ts';

/** Counting by listing keeps the ReviewQueue interface small; a queue longer than this shows "500+". */
export const WAITING_COUNT_CAP = 500;

/** A Map, so a queue name like `constructor` is not a queue. */
export function findQueue(name: string): ReviewQueue | undefined {
  return REVIEW_QUEUES.get(name);
}

export async function queueIndex(ctx: AppContext): Promise<QueueSummary[]> {
  const summaries: QueueSummary[] = [];
  for (const [name, queue] of REVIEW_QUEUES) {
    const waiting = (await queue.list(ctx, queue.statuses[0]!, WAITING_COUNT_CAP)).length;
    summaries.push({
      name,
      label: queue.label ?? QUEUE_LABELS[name] ?? name,
      statuses: queue.statuses.map((value) => ({ value, label: STATUS_LABELS[value] ?? value })),
      waiting,
    });
  }
  return summaries;
}

type Item = Record<string, unknown>;
type MemberRef = NonNullable<QueueItem['member']>;
const memberIdOf = (item: Item): number | null => {
  const raw = item.member_id ?? item.user_id;
  const id = typeof raw === 'string' || typeof raw === 'number' ? Number(raw) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** Adds `member: { id, username, nickname }` to items that name a member by `member_id` or `user_id`. */
export async function withMembers<T extends Item>(ctx: AppContext, items: T[]): Promise<Array<T & { member?: MemberRef | null }>> {
  const ids = [...new Set(items.map(memberIdOf).filter((id): id is number => id !== null))];
  if (ids.length === 0) return items;
  const rows = await ctx.db.select({ id: users.id, username: users.username, nickname: users.nickname }).from(users).where(inArray(users.id, ids));
  const byId = new Map(rows.map((row) => [row.id, { id: String(row.id), username: row.username, nickname: row.nickname }]));
  return items.map((item) => {
    const id = memberIdOf(item);
    return item.member || id === null ? item : { ...item, member: byId.get(id) ?? null };
  });
}

/** The queue's items with `status` (none or an unknown one: those waiting), each naming its member. */
export async function queueItems(ctx: AppContext, queue: ReviewQueue, status: string | undefined, limit: number): Promise<QueueItem[]> {
  return withMembers(ctx, await queue.list(ctx, status ?? queue.statuses[0]!, limit));
}

/** One decision (a queue's, or the prize claims' own call) and its audit entry, in one transaction. */
export async function decideAndRecord<T>(
  ctx: AppContext, actor: Actor, queueName: string, decide: (ctx: AppContext, decision: Decision, tx: Transaction) => Promise<T>, decision: Decision,
): Promise<T> {
  return audited(ctx, actor, (tx) => decide(ctx, decision, tx), {
    action: decision.approve ? 'review.approve' : 'review.reject',
    target: `${queueName}:${decision.id}`,
    detail: { remark: decision.remark },
  });
}

export async function decideMany(
  ctx: AppContext, actor: Actor, queueName: string, queue: ReviewQueue, input: { ids: number[]; approve: boolean; remark: string },
): Promise<DecideManyResult[]> {
  const results: DecideManyResult[] = [];
  // One after another: each id gets its own transaction, and a queue's rules see the previous outcome.
  for (const id of [...new Set(input.ids)]) {
    try {
      const item = await decideAndRecord(ctx, actor, queueName, queue.decide, { id, approve: input.approve, remark: input.remark });
      results.push({ id, ok: true, msg: SERVER_MESSAGES.ok, item });
    } catch (error) {
      // A refusal is the queue's Portuguese message; anything else is not leaked, like a 500.
      const known = error instanceof Refusal;
      results.push({ id, ok: false, msg: known ? error.message : SERVER_MESSAGES.internalError });
    }
  }
  return results;
}
