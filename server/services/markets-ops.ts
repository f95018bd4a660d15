/**
 * The console's promotions: every type with its entries and periods, a widget shown or hidden,
 * periods one-off or recurring created, edited and ended, a rain's live figures. Each change is
 * audited with the operator's name and published as a `market` event in its own transaction, so
 * the widgets refetch at once and nothing is announced that was not saved.
 *
 * Concurrency: settings and periods have no version column, so each view carries a digest of what
 * an operator can change in it (`version`); a save sends back the one it loaded and, under the
 * row's lock, is refused when the row no longer gives that digest (another operator's save or end).
 */
import type {
  PromoOverview, PromoPeriodInput, PromoPeriodView, PromoSettingsInput, PromoSettingsView, PromoTypeView, RainFigures,
} from '../../src/domain/contract/promo-ops.ts';
import type { MarketType } from '../../src/domain/contract/market-values.ts';
import { PROMO_MESSAGES as P } from '../../src/domain/promo.pt.ts';
import { bitsToDays, daysToBits, formatTimeOfDay } from '../../src/domain/promo-schedule.ts';
import type { AppContext } from '../context.ts';
import type { Executor } from '../db/client.ts';
import { violatedUniqueConstraint } from '../db/errors.ts';
import { findMarketById, findPeriodWithMarket, insertPeriod, type MarketRow, type PeriodRow } from '../repositories/markets.ts';
import * as repo from '../repositories/promos.ts';
import { isBatchCode } from '../repositories/redeem-codes.ts';
import type { Actor } from './operators.ts';
import { isLiveOccurrence, occurrenceOf } from './promo-schedule.ts';
import { toMarketView } from './promo-markets-ops.ts';
import { announce, digest } from './promo-changes.ts';
import { refused } from './refusal.ts';

const TEN_YEARS_MS = 10 * 365 * 86_400_000;
/** Periods over for less than a day still show in the console, so an operator sees what just ended. */
const RECENT_MS = 86_400_000;


const settingVersion = (setting: repo.SettingRow) => digest([setting.type, setting.status, setting.image]);

/** What an operator can change in a period (a rain's counter is the claims' own). */
const periodVersion = (period: PeriodRow) =>
  digest([
    period.marketId, period.startsAt.toISOString(), period.endsAt.toISOString(), period.repeatDays, period.dailyFrom, period.dailyTo,
    period.code, period.points, period.pointsMax, period.envelopeCap, period.pointsBudget,
  ]);

function toView(period: PeriodRow, now: Date): PromoPeriodView {
  const next = occurrenceOf(period, now);
  const recurring = period.repeatDays !== null;
  return {
    id: period.id, market_id: period.marketId, kind: recurring ? 'recurring' : 'once',
    starts_at: period.startsAt.toISOString(), ends_at: period.endsAt.toISOString(),
    days: recurring ? bitsToDays(period.repeatDays!) : null,
    from: period.dailyFrom === null ? null : formatTimeOfDay(period.dailyFrom),
    to: period.dailyTo === null ? null : formatTimeOfDay(period.dailyTo),
    code: period.code, points: period.points, points_max: period.pointsMax, envelope_cap: period.envelopeCap, points_budget: period.pointsBudget,
    next: next && { start: next.start.toISOString(), end: next.end.toISOString() },
    live: isLiveOccurrence(next, now),
    version: periodVersion(period),
  };
}

export async function promoOverview(ctx: AppContext): Promise<PromoOverview> {
  const now = ctx.now();
  const [settings, entries, periods] = await Promise.all([
    repo.listSettings(ctx.db), repo.listAllMarkets(ctx.db), repo.periodsEndingAfter(ctx.db, new Date(now.getTime() - RECENT_MS)),
  ]);
  const types: PromoTypeView[] = settings.map((setting) => ({
    type: setting.type as MarketType, image: setting.image, status: setting.status, version: settingVersion(setting),
    markets: entries.filter((entry) => entry.type === setting.type).map((entry) => ({
      ...toMarketView(entry),
      periods: periods.filter((period) => period.marketId === entry.id).map((period) => toView(period, now)),
    })),
  }));
  return { types };
}


export async function savePromoSettings(ctx: AppContext, actor: Actor, input: PromoSettingsInput): Promise<PromoSettingsView> {
  return ctx.db.transaction(async (tx) => {
    const before = await repo.lockSetting(tx, input.type);
    if (!before) throw refused(P.typeInvalid);
    if (settingVersion(before) !== input.version) throw refused(P.settingsChanged);
    const row = await repo.updateSetting(tx, { type: input.type, status: input.status, image: input.image });
    if (!row) throw refused(P.typeInvalid);
    await announce(ctx, tx, actor, 'promo.settings', `market-type:${row.type}`, {
      before: { status: before.status, image: before.image }, after: { status: row.status, image: row.image },
    });
    return { type: row.type as MarketType, status: row.status, image: row.image, version: settingVersion(row) };
  });
}

/** The stored columns of a period from the operator's input; an edit keeps the bounds it does not give. */
function periodValues(market: MarketRow, input: PromoPeriodInput, now: Date, existing?: PeriodRow) {
  const recurring = input.kind === 'recurring';
  const startsAt = input.starts_at ?? existing?.startsAt ?? now;
  const endsAt = input.ends_at ?? (existing && existing.repeatDays !== null ? existing.endsAt : new Date(startsAt.getTime() + TEN_YEARS_MS));
  if (endsAt <= startsAt) throw refused(P.endsBeforeStart);
  const rain = market.type === 2;
  // A rain pays every member who catches envelopes: without a budget nothing bounds what it costs.
  if (rain && input.points_budget === null) throw refused(P.rainBudgetNeeded);
  return {
    marketId: market.id, startsAt, endsAt,
    repeatDays: recurring ? daysToBits(input.days!) : null, dailyFrom: recurring ? input.from! : null, dailyTo: recurring ? input.to! : null,
    code: market.type === 1 ? input.code : null, points: input.points,
    // A range of one value is a fixed value: the ledger then says 'N × P pontos'.
    pointsMax: rain && input.points_max !== null && input.points_max > input.points ? input.points_max : null,
    envelopeCap: rain ? input.envelope_cap : 0, pointsBudget: rain ? input.points_budget : null,
  };
}

/**
 * An edited rain's counter: what its live rain paid so far (by its claims, under the period's
 * lock), which the new budget may not be below. A claim of a rain that had no budget does not
 * take that lock, so one in flight while a budget is first set is not counted.
 */
async function budgetCounter(tx: Executor, edited: PeriodRow, now: Date) {
  const rain = occurrenceOf(edited, now);
  if (edited.pointsBudget === null || !isLiveOccurrence(rain, now)) return { pointsPaid: 0, paidSince: null };
  const paid = await repo.rainPaidSince(tx, edited.id, rain.start);
  if (edited.pointsBudget < paid) throw refused(P.budgetBelowPaid.replace('{{paid}}', String(paid)));
  return { pointsPaid: paid, paidSince: rain.start };
}

export async function savePromoPeriod(ctx: AppContext, actor: Actor, input: PromoPeriodInput): Promise<PromoPeriodView> {
  const now = ctx.now();
  const market = await findMarketById(ctx.db, input.market_id);
  if (!market) throw refused(P.marketNotFound);
  // Redemption tries a period's own code first: one equal to a batch code would take its place.
  if (input.code !== null && (await isBatchCode(ctx.db, input.code))) throw refused(P.codeTaken);
  const row = await ctx.db
    .transaction(async (tx) => {
      if (input.id === undefined) {
        const created = await insertPeriod(tx, periodValues(market, input, now));
        await announce(ctx, tx, actor, 'promo.period.create', `market-period:${created.id}`, { market_id: market.id, kind: input.kind });
        return created;
      }
      const existing = await repo.lockPeriod(tx, input.id);
      if (!existing || existing.marketId !== market.id) throw refused(P.periodNotFound);
      if (periodVersion(existing) !== input.version) throw refused(P.periodChanged);
      const values = periodValues(market, input, now, existing);
      const counter = await budgetCounter(tx, { ...existing, ...values }, now);
      const updated = await repo.updatePeriod(tx, existing.id, { ...values, ...counter });
      await announce(ctx, tx, actor, 'promo.period.update', `market-period:${updated.id}`, { market_id: market.id, kind: input.kind });
      return updated;
    })
    .catch((error: unknown) => {
      if (violatedUniqueConstraint(error) === 'market_periods_code_unique') throw refused(P.codeTaken);
      throw error;
    });
  return toView(row, now);
}

/** A begun period ends now; one not begun yet goes (nobody can have used it). */
export async function endPromoPeriod(ctx: AppContext, actor: Actor, id: number) {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const period = await repo.lockPeriod(tx, id);
    if (!period) throw refused(P.periodNotFound);
    if (period.endsAt <= now) return { id, ended: false, removed: false };
    const removed = period.startsAt > now && (await repo.deleteUnusedPeriod(tx, id));
    // A period begun this very millisecond still ends after it starts (the table's check).
    if (!removed) await repo.updatePeriod(tx, id, { endsAt: new Date(Math.max(now.getTime(), period.startsAt.getTime() + 1)) });
    await announce(ctx, tx, actor, removed ? 'promo.period.remove' : 'promo.period.end', `market-period:${id}`, { market_id: period.marketId });
    return { id, ended: !removed, removed };
  });
}

export async function rainFigures(ctx: AppContext, id: number): Promise<RainFigures> {
  const now = ctx.now();
  const found = await findPeriodWithMarket(ctx.db, id);
  if (!found) throw refused(P.periodNotFound);
  if (found.market.type !== 2) throw refused(P.notARain);
  const rain = occurrenceOf(found.period, now);
  const live = isLiveOccurrence(rain, now);
  const activity = live ? await repo.rainActivity(ctx.db, id, rain.start, now) : { recent: 0, paid: 0, members: 0 };
  return {
    period_id: id, live, rain: rain && { start: rain.start.toISOString(), end: rain.end.toISOString() },
    claims_per_second: activity.recent / 10, points_paid: activity.paid, points_budget: found.period.pointsBudget, members: activity.members,
  };
}
