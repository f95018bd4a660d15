import { describe, expect, it } from 'vitest';
import { RECONNECT_MAX_MS, reconnectDelay } from '../../src/features/realtime/backoff.ts';
import { socketUrl } from '../../src/features/realtime/client.ts';

describe('notifyws reconnect schedule', () => {
  it('waits exactly 3 s after the first close', () => {
    expect(reconnectDelay(1, () => 0)).toBe(3_000);
    expect(reconnectDelay(1, () => 0.99)).toBe(3_000);
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
