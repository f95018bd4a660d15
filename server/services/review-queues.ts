/**
 * Operator review queues, one interface for all: list items by status, decide one (approve or
 * reject, with a remark the member sees). The ops API and `npm run ops` reach every queue through
 * this table; later queues (shares, tasks) add an entry here.
 */
import { RECORD_STATUSES } from '../../src/domain/contract/rewards.ts';
import { WITHDRAWAL_STATUSES } from '../../src/domain/contract/wallet.ts';
import type { AppContext } from '../context.ts';
import { decidePrize, prizeClaims } from './reward-records.ts';
import { decideWithdrawal, withdrawalQueue, type Decision } from './withdrawal-review.ts';

export interface ReviewQueue {
  /** Statuses an operator can list; the first is the one waiting for a decision. */
  statuses: readonly string[];
  list(ctx: AppContext, status: string, limit: number): Promise<unknown[]>;
  decide(ctx: AppContext, decision: Decision): Promise<unknown>;
}

const is = <T extends string>(values: readonly T[], value: string): value is T => (values as readonly string[]).includes(value);

export const REVIEW_QUEUES: Record<string, ReviewQueue> = {
  withdrawals: {
    statuses: WITHDRAWAL_STATUSES,
    list: (ctx, status, limit) => withdrawalQueue(ctx, is(WITHDRAWAL_STATUSES, status) ? status : 'progress', limit),
    decide: decideWithdrawal,
  },
  'prize-claims': {
    statuses: ['review', ...RECORD_STATUSES.filter((s) => s !== 'review')],
    list: (ctx, status, limit) => prizeClaims(ctx, is(RECORD_STATUSES, status) ? status : 'review', limit),
    decide: (ctx, d) => decidePrize(ctx, { draw_id: d.id, status: d.approve ? 'success' : 'failed', remark: d.remark }),
  },
};
