import { describe, expect, it } from 'vitest';
import { FIRST_SPREAD_MS, RECONNECT_MAX_MS, reconnectDelay } from '../../src/features/realtime/backoff.ts';
import { socketUrl } from '../../src/features/realtime/client.ts';

describe('notifyws reconnect schedule', () => {
  it('waits the spec\'s 3 s after the first close, spread over the next 2 s so a crowd does not come back at once', () => {
    expect(reconnectDelay(1, () => 0)).toBe(3_000);
    expect(reconnectDelay(1, () => 0.5)).toBe(3_000 + FIRST_SPREAD_MS / 2);
    expect(reconnectDelay(1, () => 0.999)).toBeLessThan(3_000 + FIRST_SPREAD_MS);
    const crowd = Array.from({ length: 1_000 }, (_, i) => reconnectDelay(1, () => i / 1_000));
    const perSecond = new Map<number, number>();
    for (const delay of crowd) perSecond.set(Math.floor(delay / 1_000), (perSecond.get(Math.floor(delay / 1_000)) ?? 0) + 1);
    expect(Math.max(...perSecond.values())).toBeLessThanOrEqual(500);
  });

  it('doubles while the server stays down, with ±20 % jitter, never past 30 s', () => {
    const middle = () => 0.5;
    expect([2, 3, 4, 5, 6, 20].map((n) => reconnectDelay(n, middle))).toEqual([6_000, 12_000, 24_000, 30_000, 30_000, 30_000]);
    expect(reconnectDelay(2, () => 0)).toBe(4_800);
    expect(reconnectDelay(2, () => 1)).toBe(7_200);
    for (let n = 1; n < 50; n += 1) {
      for (const r of [0, 0.3, 0.999]) {
        const delay = reconnectDelay(n, () => r);
        expect(delay).toBeGreaterThanOrEqual(3_000);
        expect(delay).toBeLessThanOrEqual(RECONNECT_MAX_MS);
      }
    }
  });
});

describe('notifyws address', () => {
  it("carries the spec's query on the page's own host", () => {
    expect(socketUrl({ protocol: 'https:', host: 'premia.example' }, { visitorId: '42', channel: 'loja_1', standalone: true }))
      .toBe('wss://premia.example/notifyws?user_id=42&isPwa=2&channel=loja_1');
    expect(socketUrl({ protocol: 'http:', host: 'localhost:3000' }, { visitorId: '7', channel: 'bad channel!', standalone: false }))
      .toBe('ws://localhost:3000/notifyws?user_id=7&isPwa=1');
  });
});
