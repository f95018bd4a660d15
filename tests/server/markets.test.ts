import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API } from '../../src/domain/contract/paths.ts';
import { RULE_MESSAGES as R, SERVER_MESSAGES as S } from '../../src/domain/messages.pt.ts';
import { pointsLedger, rainClaims } from '../../server/db/schema.ts';
import { completeProfile, registerMember } from './flows.ts';
import { createTestApp, OPS_SECRET, type TestApp } from './helpers.ts';
import { expectLedgerConsistent, newKey, pointsOf } from './reward-flows.ts';
import { OPS_CALLS } from '../../src/domain/contract/ops-calls/index.ts';

let t: TestApp;
const ops = { headers: { 'x-ops-secret': OPS_SECRET } };
beforeAll(async () => {
  t = await createTestApp();
  // The demo's recurring periods follow the wall clock; these tests plan their own, relative to now.
  const plan = async (body: Record<string, unknown>) => expect((await t.post(OPS_CALLS.addMarketPeriod.path, body, ops)).status).toBe(200);
  await plan({ type: 1, starts_in: 120, duration: 86_400, code: 'HOJE50', points: 50, replace: true });
  await plan({ type: 2, starts_in: 180, duration: 60, points: 5, envelope_cap: 20, replace: true });
  await plan({ type: 2, starts_in: 780, duration: 60, points: 5, envelope_cap: 20 });
});
afterAll(() => t.close());

const market = (type: number) => t.post(API.getMarket.path, { type });
const member = async () => {
  const { token, userInfo } = await registerMember(t);
  await completeProfile(t, token);
  return { token, id: Number(userInfo.id) };
};

describe('POST /api/game/getMarket', () => {
  it('answers the widget setting, the entries with their next period and the server time; codes stay hidden before their period', async () => {
    const answer = await market(1);
    expect(answer.status).toBe(200);
    const { market_set, markets, strcurrentTime } = answer.body.data;
    expect(market_set).toEqual({ image: 'iconGift', status: 1 });
    expect(Math.abs(strcurrentTime - Date.now() / 1000)).toBeLessThan(5);
    expect(markets.map((m: { title: string }) => m.title)).toEqual(['Código do dia', 'Código da semana']);
    const first = markets[0];
    expect(first).toMatchObject({ is_active: false, status: 1, link: 'https://www.instagram.com/premia.app' });
    expect(first.time_period.code).toBeNull();
    expect(first.time_period.start_time - strcurrentTime).toBeGreaterThan(100);
    expect(first.time_period.start_time - strcurrentTime).toBeLessThanOrEqual(120);
  });

  it('turns an entry active, with its code, once the server clock reaches its start', async () => {
    t.clock.advance(121);
    const first = (await market(1)).body.data.markets[0];
    expect(first).toMatchObject({ is_active: true, time_period: { code: 'HOJE50', points: 50 } });
    expect((await market(3)).body.data.markets[0].is_active).toBe(true);
  });

  it('refuses an unknown type', async () => {
    const bad = await market(4);
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe(R.marketTypeInvalid);
  });
});

describe('redeem codes', () => {
  it('credits a live code once per member, even under 20 parallel requests', async () => {
    const who = await member();
    const unknown = await t.post(API.redeemCode.path, { code: 'SORTE100' }, { token: who.token });
    expect(unknown.body.msg).toBe(S.redeemCodeInvalid);
    const answers = await Promise.all(Array.from({ length: 20 }, () => t.post(API.redeemCode.path, { code: ' hoje50 ' }, { token: who.token })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 400).every((a) => a.body.msg === S.redeemCodeUsed)).toBe(true);
    expect(await pointsOf(t, who.id)).toBe(50);
    expect((await t.post(API.redeemCode.path, { code: 'PREMIA50' })).status).toBe(401);
    await expectLedgerConsistent(t);
  });
});

describe('red envelope rain', () => {
  const keys = (n: number) => Array.from({ length: n }, () => newKey());

  it('refuses batches outside the rain, credits each envelope once inside it, and stops at the cap', async () => {
    const who = await member();
    const rain = (await market(2)).body.data.markets[0];
    const periodId = rain.time_period.id as number;
    const claim = (envelopeKeys: string[]) => t.post(API.rainClaims.path, { period_id: periodId, envelope_keys: envelopeKeys }, { token: who.token });
    expect((await claim(keys(1))).body.msg).toBe(S.rainNotNow);

    t.clock.advance(rain.time_period.start_time - (await market(2)).body.data.strcurrentTime + 1);
    const first = keys(3);
    expect((await claim(first)).body.data).toEqual({ claimed: 3, points: 15, collected: 3, cap: 20, balance: 15 });
    // A retry of the batch credits nothing and answers the current count.
    expect((await claim(first)).body.data).toEqual({ claimed: 0, points: 0, collected: 3, cap: 20, balance: 15 });
    // Keys repeated within a batch are folded; keys already held are skipped.
    const [again] = keys(1);
    expect((await claim([first[0]!, again!, again!])).body.data).toEqual({ claimed: 1, points: 5, collected: 4, cap: 20, balance: 20 });
    // 20 parallel batches of 5 new envelopes: 16 fit, the batch at the edge is cut, the rest refused.
    const burst = await Promise.all(Array.from({ length: 20 }, () => claim(keys(5))));
    const taken = burst.filter((a) => a.status === 200);
    expect(taken.reduce((sum, a) => sum + a.body.data.claimed, 0)).toBe(16);
    for (const a of taken) expect(a.body.data.points).toBe(a.body.data.claimed * 5);
    expect(burst.filter((a) => a.status !== 200).every((a) => a.status === 400 && a.body.msg === S.rainCapReached)).toBe(true);
    expect(await t.db.$count(rainClaims, eq(rainClaims.userId, who.id))).toBe(20);
    // One ledger entry per batch that recorded envelopes.
    expect(await t.db.$count(pointsLedger, eq(pointsLedger.userId, who.id))).toBe(2 + taken.length);
    expect(await pointsOf(t, who.id)).toBe(100);
    // At the cap a retry still answers its count; a new envelope is refused.
    expect((await claim(first)).body.data).toEqual({ claimed: 0, points: 0, collected: 20, cap: 20, balance: 100 });
    expect((await claim(keys(1))).body.msg).toBe(S.rainCapReached);

    t.clock.advance(61);
    expect((await claim(keys(1))).body.msg).toBe(S.rainNotNow);
    await expectLedgerConsistent(t);
  });

  it('refuses an empty, oversized or malformed batch in Portuguese', async () => {
    const who = await member();
    const rain = (await market(2)).body.data.markets[0];
    const send = (body: Record<string, unknown>) => t.post(API.rainClaims.path, { period_id: rain.time_period.id, ...body }, { token: who.token });
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ envelope_keys: [] }, R.envelopeKeysEmpty],
      [{ envelope_keys: keys(11) }, 'Envie no máximo 10 envelopes por vez'],
      [{ envelope_keys: 'abcdefgh12' }, R.envelopeKeysInvalid],
      [{}, R.envelopeKeysInvalid],
      [{ envelope_keys: ['curta'] }, R.clientKeyInvalid],
      [{ envelope_key: newKey() }, R.envelopeKeysInvalid],
    ];
    for (const [body, msg] of cases) expect(await send(body), JSON.stringify(body)).toMatchObject({ status: 400, body: { msg } });
    expect(await t.db.$count(rainClaims, eq(rainClaims.userId, who.id))).toBe(0);
  });
});

describe('operator periods', () => {
  it('adds a period that starts a few seconds from now', async () => {
    const added = await t.post(OPS_CALLS.addMarketPeriod.path, { type: 1, starts_in: 5, duration: 60, code: 'TESTE123', points: 7 }, { headers: { 'x-ops-secret': OPS_SECRET } });
    expect(added.status).toBe(200);
    const entry = (await market(1)).body.data.markets[0];
    expect(entry.is_active).toBe(true); // its daily code is live; the new period waits
    t.clock.advance(6);
    const who = await member();
    expect((await t.post(API.redeemCode.path, { code: 'teste123' }, { token: who.token })).body.data).toMatchObject({ points: 7, balance: 7 });
  });

  it('replaces the type periods: live ones end now, future ones go', async () => {
    const added = await t.post(OPS_CALLS.addMarketPeriod.path, { type: 1, starts_in: 30, duration: 60, code: 'NOVO1234', replace: true }, ops);
    expect(added.status).toBe(200);
    const entries = (await market(1)).body.data.markets;
    expect(entries.every((e: { is_active: boolean }) => !e.is_active)).toBe(true);
    expect(entries[0].time_period.start_time - (await market(1)).body.data.strcurrentTime).toBeGreaterThan(25);
    expect(entries[1].time_period).toBeNull();
  });
});
