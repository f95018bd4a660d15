/**
 * The monthly reward allowance (docs/risk.md "The monthly allowance"): what one member may be paid
 * per São Paulo month from invites, shares, tasks, codes and rain envelopes together
 * (REWARD_ALLOWANCE_CONFIG; 0 turns it off). Counted when points become spendable, in the
 * transaction that credits them. Past it: a code or an envelope is refused, and a reviewed or
 * automatic reward waits as pending points until the next month (reward-payout.ts), so an honest
 * member loses nothing. Draws are not counted: a prize is paid by the odds its fairness proof
 * publishes, and the daily chances already bound them; nor an operator's own credits or refunds.
 */
import { REWARD_ALLOWANCE_CONFIG, REWARD_ALLOWANCE_DEFAULT } from '../../src/domain/contract/risk-values.ts';
import { SERVER_MESSAGES } from '../../src/domain/messages.pt.ts';
import type { Executor } from '../db/client.ts';
import { addMonthRewards, monthRewards } from '../repositories/reward-months.ts';
import { configOrDefault } from '../repositories/wallet.ts';
import { processCache } from './process-cache.ts';
import { addDays, rewardDay, startOfRewardDay } from './calendar.ts';
import { refused } from './refusal.ts';

/** Kept per process for a few seconds: every rain claim reads it, and it changes rarely. */
const allowanceCache = processCache(5_000, (db) => configOrDefault(db, REWARD_ALLOWANCE_CONFIG, REWARD_ALLOWANCE_DEFAULT));

export function monthlyAllowance(db: Executor): Promise<number> {
  return allowanceCache.get(db);
}

/** A save in this process takes effect at once; another process sees it within 5 s. */
export function forgetMonthlyAllowance(): void {
  allowanceCache.forget();
}

/** 'YYYY-MM' of the instant in São Paulo. */
export function rewardMonth(at: Date): string {
  return rewardDay(at).slice(0, 7);
}

/** When the next São Paulo month, and its allowance, begins. */
export function nextRewardMonthStart(at: Date): Date {
  return startOfRewardDay(addDays(`${rewardMonth(at)}-28`, 4).slice(0, 8) + '01');
}

/** Counts `points` against the member's month; false (nothing counted) when they do not fit. */
export async function takeAllowance(db: Executor, userId: number, points: number, now: Date): Promise<boolean> {
  return addMonthRewards(db, { userId, month: rewardMonth(now), points, allowance: await monthlyAllowance(db) });
}

/** Counts `points` whatever the allowance: a reviewer released them by hand. */
export async function countReward(db: Executor, userId: number, points: number, now: Date): Promise<void> {
  await addMonthRewards(db, { userId, month: rewardMonth(now), points, allowance: 0 });
}

/** Points the member may still be paid this month; null without an allowance. */
export async function allowanceLeft(db: Executor, userId: number, now: Date): Promise<number | null> {
  const allowance = await monthlyAllowance(db);
  if (allowance === 0) return null;
  return Math.max(0, allowance - (await monthRewards(db, userId, rewardMonth(now))));
}

/** The member's refusal: how much the allowance is and when it renews, never who else is counted. */
export async function allowanceReached(db: Executor, now: Date): Promise<Error> {
  const allowance = await monthlyAllowance(db);
  const renews = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit' }).format(nextRewardMonthStart(now));
  return refused(SERVER_MESSAGES.rewardAllowanceReached.replace('{{points}}', allowance.toLocaleString('pt-BR')).replace('{{date}}', renews));
}
