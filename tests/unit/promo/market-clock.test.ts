import { describe, expect, it } from 'vitest';
import type { MarketEntry } from '../../../src/domain/contract/markets.ts';
import { formatHms, isLive, linkWithChannel, serverNow, widgetLabel } from '../../../src/features/promo/market-clock.ts';

const entry = (start: number, end: number, active = false): MarketEntry => ({
  id: start, title: 'x', logo: '', link: 'https://exemplo.com/promo?a=1', status: 1, is_active: active,
  time_period: { id: start, code: active ? 'ABC123' : null, start_time: start, end_time: end, points: 10, envelope_cap: 0 },
});

describe('server clock', () => {
  it('advances the server time by the time elapsed locally, whatever the phone clock says', () => {
    const clock = { serverSeconds: 1_000, receivedAtMs: 50_000 };
    expect(serverNow(clock, 50_000)).toBe(1_000);
    expect(serverNow(clock, 52_999)).toBe(1_002);
    expect(serverNow(clock, 53_000)).toBe(1_003);
    expect(serverNow(clock, 40_000)).toBe(1_000);
  });
});

describe('widget countdown', () => {
  it('counts down to the smallest start as hh:mm:ss', () => {
    expect(widgetLabel([entry(5_000, 9_000), entry(1_065, 2_000)], 1_000)).toEqual({ text: '00:01:05', highlighted: false, refetch: false });
    expect(formatHms(3 * 3600 + 62)).toBe('03:01:02');
    expect(formatHms(-4)).toBe('00:00:00');
  });

  it("reads 'Receber', highlighted, when any entry is live", () => {
    expect(widgetLabel([entry(5_000, 9_000), entry(900, 2_000, true)], 1_000)).toEqual({ text: 'Receber', highlighted: true, refetch: false });
  });

  it("turns to 'Receber' at zero and asks for the market again, once the answer says active", () => {
    const waiting = [entry(1_001, 2_000)];
    expect(widgetLabel(waiting, 1_000)).toEqual({ text: '00:00:01', highlighted: false, refetch: false });
    expect(widgetLabel(waiting, 1_001)).toEqual({ text: 'Receber', highlighted: true, refetch: true });
    expect(widgetLabel([entry(1_001, 2_000, true)], 1_001)).toEqual({ text: 'Receber', highlighted: true, refetch: false });
    expect(isLive(entry(1_000, 2_000), 2_000)).toBe(false);
  });

  it('has nothing to count when no period is planned', () => {
    expect(widgetLabel([{ ...entry(0, 1), time_period: null }], 10)).toEqual({ text: 'Em breve', highlighted: false, refetch: false });
  });
});

describe('promo links', () => {
  it('carry the channel_from query, keeping the link own query', () => {
    expect(linkWithChannel('https://exemplo.com/promo?a=1', 'tiktok')).toBe('https://exemplo.com/promo?a=1&channel_from=tiktok');
    expect(linkWithChannel('/pages/sponsor/sponsor', 'premia', 'https://premia.app/')).toBe('https://premia.app/pages/sponsor/sponsor?channel_from=premia');
    expect(linkWithChannel('https://exemplo.com/', null)).toBe('https://exemplo.com/');
  });
});
