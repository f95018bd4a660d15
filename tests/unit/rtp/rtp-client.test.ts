import { describe, expect, it } from 'vitest';
import type { RtpMarketRow } from '../../../src/domain/contract/sponsors.ts';
import { applyRowUpdates, toShown } from '../../../src/features/rtp/row-updates.ts';
import { formatChange, formatRtp } from '../../../src/features/rtp/format.ts';
import { rtpPollInterval, RTP_POLL_DEFAULT_MS, RTP_POLL_STORAGE_KEY } from '../../../src/features/rtp/poll-interval.ts';
import { clamp, initialCrop, panBy, sourceSquare, zoomTo } from '../../../src/features/profile-photo/crop-math.ts';

const row = (game_id: number, rtp: number, change: number | null): RtpMarketRow => ({
  game_id, name: `Jogo ${game_id}`, type: 'slot', image: '/rtp/slot.svg', sponsor: { id: 1, name: 'Sol', logo: '' },
  rtp, change, measured_at: '2026-01-01T00:00:00.000Z', demo: true,
});

describe('RTP rows', () => {
  it('updates shown rows in place, keeps their order, and keeps the same array when nothing changed', () => {
    const shown = [row(1, 90, 1), row(2, 95, -1)].map(toShown);
    expect(applyRowUpdates(shown, [row(2, 95, -1), row(1, 90, 1)])).toBe(shown);
    const next = applyRowUpdates(shown, [row(2, 97, 2), row(3, 99, 0)]);
    expect(next.map((r) => r.game_id)).toEqual([1, 2]);
    expect(next[0]).toBe(shown[0]);
    expect(next[1]).toMatchObject({ rtp: 97, change: 2, updates: 1 });
  });

  it('formats Portuguese numbers with a sign', () => {
    expect(formatRtp(96.5)).toBe('96,50 %');
    expect(formatChange(0.42)).toBe('+0,42');
    expect(formatChange(-1.1)).toBe('−1,10');
    expect(formatChange(null)).toBe('—');
  });

  it('reads the poll interval from the query, then local storage, never below 1 s', () => {
    expect(rtpPollInterval(undefined)).toBe(RTP_POLL_DEFAULT_MS);
    expect(rtpPollInterval('2000')).toBe(2000);
    expect(rtpPollInterval('10')).toBe(1000);
    localStorage.setItem(RTP_POLL_STORAGE_KEY, '3000');
    expect(rtpPollInterval(undefined)).toBe(3000);
    localStorage.removeItem(RTP_POLL_STORAGE_KEY);
  });
});

describe('square crop', () => {
  it('covers the viewport, centred, and crops the middle square at zoom 1', () => {
    const crop = initialCrop(800, 400, 200);
    expect(crop).toMatchObject({ x: -100, y: 0, zoom: 1 });
    expect(sourceSquare(crop)).toEqual({ sx: 200, sy: 0, size: 400 });
  });

  it('never leaves a gap when panning or zooming', () => {
    const crop = initialCrop(800, 400, 200);
    expect(panBy(crop, 500, 500)).toMatchObject({ x: 0, y: 0 });
    expect(panBy(crop, -500, 0).x).toBe(-200);
    const zoomed = zoomTo(crop, 2);
    expect(sourceSquare(zoomed).size).toBe(200);
    expect(zoomTo(zoomed, 0.5).zoom).toBe(1);
    expect(clamp({ ...zoomed, y: 50 }).y).toBe(0);
  });
});
