/**
 * What the console's tasks and share campaigns share: whether members see a record now, the check
 * that an edit starts from the values as stored (the tables have no version column, so the form
 * sends back what it loaded), and the period of a record ended now.
 */
interface Period {
  active: boolean;
  opensAt: Date | null;
  closesAt: Date | null;
}

/** The members' rule (repositories/tasks.ts openAt, shares.ts listOpenCampaigns): active, opened, not yet closed. */
export const isOpenAt = (row: Period, now: Date) => row.active && (!row.opensAt || row.opensAt <= now) && (!row.closesAt || row.closesAt > now);

export const isoOrNull = (at: Date | null) => at?.toISOString() ?? null;

/** Times compare as instants, whatever offset the form wrote them with. */
function canonical(key: string, value: unknown): unknown {
  if (key.endsWith('_at') && typeof value === 'string' && value !== '') {
    const at = new Date(value);
    return Number.isNaN(at.getTime()) ? value : at.toISOString();
  }
  return value ?? null;
}

/** True when every field of the stored record still holds the value the form loaded. */
export function sameAsLoaded(stored: Record<string, unknown>, loaded: Record<string, unknown>): boolean {
  return Object.entries(stored).every(([key, value]) => JSON.stringify(canonical(key, value)) === JSON.stringify(canonical(key, loaded[key])));
}

/** Ended now: closes now; a period that had not begun yet begins and ends now. */
export function endedPeriod(row: Period, now: Date): { opensAt: Date | null; closesAt: Date } {
  return { opensAt: row.opensAt && row.opensAt > now ? now : row.opensAt, closesAt: now };
}

export const hasEnded = (row: Period, now: Date) => row.closesAt !== null && row.closesAt <= now;
