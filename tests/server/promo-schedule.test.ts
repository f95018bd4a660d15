/** getMarket with recurring periods: the live or next occurrence on the server's clock, moved by the test. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../src/domain/contract/paths.ts';
import { EVERY_DAY, daysToBits, localDay, zoneOffsetMs } from '../../src/domain/promo-schedule.ts';
import { clearPeriodsOfType, firstMarketOfType, insertPeriod } from '../../server/repositories/markets.ts';
import { completeProfile, registerMember } from './flows.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const market = async (type: number) => (await t.post(API.getMarket.path, { type })).body.data;
/** The site's time of day now, in minutes. */
const localMinute = () => {
  const now = t.clock.now();
  return Math.floor(((now.getTime() + zoneOffsetMs(now)) % 86_400_000) / 60_000);
};

/** The only period of the type's first entry. */
async function only(type: 1 | 2 | 3, values: { repeatDays: number; dailyFrom: number; dailyTo: number; code?: string; points?: number }) {
  const now = t.clock.now();
  await clearPeriodsOfType(t.db, type, now);
  const entry = await firstMarketOfType(t.db, type);
  return insertPeriod(t.db, { marketId: entry!.id, startsAt: new Date(now.getTime() - 1000), endsAt: new Date(now.getTime() + 30 * 86_400_000), ...values });
}

describe('getMarket with a recurring period', () => {
  it('counts down to today\'s window, turns active in it, and shows tomorrow\'s once it is over', async () => {
    const from = (localMinute() + 10) % 1440;
    await only(1, { repeatDays: EVERY_DAY, dailyFrom: from, dailyTo: (from + 10) % 1440, code: 'TODODIA9', points: 9 });
    const before = await market(1);
    const waiting = before.markets[0];
    expect(waiting.is_active).toBe(false);
    expect(waiting.time_period.code).toBeNull();
    const countdown = waiting.time_period.start_time - before.strcurrentTime;
    expect(countdown).toBeGreaterThan(540);
    expect(countdown).toBeLessThanOrEqual(600);
    expect(waiting.time_period.end_time - waiting.time_period.start_time).toBe(600);

    t.clock.advance(countdown + 1);
    const live = (await market(1)).markets[0];
    expect(live).toMatchObject({ is_active: true, time_period: { code: 'TODODIA9', start_time: waiting.time_period.start_time } });
    const { token } = await registerMember(t);
    await completeProfile(t, token);
    expect((await t.post(API.redeemCode.path, { code: 'tododia9' }, { token })).body.data).toMatchObject({ points: 9 });

    t.clock.advance(600);
    const after = await market(1);
    expect(after.markets[0].is_active).toBe(false);
    expect(after.markets[0].time_period.start_time).toBe(waiting.time_period.start_time + 86_400);
    expect((await t.post(API.redeemCode.path, { code: 'tododia9' }, { token })).status).toBe(400);
  });

  it('waits for a chosen weekday', async () => {
    const now = t.clock.now();
    const inTwoDays = (localDay(now).getUTCDay() + 2) % 7;
    await only(3, { repeatDays: daysToBits([inTwoDays]), dailyFrom: 9 * 60, dailyTo: 18 * 60 });
    const answer = await market(3);
    const next = answer.markets[0].time_period;
    expect(answer.markets[0].is_active).toBe(false);
    // 09:00 local (12:00 UTC) two local days from now.
    expect(new Date(next.start_time * 1000).toISOString()).toBe(new Date(localDay(now).getTime() + 2 * 86_400_000 + 12 * 3_600_000).toISOString());
    expect(next.end_time - next.start_time).toBe(9 * 3600);
  });

  it('keeps a window across midnight live after midnight', async () => {
    const from = (localMinute() + 1440 - 30) % 1440;
    await only(2, { repeatDays: EVERY_DAY, dailyFrom: from, dailyTo: (from + 60) % 1440, points: 1 });
    const answer = await market(2);
    expect(answer.markets[0].is_active).toBe(true);
    const period = answer.markets[0].time_period;
    expect(period.end_time - answer.strcurrentTime).toBeGreaterThan(29 * 60);
    expect(period.end_time - answer.strcurrentTime).toBeLessThanOrEqual(30 * 60);
  });

  it('keeps the seeded demo alive: a code live or counting down and a rain within the hour', async () => {
    const fresh = await createTestApp();
    try {
      const codes = (await fresh.post(API.getMarket.path, { type: 1 })).body.data;
      const code = codes.markets[0];
      // Live all day but its last minute (00:00–23:59 in São Paulo).
      if (code.is_active) expect(code.time_period.code).toBe('PREMIA50');
      else expect(code.time_period.start_time - codes.strcurrentTime).toBeLessThanOrEqual(60);
      fresh.clock.advance(3 * 86_400);
      const rain = (await fresh.post(API.getMarket.path, { type: 2 })).body.data;
      const next = rain.markets[0].time_period;
      expect(next.start_time - rain.strcurrentTime).toBeLessThanOrEqual(3600);
      expect((await fresh.post(API.getMarket.path, { type: 3 })).body.data.markets[0].is_active).toBe(true);
    } finally {
      await fresh.close();
    }
  });
});
