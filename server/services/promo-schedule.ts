/** A market period's occurrence on the server's clock: one-off periods as stored, recurring ones from their window. */
import { currentOrNextOccurrence, type Occurrence } from '../../src/domain/promo-schedule.ts';
import type { PeriodRow } from '../repositories/markets.ts';

/** The occurrence live at `now`, else the next one; null when the period has nothing left. */
export function occurrenceOf(period: PeriodRow, now: Date): Occurrence | null {
  const bounds = { start: period.startsAt, end: period.endsAt };
  if (period.repeatDays === null || period.dailyFrom === null || period.dailyTo === null) return period.endsAt > now ? bounds : null;
  return currentOrNextOccurrence({ days: period.repeatDays, from: period.dailyFrom, to: period.dailyTo }, now, bounds);
}

export const isLiveOccurrence = (occurrence: Occurrence | null, now: Date): occurrence is Occurrence =>
  occurrence !== null && occurrence.start <= now && occurrence.end > now;
