/**
 * When a recurring promotion is live: on chosen weekdays, from one time of day to another, in the
 * site's time zone (a window whose end is not after its start ends the next day). Pure functions:
 * the server answers the widgets with them and the console shows the same occurrences.
 */

/** The site's clock: members and operators read times of day in this zone. */
export const SITE_TIME_ZONE = 'America/Sao_Paulo';

export const MINUTES_PER_DAY = 1440;
/** Every weekday: Sunday = bit 0 … Saturday = bit 6. */
export const EVERY_DAY = 0b111_1111;

export interface DailyWindow {
  /** Weekdays as bits, Sunday = 1 … Saturday = 64 (the weekday the window starts on). */
  days: number;
  /** Minutes after local midnight. */
  from: number;
  to: number;
}

export interface Occurrence {
  start: Date;
  end: Date;
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** The zone's wall clock at an instant, read as if it were UTC (milliseconds). */
function wallClockMs(at: Date, zone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(zone).formatToParts(at)) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
}

/** How far the zone's clock is ahead of UTC at an instant (negative west of Greenwich). */
export function zoneOffsetMs(at: Date, zone: string = SITE_TIME_ZONE): number {
  return wallClockMs(at, zone) - Math.floor(at.getTime() / 1000) * 1000;
}

/** The local midnight of `at`'s day, as a UTC date at 00:00 (calendar arithmetic only). */
export function localDay(at: Date, zone: string = SITE_TIME_ZONE): Date {
  const wall = wallClockMs(at, zone);
  return new Date(wall - (wall % DAY_MS));
}

/** The instant the zone's clock reads `minute` on `day` (a localDay value). */
export function instantAt(day: Date, minute: number, zone: string = SITE_TIME_ZONE): Date {
  const wall = day.getTime() + minute * MINUTE_MS;
  const first = wall - zoneOffsetMs(new Date(wall), zone);
  // A second look when the offset changes between the guess and the answer (daylight saving).
  const second = wall - zoneOffsetMs(new Date(first), zone);
  return new Date(second);
}

/** Whether the window runs on this local day's weekday. */
const runsOn = (window: DailyWindow, day: Date) => (window.days & (1 << day.getUTCDay())) !== 0;

/**
 * The occurrence live at `now`, else the next one, each cut to the period's own bounds;
 * null when none is left before `until`.
 */
export function currentOrNextOccurrence(window: DailyWindow, now: Date, bounds: Occurrence, zone: string = SITE_TIME_ZONE): Occurrence | null {
  if (window.days === 0 || window.from === window.to) return null;
  const crossesMidnight = window.to < window.from;
  const fromDay = localDay(new Date(Math.max(now.getTime(), bounds.start.getTime())), zone);
  // Yesterday's window may still run after midnight; a week and a day later every weekday came.
  for (let offset = -1; offset <= 8; offset += 1) {
    const day = new Date(fromDay.getTime() + offset * DAY_MS);
    if (!runsOn(window, day)) continue;
    const start = instantAt(day, window.from, zone);
    const end = instantAt(crossesMidnight ? new Date(day.getTime() + DAY_MS) : day, window.to, zone);
    const cut = { start: new Date(Math.max(start.getTime(), bounds.start.getTime())), end: new Date(Math.min(end.getTime(), bounds.end.getTime())) };
    if (cut.start >= bounds.end) return null;
    if (cut.end > now && cut.end > cut.start) return cut;
  }
  return null;
}

/** "HH:MM" ↔ minutes of the day. */
export function parseTimeOfDay(text: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(text.trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

export function formatTimeOfDay(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Weekday numbers (0 Sunday … 6 Saturday) ↔ the bits stored. */
export const daysToBits = (days: readonly number[]) => days.reduce((bits, day) => bits | (1 << day), 0);
export const bitsToDays = (bits: number) => [0, 1, 2, 3, 4, 5, 6].filter((day) => (bits & (1 << day)) !== 0);

/** A datetime-local value ("YYYY-MM-DDTHH:MM") read on the site's clock, as an ISO instant; undefined when it is not one. */
export function siteInstant(local: string, zone: string = SITE_TIME_ZONE): string | undefined {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(local.trim());
  const minutes = match ? parseTimeOfDay(match[2]!) : null;
  if (!match || minutes === null) return undefined;
  const day = new Date(`${match[1]}T00:00:00Z`);
  return Number.isNaN(day.getTime()) ? undefined : instantAt(day, minutes, zone).toISOString();
}
