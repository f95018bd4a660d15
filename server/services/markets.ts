/**
 * Promo markets. getMarket answers what the widgets show on the server's clock (a recurring
 * period shows its live or next occurrence, services/promo-schedule.ts); a redeem code
 * credits its points once per member (a batch code once per use, services/redeem-codes.ts); the envelopes of a rain come in batches of keys,
 * each key recorded once, only while the rain is live and up to the rain's cap per member. Credits
 * go through the ledger in the same transaction as the redemption or the claims (keys
 * `redeem:<period>`, `envelopes:<period>:<first key recorded>`), so retries and races credit once.
 * A rain with a points budget pays no more than it: the claim locks the rain's counter first
 * (repositories/markets.ts lockRainBudget), cuts the batch to what is left and adds what it paid.
 * A rain's envelope is worth `points`, or a value the server draws per envelope up to `points_max`.
 */
import { randomInt } from 'node:crypto';
import type { MarketEntry, MarketPeriod, MarketResponse, MarketType, RainClaimsResponse, RedeemResponse } from '../../src/domain/contract/markets.ts';
import { SERVER_MESSAGES } from '../../src/domain/messages.pt.ts';
import type { AppContext } from '../context.ts';
import { refused } from './refusal.ts';
import type { Member } from './member.ts';
import * as repo from '../repositories/markets.ts';
import { creditPoints, lockMember } from './ledger.ts';
import { allowanceReached, monthlyAllowance, rewardMonth, takeAllowance } from './reward-allowance.ts';
import { PROMO_MESSAGES } from '../../src/domain/promo.pt.ts';
import type { Occurrence } from '../../src/domain/promo-schedule.ts';
import { isLiveOccurrence, occurrenceOf } from './promo-schedule.ts';
import { redeemBatchCode } from './redeem-codes.ts';
import { countEnvelopes } from '../metrics/business.ts';

const seconds = (at: Date) => Math.floor(at.getTime() / 1000);

interface Scheduled {
  period: repo.PeriodRow;
  occurrence: Occurrence;
}

function toPeriod({ period, occurrence }: Scheduled, now: Date): MarketPeriod {
  return {
    id: period.id,
    // A code is shown only once its period is live: nobody redeems ahead of time.
    code: isLiveOccurrence(occurrence, now) ? period.code : null,
    start_time: seconds(occurrence.start),
    end_time: seconds(occurrence.end),
    points: period.points,
    envelope_cap: period.envelopeCap,
  };
}

/** Each period's live or next occurrence, soonest first. */
function scheduled(periods: repo.PeriodRow[], now: Date): Scheduled[] {
  return periods
    .map((period) => ({ period, occurrence: occurrenceOf(period, now) }))
    .filter((s): s is Scheduled => s.occurrence !== null)
    .sort((a, b) => a.occurrence.start.getTime() - b.occurrence.start.getTime());
}

export async function getMarket(ctx: AppContext, type: MarketType): Promise<MarketResponse> {
  const now = ctx.now();
  const setting = await repo.findSetting(ctx.db, type);
  const entries = await repo.listMarkets(ctx.db, type);
  const periods = await repo.currentAndNextPeriods(ctx.db, entries.map((e) => e.id), now);
  const markets: MarketEntry[] = entries.map((entry) => {
    const own = scheduled(periods.filter((p) => p.marketId === entry.id), now);
    const live = own.find((s) => isLiveOccurrence(s.occurrence, now));
    const shown = live ?? own[0];
    return {
      id: entry.id, title: entry.title, logo: entry.logo, link: entry.link, status: entry.status,
      is_active: Boolean(live), time_period: shown ? toPeriod(shown, now) : null,
    };
  });
  // A type with nothing to list shows no widget (spec §4: hidden unless status is 1), switched on or not.
  const shown = setting?.status === 1 && markets.length > 0 ? 1 : 0;
  return { market_set: { image: setting?.image ?? '', status: shown }, markets, strcurrentTime: seconds(now) };
}

export async function redeemCode(ctx: AppContext, member: Member, code: string): Promise<RedeemResponse> {
  const now = ctx.now();
  const found = await repo.findCodePeriod(ctx.db, code, now);
  if (!found) {
    // Not a period's own code: one of a period's batch (services/redeem-codes.ts), else unknown.
    const batch = await redeemBatchCode(ctx, member, code);
    if (batch) return batch;
    throw refused(SERVER_MESSAGES.redeemCodeInvalid);
  }
  if (!isLiveOccurrence(occurrenceOf(found.period, now), now)) throw refused(SERVER_MESSAGES.redeemCodeInvalid);
  const { period } = found;
  return ctx.db.transaction(async (tx) => {
    // The balance first, then the month's counter: the order of every crediting transaction.
    await lockMember(tx, member.user.id);
    const credit = await creditPoints(tx, {
      userId: member.user.id, amount: period.points, source: 'other', key: `redeem:${period.id}`, reference: `market-period:${period.id}`, now,
      reason: SERVER_MESSAGES.redeemReason.replace('{{code}}', code).replace('{{points}}', String(period.points)),
    });
    // The ledger key made a parallel or repeated redeem wait and find the first entry.
    if (!credit.applied || !(await repo.insertRedemption(tx, { userId: member.user.id, periodId: period.id, points: period.points, createdAt: now }))) {
      throw refused(SERVER_MESSAGES.redeemCodeUsed);
    }
    // Past the month's allowance the whole redemption rolls back: the code stays unused.
    if (!(await takeAllowance(tx, member.user.id, period.points, now))) throw await allowanceReached(tx, now);
    return { points: period.points, balance: credit.balance };
  });
}

/**
 * What each envelope of a rain is worth: `points` (at least 1), or drawn per envelope from
 * `points` to `points_max` on the server, never by the client.
 */
function envelopeWorth(period: repo.PeriodRow) {
  const min = Math.max(period.points, 1);
  const max = period.pointsMax === null ? min : Math.max(period.pointsMax, min);
  return { min, max, draw: () => (max === min ? min : randomInt(min, max + 1)) };
}

/**
 * A batch of envelopes, each credited what it was drawn to be worth. A budgeted rain never pays
 * over its budget: the batch stops at the first envelope whose points no longer fit what is left
 * (with a range the last points of a budget may stay unpaid, fewer than the range's most), and a
 * claim when not even the least an envelope is worth fits, or nothing of its batch did, hears
 * 'A chuva acabou'.
 */
export async function claimEnvelopes(ctx: AppContext, member: Member, periodId: number, keys: string[]): Promise<RainClaimsResponse> {
  const now = ctx.now();
  const userId = member.user.id;
  const found = await repo.findPeriodWithMarket(ctx.db, periodId);
  const rain = found && found.market.type === 2 ? occurrenceOf(found.period, now) : null;
  if (!found || !isLiveOccurrence(rain, now)) throw refused(SERVER_MESSAGES.rainNotNow);
  const { period } = found;
  const worth = envelopeWorth(period);
  const points = keys.map(worth.draw);
  const budgeted = period.pointsBudget !== null;
  const fixed = SERVER_MESSAGES.rainReason.replace('{{points}}', String(worth.min));
  const reasons = worth.max === worth.min
    ? { creditReason: fixed, creditReasonOne: fixed }
    : { creditReason: SERVER_MESSAGES.rainRangeReason, creditReasonOne: SERVER_MESSAGES.rainRangeReasonOne };
  const allowance = await monthlyAllowance(ctx.db);
  const claimed = await ctx.db.transaction(async (tx): Promise<RainClaimsResponse> => {
    // The member's lock first, in its own statement: parallel batches of one member run one after
    // the other, and the statement below (a new snapshot) counts every envelope committed before.
    const before = await lockMember(tx, userId);
    // Then the rain's counter, held to the commit: budgeted claims pay one after the other.
    const left = budgeted ? await repo.lockRainBudget(tx, period.id, rain.start) : null;
    if (left !== null && left < worth.min) throw refused(PROMO_MESSAGES.rainBudgetSpent);
    const batch = await repo.insertRainClaims(tx, {
      userId, periodId: period.id, keys, points, cap: period.envelopeCap, room: left, allowance, month: rewardMonth(now),
      since: rain.start, createdAt: now, ...reasons, creditReference: `market-period:${period.id}`,
    });
    if (batch.inserted === 0) {
      // Every key already held: a retry, answered with the current count. New keys and no room: the cap, the month's allowance, else the budget.
      if (batch.fresh > 0) {
        if (batch.collected >= period.envelopeCap) throw refused(SERVER_MESSAGES.rainCapReached);
        if (allowance > 0 && batch.allowanceLeft < worth.min) throw await allowanceReached(tx, now);
        throw refused(PROMO_MESSAGES.rainBudgetSpent);
      }
      return { claimed: 0, points: 0, collected: batch.collected, cap: period.envelopeCap, balance: before };
    }
    if (batch.balance === null) throw new Error(`rain batch of user ${userId} recorded without its credit`);
    if (budgeted && !batch.budgetPaid) throw new Error(`rain ${period.id} batch over its budget`);
    return { claimed: batch.inserted, points: batch.credited, collected: batch.collected, cap: period.envelopeCap, balance: batch.balance };
  });
  // After the commit: a batch that rolled back collected nothing.
  countEnvelopes(claimed.claimed, claimed.points);
  return claimed;
}
