import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../src/api/http.ts';
import { EARLY_ANSWER_FRESH_MS, askEarly } from '../../src/api/early.ts';
import { getLotteryInfo, getWalletInfo } from '../../src/api/index.ts';
import { envelope, fakeServer } from './helpers/fake-server.ts';

const defaultAdapter = http.defaults.adapter;

/** Answers each call with its running number, so a test sees which request answered. */
function countingServer() {
  let count = 0;
  const server = fakeServer(() => ({ status: 200, body: envelope({ answer: (count += 1) }) }));
  http.defaults.adapter = server.adapter;
  return server;
}

afterEach(() => {
  http.defaults.adapter = defaultAdapter;
  vi.useRealTimers();
});

describe('a page\'s first read asked early', () => {
  it('is sent at once, and the page\'s first call takes its answer instead of sending another', async () => {
    const server = countingServer();
    askEarly(['lotteryInfo', { game: 'wheel' }]);
    expect(server.seen.map((r) => [r.path, r.body])).toEqual([['/api/lottery/info', { game: 'wheel' }]]);
    await expect(getLotteryInfo('wheel', { loading: false })).resolves.toMatchObject({ data: { answer: 1 } });
    expect(server.seen).toHaveLength(1);
  });

  it('answers one call only: the next one (a refresh after a draw) asks the server again', async () => {
    const server = countingServer();
    askEarly(['walletInfo', {}]);
    await getWalletInfo();
    await expect(getWalletInfo()).resolves.toMatchObject({ data: { answer: 2 } });
    expect(server.seen).toHaveLength(2);
  });

  it('is not taken by a call with other input', async () => {
    const server = countingServer();
    askEarly(['lotteryInfo', { game: 'wheel' }]);
    await expect(getLotteryInfo('giftbox')).resolves.toMatchObject({ data: { answer: 2 } });
    expect(server.seen.map((r) => r.body)).toEqual([{ game: 'wheel' }, { game: 'giftbox' }]);
    await expect(getLotteryInfo('wheel')).resolves.toMatchObject({ data: { answer: 1 } });
  });

  it('is dropped once stale, and the page asks again', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    const server = countingServer();
    askEarly(['walletInfo', {}]);
    vi.advanceTimersByTime(EARLY_ANSWER_FRESH_MS);
    await expect(getWalletInfo()).resolves.toMatchObject({ data: { answer: 2 } });
    expect(server.seen).toHaveLength(2);
  });
});
