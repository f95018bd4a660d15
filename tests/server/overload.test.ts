/**
 * Shedding load: with the event loop stalled past its limit, a request is answered at once with
 * 503, Retry-After and the Portuguese envelope, nothing runs behind it, and the probes still answer;
 * once the loop is calm again, requests pass.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../src/domain/contract/paths.ts';
import { SERVER_MESSAGES as S } from '../../src/domain/messages.pt.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false, overload: { maxEventLoopDelayMs: 40, maxHeapUsedBytes: 8 * 1024 ** 3, retryAfterSeconds: 3, sampleIntervalMs: 200 } });
});
afterAll(async () => t.close());

/** Holds the event loop as a swamped process would. */
function stall(ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until) { /* busy */ }
}
// The overdue sample runs first (timers fire in expiry order), then this one: the request meets the stalled reading.
const sampled = () => new Promise((resolve) => setTimeout(resolve, 0));
/** Asks until a request passes (start-up's own work stalls the loop too): the status of the last ask. */
async function untilServed(): Promise<number> {
  let status = 0;
  for (let tries = 0; tries < 100 && status !== 200; tries += 1) {
    status = (await t.get(API.languages.path)).status;
    if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 30));
  }
  return status;
}

describe('overload', () => {
  it('answers 503 with Retry-After in Portuguese at once while the loop is stalled, and serves again after', async () => {
    expect(await untilServed()).toBe(200);
    stall(400);
    await sampled();
    const started = performance.now();
    const refused = await t.get(API.languages.path);
    const elapsed = performance.now() - started;
    expect(refused).toMatchObject({ status: 503, body: { code: 503, msg: S.busy, data: null } });
    expect(refused.headers['retry-after']).toBe('3');
    expect(elapsed).toBeLessThan(50);
    expect((await t.get('/healthz')).status).toBe(200);

    expect(await untilServed()).toBe(200);
  });
});
