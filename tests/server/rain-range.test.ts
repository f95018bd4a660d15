/**
 * A rain whose envelopes are worth a range: the operator sets "de" and "até", the server draws
 * each envelope's points when it is claimed, every claim row keeps its own, and the ledger credits
 * their sum under a truthful reason. The budget's edge: the batch stops at the first envelope that
 * no longer fits, even when a later, smaller one would.
 */
import { rewardMonth } from '../../server/services/reward-allowance.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';
import { API } from '../../src/domain/contract/paths.ts';
import { OPS_CALLS } from '../../src/domain/contract/ops-calls/index.ts';
import { SERVER_MESSAGES as S } from '../../src/domain/messages.pt.ts';
import { PROMO_MESSAGES as P } from '../../src/domain/promo.pt.ts';
import { marketPeriods, pointsLedger, rainClaims } from '../../server/db/schema.ts';
import { clearPeriodsOfType, firstMarketOfType, insertPeriod, insertRainClaims } from '../../server/repositories/markets.ts';
import { completeProfile, registerMember } from './flows.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { signedInOperator } from './ops-flows.ts';
import { expectLedgerConsistent, newKey, pointsOf } from './reward-flows.ts';

let t: TestApp;
let operator: { headers: Record<string, string> };
beforeAll(async () => {
  t = await createTestApp();
  operator = (await signedInOperator(t, 'range')).headers;
});
afterAll(() => t.close());

const member = async () => {
  const { token, userInfo } = await registerMember(t);
  await completeProfile(t, token);
  return { token, id: Number(userInfo.id) };
};

/** A one-off rain saved through the console's call, live from a second ago for an hour. */
function rainBody(marketId: number, values: Record<string, unknown>) {
  const now = t.clock.now().getTime();
  return {
    market_id: marketId, kind: 'once', starts_at: new Date(now - 1000).toISOString(), ends_at: new Date(now + 3_600_000).toISOString(),
    points: 5, envelope_cap: 100, points_budget: 1_000_000, ...values,
  };
}

describe('a rain worth a range per envelope', () => {
  it('is saved with "de" and "até", answered by the overview, and refused in Portuguese when "até" is below "de"', async () => {
    const rain = (await firstMarketOfType(t.db, 2))!;
    const periodsBefore = await t.db.$count(marketPeriods);
    const below = await t.post(OPS_CALLS.promoPeriod.path, rainBody(rain.id, { points: 10, points_max: 9 }), operator);
    expect(below).toMatchObject({ status: 400, body: { msg: P.pointsMaxBelowMin } });
    expect((await t.post(OPS_CALLS.promoPeriod.path, rainBody(rain.id, { points_max: 0 }), operator)).body.msg).toBe(P.pointsMaxInvalid);
    expect((await t.post(OPS_CALLS.promoPeriod.path, rainBody(rain.id, { points_max: 2.5 }), operator)).body.msg).toBe(P.pointsMaxInvalid);
    expect(await t.db.$count(marketPeriods)).toBe(periodsBefore);

    const saved = await t.post(OPS_CALLS.promoPeriod.path, rainBody(rain.id, { points: 5, points_max: 20 }), operator);
    expect(saved.body.data).toMatchObject({ points: 5, points_max: 20, live: true });
    const overview = (await t.get(OPS_CALLS.promos.path, operator)).body.data;
    const listed = overview.types[1].markets.flatMap((entry: { periods: Array<{ id: number }> }) => entry.periods).find((p: { id: number }) => p.id === saved.body.data.id);
    expect(listed).toMatchObject({ points: 5, points_max: 20 });
    // A range of one value is a fixed value.
    const single = await t.post(OPS_CALLS.promoPeriod.path, rainBody(rain.id, { points: 7, points_max: 7 }), operator);
    expect(single.body.data.points_max).toBeNull();
    // An edit that lowers "até" below "de" is refused too, and the period keeps its range.
    const edit = { ...rainBody(rain.id, { points: 5, points_max: 4 }), id: saved.body.data.id, version: saved.body.data.version };
    expect((await t.post(OPS_CALLS.promoPeriod.path, edit, operator)).body.msg).toBe(P.pointsMaxBelowMin);
    const [row] = await t.db.select().from(marketPeriods).where(eq(marketPeriods.id, saved.body.data.id));
    expect(row).toMatchObject({ points: 5, pointsMax: 20 });
    for (const id of [saved.body.data.id, single.body.data.id]) await t.post(OPS_CALLS.promoPeriodEnd.path, { id }, operator);
  });

  it('credits each envelope what the server drew for it, within the range, and their sum under one ledger entry', async () => {
    const now = t.clock.now();
    await clearPeriodsOfType(t.db, 2, now);
    const market = (await firstMarketOfType(t.db, 2))!;
    const period = await insertPeriod(t.db, {
      marketId: market.id, startsAt: new Date(now.getTime() - 1000), endsAt: new Date(now.getTime() + 3_600_000), points: 5, pointsMax: 20, envelopeCap: 100,
    });
    const who = await member();
    const before = await pointsOf(t, who.id);
    // Six batches of ten (the most a batch holds): each credited the points of its own rows.
    const batches = Array.from({ length: 6 }, () => Array.from({ length: 10 }, () => newKey()));
    const expected: Array<[number, string]> = [];
    for (const keys of batches) {
      const answer = await t.post(API.rainClaims.path, { period_id: period.id, envelope_keys: keys }, { token: who.token });
      expect(answer.status).toBe(200);
      const rows = await t.db.select().from(rainClaims).where(and(eq(rainClaims.userId, who.id), sql`${rainClaims.envelopeKey} in ${keys}`));
      const total = rows.reduce((sum, row) => sum + row.points, 0);
      expect(answer.body.data).toMatchObject({ claimed: 10, points: total });
      expected.push([total, `Chuva de envelopes: 10 envelopes, ${total} pontos`]);
    }
    const rows = await t.db.select().from(rainClaims).where(and(eq(rainClaims.userId, who.id), eq(rainClaims.periodId, period.id)));
    expect(rows).toHaveLength(60);
    expect(rows.every((row) => row.points >= 5 && row.points <= 20), JSON.stringify(rows.map((row) => row.points))).toBe(true);
    // 60 draws of 16 values: a "range" that paid one value every time would be no range.
    expect(new Set(rows.map((row) => row.points)).size).toBeGreaterThan(1);
    const total = rows.reduce((sum, row) => sum + row.points, 0);
    expect(await pointsOf(t, who.id)).toBe(before + total);
    const entries = await t.db.select().from(pointsLedger).where(eq(pointsLedger.reference, `market-period:${period.id}`)).orderBy(asc(pointsLedger.id));
    expect(entries.map((entry) => [entry.amount, entry.reason])).toEqual(expected);

    // A retry credits nothing more; a single envelope says so in the singular.
    expect((await t.post(API.rainClaims.path, { period_id: period.id, envelope_keys: batches[0] }, { token: who.token })).body.data).toMatchObject({ claimed: 0, points: 0 });
    const one = await t.post(API.rainClaims.path, { period_id: period.id, envelope_keys: [newKey()] }, { token: who.token });
    const [last] = await t.db.select().from(pointsLedger).where(eq(pointsLedger.reference, `market-period:${period.id}`)).orderBy(sql`${pointsLedger.id} desc`).limit(1);
    expect(last!.reason).toBe(`Chuva de envelopes: 1 envelope, ${one.body.data.points} pontos`);
    await expectLedgerConsistent(t);
  });

  it('keeps the ledger text of a fixed-value rain', async () => {
    const now = t.clock.now();
    await clearPeriodsOfType(t.db, 2, now);
    const market = (await firstMarketOfType(t.db, 2))!;
    const period = await insertPeriod(t.db, {
      marketId: market.id, startsAt: new Date(now.getTime() - 1000), endsAt: new Date(now.getTime() + 3_600_000), points: 3, envelopeCap: 10,
    });
    const who = await member();
    expect((await t.post(API.rainClaims.path, { period_id: period.id, envelope_keys: [newKey(), newKey()] }, { token: who.token })).body.data).toMatchObject({ points: 6 });
    const [entry] = await t.db.select().from(pointsLedger).where(eq(pointsLedger.reference, `market-period:${period.id}`));
    expect(entry!.reason).toBe('Chuva de envelopes: 2 × 3 pontos');
  });

  it('stops the batch at the first envelope the budget no longer pays, even when a later one would fit', async () => {
    const now = t.clock.now();
    const market = (await firstMarketOfType(t.db, 2))!;
    const period = await insertPeriod(t.db, {
      marketId: market.id, startsAt: new Date(now.getTime() - 1000), endsAt: new Date(now.getTime() + 3_600_000), points: 1, pointsMax: 20, envelopeCap: 10, pointsBudget: 10,
    });
    const who = await member();
    const [a, b, c] = ['chave-a', 'chave-b', 'chave-c'];
    const batch = await t.db.transaction((tx) => insertRainClaims(tx, {
      userId: who.id, periodId: period.id, keys: [a, b, c], points: [5, 20, 1], cap: 10, room: 10, allowance: 0, month: rewardMonth(now), since: period.startsAt, createdAt: now,
      creditReason: S.rainRangeReason, creditReasonOne: S.rainRangeReasonOne, creditReference: `market-period:${period.id}`,
    }));
    expect(batch).toMatchObject({ inserted: 1, fresh: 3, collected: 1, credited: 5 });
    const rows = await t.db.select({ key: rainClaims.envelopeKey, points: rainClaims.points }).from(rainClaims).where(eq(rainClaims.periodId, period.id));
    expect(rows).toEqual([{ key: a, points: 5 }]);
    // No budget (room null): every key up to the cap.
    const open = await t.db.transaction((tx) => insertRainClaims(tx, {
      userId: who.id, periodId: period.id, keys: [b, c, 'chave-d'], points: [20, 1, 7], cap: 3, room: null, allowance: 0, month: rewardMonth(now), since: period.startsAt, createdAt: now,
      creditReason: S.rainRangeReason, creditReasonOne: S.rainRangeReasonOne, creditReference: `market-period:${period.id}`,
    }));
    expect(open).toMatchObject({ inserted: 2, collected: 3, credited: 21 });
  });
});
