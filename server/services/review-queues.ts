/**
 * Operator review queues, one interface for all: list items by status, decide one (approve or
 * reject, with a remark the member sees). The ops API and `npm run ops` reach every queue through
 * this table; later queues (shares, tasks) add an entry here.
 */
import { RECORD_STATUSES } from '../../src/domain/contract/rewards.ts';
import { WITHDRAWAL_STATUSES } from '../../src/domain/contract/wallet.ts';
import type { QueueItem } from '../../src/domain/contract/ops-reviews.ts';
import type { AppContext } from '../context.ts';
import type { Transaction } from '../db/client.ts';
import { decidePrizeClaim, prizeClaims } from './reward-records.ts';
import { decideWithdrawal, withdrawalQueue, type Decision } from './withdrawal-review.ts';
import { SHARE_STATUSES } from '../../src/domain/contract/share-values.ts';
import { decideShare, shareQueue } from './shares.ts';
import { TASK_SUBMISSION_STATUSES } from '../../src/domain/contract/task-values.ts';
import { decideTask, taskQueue } from './task-review.ts';

export interface ReviewQueue {
  /** Statuses an operator can list; the first is the one waiting for a decision. */
  statuses: readonly string[];
  list(ctx: AppContext, status: string, limit: number): Promise<QueueItem[]>;
  /**
   * Decides in `tx`, the transaction its audit entry is written in (review-console.ts), and answers
   * the decided record as the queue's member calls show it (a type literal: any record type fits).
   */
  decide(ctx: AppContext, decision: Decision, tx: Transaction): Promise<{ id: number; status: string }>;
  /** Portuguese name in the console; default QUEUE_LABELS[name], else the name (services/review-console.ts). */
  label?: string;
}

const is = <T extends string>(values: readonly T[], value: string): value is T => (values as readonly string[]).includes(value);

/** A Map, not an object: a queue name comes from the URL, and `constructor` or `__proto__` must not find anything. */
export const REVIEW_QUEUES: ReadonlyMap<string, ReviewQueue> = new Map<string, ReviewQueue>([
  ['withdrawals', {
    statuses: WITHDRAWAL_STATUSES,
    list: (ctx, status, limit) => withdrawalQueue(ctx, is(WITHDRAWAL_STATUSES, status) ? status : 'progress', limit),
    decide: decideWithdrawal,
  }],
  ['prize-claims', {
    statuses: ['review', ...RECORD_STATUSES.filter((s) => s !== 'review')],
    list: (ctx, status, limit) => prizeClaims(ctx, is(RECORD_STATUSES, status) ? status : 'review', limit),
    decide: decidePrizeClaim,
  }],
  ['shares', {
    statuses: SHARE_STATUSES,
    list: (ctx, status, limit) => shareQueue(ctx, is(SHARE_STATUSES, status) ? status : 'review', limit),
    decide: decideShare,
  }],
  ['tasks', {
    statuses: TASK_SUBMISSION_STATUSES,
    list: (ctx, status, limit) => taskQueue(ctx, is(TASK_SUBMISSION_STATUSES, status) ? status : 'review', limit),
    decide: decideTask,
  }],
]);
