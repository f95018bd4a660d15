/**
 * Each rain's budget and code batch's uses (the periods' own counters, kept by the claims' statements):
 * how much is used, at what pace since it began, and when it runs out at that pace. Flagged when
 * under 5 % is left, or when it runs out or ends within a day.
 */
import type { DashboardPromotions, DashboardRange } from '../../src/domain/contract/ops-dashboard.ts';
import type { AppContext } from '../context.ts';
import { promotions, type PromoRow } from '../repositories/dashboard.ts';

const HOUR_MS = 3_600_000;
const SOON_MS = 24 * HOUR_MS;
export const LOW_SHARE = 0.05;

function figures(row: PromoRow): { kind: 'rain' | 'codes'; limit: number; used: number; since: string } {
  if (row.type === 2) return { kind: 'rain', limit: row.budget ?? 0, used: row.paid, since: row.paidSince ?? row.startsAt };
  return { kind: 'codes', limit: row.codeLimit, used: row.codeUses, since: row.startsAt };
}

function promotion(row: PromoRow, now: Date): DashboardPromotions['promotions'][number] {
  const { kind, limit, used, since } = figures(row);
  const hours = (now.getTime() - Date.parse(since)) / HOUR_MS;
  const perHour = used > 0 && hours > 0 ? used / hours : null;
  const outAt = perHour === null ? null : now.getTime() + ((limit - used) / perHour) * HOUR_MS;
  const runsOut = outAt !== null && outAt < Date.parse(row.endsAt) ? new Date(outAt).toISOString() : null;
  const endAt = runsOut ? Date.parse(runsOut) : Date.parse(row.endsAt);
  return {
    period_id: row.periodId, kind, title: row.title, starts_at: row.startsAt, ends_at: row.endsAt, limit, used, since,
    per_hour: perHour, runs_out_at: runsOut,
    low: limit > 0 && limit - used < limit * LOW_SHARE,
    ending_soon: endAt > now.getTime() && endAt - now.getTime() <= SOON_MS,
  };
}

export async function dashboardPromotions(ctx: AppContext, range: DashboardRange): Promise<DashboardPromotions> {
  const now = ctx.now();
  return { promotions: (await promotions(ctx.db, range)).map((row) => promotion(row, now)) };
}
