import { describe, expect, it } from 'vitest';
import {
  currentOrNextOccurrence, daysToBits, EVERY_DAY, formatTimeOfDay, instantAt, localDay, parseTimeOfDay, siteInstant, zoneOffsetMs,
} from '../../src/domain/promo-schedule.ts';

// Brazil keeps UTC−3 all year since 2019: 20:00 in São Paulo is 23:00 UTC.
const at = (iso: string) => new Date(iso);
const forever = { start: at('2020-01-01T00:00:00Z'), end: at('2100-01-01T00:00:00Z') };
const iso = (occurrence: { start: Date; end: Date } | null) => occurrence && [occurrence.start.toISOString(), occurrence.end.toISOString()];
const EVENING = { days: EVERY_DAY, from: 20 * 60, to: 22 * 60 };

describe('the site time zone', () => {
  it('reads São Paulo at UTC−3 and a local day from its own midnight', () => {
    expect(zoneOffsetMs(at('2026-11-27T12:00:00Z'))).toBe(-3 * 3_600_000);
    // 01:30 UTC on the 28th is still the 27th in São Paulo.
    expect(localDay(at('2026-11-28T01:30:00Z')).toISOString()).toBe('2026-11-27T00:00:00.000Z');
    expect(instantAt(at('2026-11-27T00:00:00Z'), 20 * 60).toISOString()).toBe('2026-11-27T23:00:00.000Z');
  });

  it('uses the zone it is given, daylight saving included (New York in July is UTC−4, in January UTC−5)', () => {
    expect(instantAt(at('2026-07-01T00:00:00Z'), 9 * 60, 'America/New_York').toISOString()).toBe('2026-07-01T13:00:00.000Z');
    expect(instantAt(at('2026-01-05T00:00:00Z'), 9 * 60, 'America/New_York').toISOString()).toBe('2026-01-05T14:00:00.000Z');
  });
});

describe('currentOrNextOccurrence', () => {
  it('answers the daily window live now, else the next one', () => {
    expect(iso(currentOrNextOccurrence(EVENING, at('2026-11-27T23:30:00Z'), forever))).toEqual(['2026-11-27T23:00:00.000Z', '2026-11-28T01:00:00.000Z']);
    expect(iso(currentOrNextOccurrence(EVENING, at('2026-11-27T15:00:00Z'), forever))).toEqual(['2026-11-27T23:00:00.000Z', '2026-11-28T01:00:00.000Z']);
    // Right after the end: tomorrow's.
    expect(iso(currentOrNextOccurrence(EVENING, at('2026-11-28T01:00:00Z'), forever))).toEqual(['2026-11-28T23:00:00.000Z', '2026-11-29T01:00:00.000Z']);
  });

  it('runs only on the chosen weekdays', () => {
    // Friday 2026-11-27; Monday and Wednesday only: next is Monday 30th.
    const window = { days: daysToBits([1, 3]), from: 9 * 60, to: 10 * 60 };
    expect(iso(currentOrNextOccurrence(window, at('2026-11-27T15:00:00Z'), forever))).toEqual(['2026-11-30T12:00:00.000Z', '2026-11-30T13:00:00.000Z']);
  });

  it('keeps a window that crosses midnight live after midnight', () => {
    const night = { days: daysToBits([5]), from: 23 * 60, to: 60 }; // Friday 23:00 → Saturday 01:00
    const saturdayHalfPastMidnight = at('2026-11-28T03:30:00Z');
    expect(iso(currentOrNextOccurrence(night, saturdayHalfPastMidnight, forever))).toEqual(['2026-11-28T02:00:00.000Z', '2026-11-28T04:00:00.000Z']);
  });

  it('finds next week once the last window of the week is over', () => {
    const sundays = { days: daysToBits([0]), from: 10 * 60, to: 11 * 60 };
    // Sunday 29th 11:00 local is over: the next is Sunday 6 December.
    expect(iso(currentOrNextOccurrence(sundays, at('2026-11-29T14:00:00Z'), forever))).toEqual(['2026-12-06T13:00:00.000Z', '2026-12-06T14:00:00.000Z']);
  });

  it('cuts occurrences to the period bounds and answers null when none is left', () => {
    const bounds = { start: at('2026-11-27T23:30:00Z'), end: at('2026-11-28T00:15:00Z') };
    expect(iso(currentOrNextOccurrence(EVENING, at('2026-11-27T20:00:00Z'), bounds))).toEqual(['2026-11-27T23:30:00.000Z', '2026-11-28T00:15:00.000Z']);
    expect(currentOrNextOccurrence(EVENING, at('2026-11-28T00:15:00Z'), bounds)).toBeNull();
  });
});

describe('times of day', () => {
  it('reads and writes HH:MM and refuses anything else', () => {
    expect(parseTimeOfDay('20:05')).toBe(1205);
    expect(parseTimeOfDay('24:00')).toBeNull();
    expect(parseTimeOfDay('8:00')).toBeNull();
    expect(formatTimeOfDay(1205)).toBe('20:05');
  });

  it('reads a console date and time on São Paulo\'s clock', () => {
    expect(siteInstant('2026-11-27T20:00')).toBe('2026-11-27T23:00:00.000Z');
    expect(siteInstant('2026-11-27')).toBeUndefined();
    expect(siteInstant('2026-13-40T20:00')).toBeUndefined();
  });
});
