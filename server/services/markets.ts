/**
 * Promo markets. getMarket answers what the widgets show on the server's clock; a redeem code
 * credits its points once per member; each envelope of a rain is claimed with its own key, only
 * while the rain is live and up to the rain's cap per member. Credits go through the ledger in
 * the same transaction as the redemption or the claim (keys `redeem:<period>`,
 * `envelope:<period>:<key>`), so retries and races credit once.
 */
import type { MarketEntry, MarketPeriod, MarketResponse, MarketType, RainClaimResponse, RedeemResponse } from '../../src/domain/contract/markets.ts';
import { SERVER_MESSAGES } from '../../src/domain/messages.pt.ts';
import type { AppContext } from '../context.ts';
import { badRequest } from '../http/envelope.ts';
import type { Member } from '../http/guards.ts';
import * as repo from '../repositories/markets.ts';
import { creditPoints } from './ledger.ts';

const seconds = (at: Date) => Math.floor(at.getTime() / 1000);
const isLive = (p: repo.PeriodRow, now: Date) => p.startsAt <= now && p.endsAt > now;

function toPeriod(p: repo.PeriodRow, now: Date): MarketPeriod {
  return {
    id: p.id,
    // A code is shown only once its period is live: nobody redeems ahead of time.
    code: isLive(p, now) ? p.code : null,
    start_time: seconds(p.startsAt),
    end_time: seconds(p.endsAt),
    points: p.points,
    envelope_cap: p.envelopeCap,
  };
}

export async function getMarket(ctx: AppContext, type: MarketType): Promise<MarketResponse> {
  const now = ctx.now();
  const setting = await repo.findSetting(ctx.db, type);
  const entries = await repo.listMarkets(ctx.db, type);
  const periods = await repo.currentAndNextPeriods(ctx.db, entries.map((e) => e.id), now);
  const markets: MarketEntry[] = entries.map((entry) => {
    const own = periods.filter((p) => p.marketId === entry.id);
    const live = own.find((p) => isLive(p, now));
    const shown = live ?? own[0];
    return {
      id: entry.id, title: entry.title, logo: entry.logo, link: entry.link, status: entry.status,
      is_active: Boolean(live), time_period: shown ? toPeriod(shown, now) : null,
    };
  });
  return { market_set: { image: setting?.image ?? '', status: setting?.status ?? 0 }, markets, strcurrentTime: seconds(now) };
}

export async function redeemCode(ctx: AppContext, member: Member, code: string): Promise<RedeemResponse> {
  const now = ctx.now();
  const found = await repo.findLiveCode(ctx.db, code, now);
  if (!found) throw badRequest(SERVER_MESSAGES.redeemCodeInvalid);
  const { period } = found;
  return ctx.db.transaction(async (tx) => {
    const credit = await creditPoints(tx, {
      userId: member.user.id, amount: period.points, source: 'other', key: `redeem:${period.id}`, reference: `market-period:${period.id}`, now,
      reason: SERVER_MESSAGES.redeemReason.replace('{{code}}', code).replace('{{points}}', String(period.points)),
    });
    // The ledger key made a parallel or repeated redeem wait and find the first entry.
    if (!credit.applied || !(await repo.insertRedemption(tx, { userId: member.user.id, periodId: period.id, points: period.points, createdAt: now }))) {
      throw badRequest(SERVER_MESSAGES.redeemCodeUsed);
    }
    return { points: period.points, balance: credit.balance };
  });
}

export async function claimEnvelope(ctx: AppContext, member: Member, periodId: number, envelopeKey: string): Promise<RainClaimResponse> {
  const now = ctx.now();
  const userId = member.user.id;
  const found = await repo.findPeriodWithMarket(ctx.db, periodId);
  if (!found || found.market.type !== 2 || !isLive(found.period, now)) throw badRequest(SERVER_MESSAGES.rainNotNow);
  const { period } = found;
  return ctx.db.transaction(async (tx) => {
    // The ledger's lock on the member serialises this member's claims: the count below is exact.
    const credit = await creditPoints(tx, {
      userId, amount: Math.max(period.points, 1), source: 'other', key: `envelope:${period.id}:${envelopeKey}`, reference: `market-period:${period.id}`, now,
      reason: SERVER_MESSAGES.rainReason.replace('{{points}}', String(period.points)),
    });
    let collected: number;
    if (credit.applied) {
      // Still under the member's lock: the envelope and the count before it in one statement;
      // over the cap the error rolls back the row and the credit.
      const before = await repo.insertRainClaimCounting(tx, { userId, periodId: period.id, envelopeKey, points: credit.entry.amount, createdAt: now });
      if (before >= period.envelopeCap) throw badRequest(SERVER_MESSAGES.rainCapReached);
      collected = before + 1;
    } else {
      collected = await repo.countRainClaims(tx, userId, period.id);
    }
    return { points: credit.entry.amount, collected, cap: period.envelopeCap, balance: credit.balance };
  });
}
