/** A redeem-code period's batch: generated or pasted by an operator, each code used once (or up to its limit), a limit per member. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../src/domain/contract/paths.ts';
import { OPS_CALLS } from '../../src/domain/contract/ops-calls/index.ts';
import { PROMO_MESSAGES as P } from '../../src/domain/promo.pt.ts';
import { firstMarketOfType } from '../../server/repositories/markets.ts';
import { completeProfile, registerMember } from './flows.ts';
import { createTestApp, OPS_SECRET, type TestApp } from './helpers.ts';
import { signedInOperator } from './ops-flows.ts';
import { expectLedgerConsistent, pointsOf } from './reward-flows.ts';

let t: TestApp;
let operator: { headers: Record<string, string> };
let operatorName: string;
const secret = { headers: { 'x-ops-secret': OPS_SECRET } };
const listPath = (periodId: number) => OPS_CALLS.promoCodeList.path.replace(':id', String(periodId));

beforeAll(async () => {
  t = await createTestApp();
  const signedIn = await signedInOperator(t, 'codes');
  operatorName = signedIn.name;
  operator = signedIn.headers;
});
afterAll(() => t.close());

const member = async () => {
  const { token, userInfo } = await registerMember(t);
  await completeProfile(t, token);
  return { token, id: Number(userInfo.id) };
};
/** A live one-off period of the first redeem-code entry, without a code of its own. */
async function livePeriod(points: number): Promise<number> {
  const entry = (await firstMarketOfType(t.db, 1))!;
  const now = t.clock.now().getTime();
  const body = { market_id: entry.id, kind: 'once', starts_at: new Date(now - 60_000).toISOString(), ends_at: new Date(now + 3_600_000).toISOString(), points };
  const saved = await t.post(OPS_CALLS.promoPeriod.path, body, operator);
  expect(saved.status).toBe(200);
  return saved.body.data.id as number;
}
const redeem = (token: string, code: string) => t.post(API.redeemCode.path, { code }, { token });
async function codesOf(periodId: number, query = 'page=1&page_size=100') {
  const answer = await t.get(listPath(periodId), { ...operator, query });
  expect(answer.status).toBe(200);
  return answer.body.data;
}

describe('operator codes', () => {
  it('generates 50 unique codes of the unambiguous alphabet, audited with the operator name', async () => {
    const periodId = await livePeriod(10);
    const saved = await t.post(OPS_CALLS.promoCodes.path, { period_id: periodId, count: 50 }, operator);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ created: 50, total: 50, used: 0, uses: 0, per_member: 1 });
    const { list } = await codesOf(periodId);
    const codes = list.map((row: { code: string }) => row.code);
    expect(new Set(codes).size).toBe(50);
    expect(codes.every((code: string) => /^[A-HJ-NP-Z2-9]{8}$/.test(code))).toBe(true);
    const audit = await t.get(OPS_CALLS.audit.path, { ...secret, query: 'page=1&page_size=5' });
    expect(audit.body.data.list[0]).toMatchObject({ actor: operatorName, action: 'promo.codes.generate', target: `market-period:${periodId}` });
  });

  it('refuses a pasted list with a repeat or a bad line, naming it, and saves nothing', async () => {
    const periodId = await livePeriod(10);
    const repeated = await t.post(OPS_CALLS.promoCodes.path, { period_id: periodId, list: 'lista-aa1\n  LISTA-BB2 \nlista-AA1\n' }, operator);
    expect(repeated.status).toBe(400);
    expect(repeated.body.msg).toBe(P.codesRepeated.replace('{{codes}}', 'LISTA-AA1'));
    const bad = await t.post(OPS_CALLS.promoCodes.path, { period_id: periodId, list: 'LISTA-CC3\nab' }, operator);
    expect(bad.body.msg).toBe(P.codesLineInvalid.replace('{{line}}', '2').replace('{{code}}', 'AB'));
    expect(await codesOf(periodId)).toMatchObject({ total: 0, list: [] });
    const pasted = await t.post(OPS_CALLS.promoCodes.path, { period_id: periodId, list: 'lista-aa1\n\nLISTA-BB2' }, operator);
    expect(pasted.body.data).toMatchObject({ created: 2, total: 2 });
    const again = await t.post(OPS_CALLS.promoCodes.path, { period_id: periodId, list: 'LISTA-DD4\nLISTA-BB2' }, operator);
    expect(again.body.msg).toBe(P.codesTaken.replace('{{codes}}', 'LISTA-BB2'));
    expect((await codesOf(periodId)).total).toBe(2);
  });

  it('refuses a period whose own code is already a batch code, which it would shadow', async () => {
    const periodId = await livePeriod(10);
    expect((await t.post(OPS_CALLS.promoCodes.path, { period_id: periodId, list: 'SOMBRA-01' }, operator)).status).toBe(200);
    const entry = (await firstMarketOfType(t.db, 1))!;
    const now = t.clock.now().getTime();
    const clash = await t.post(OPS_CALLS.promoPeriod.path, {
      market_id: entry.id, kind: 'once', code: 'sombra-01', points: 5,
      starts_at: new Date(now - 60_000).toISOString(), ends_at: new Date(now + 3_600_000).toISOString(),
    }, operator);
    expect(clash.status).toBe(400);
    expect(clash.body.msg).toBe(P.codeTaken);
  });

  it('refuses a member token and no credentials', async () => {
    const periodId = await livePeriod(10);
    const who = await member();
    expect((await t.post(OPS_CALLS.promoCodes.path, { period_id: periodId, count: 5 }, { token: who.token })).status).toBeGreaterThanOrEqual(401);
    expect((await t.get(listPath(periodId), { token: who.token })).status).toBeGreaterThanOrEqual(401);
    expect((await t.post(OPS_CALLS.promoCodesLimit.path, { period_id: periodId, per_member: 3 })).status).toBeGreaterThanOrEqual(401);
    expect((await codesOf(periodId)).total).toBe(0);
  });
});

describe('members redeem batch codes', () => {
  it('credits a code once, shows who used it, and refuses it to another member', async () => {
    const periodId = await livePeriod(30);
    await t.post(OPS_CALLS.promoCodes.path, { period_id: periodId, list: 'UNICO-001\nUNICO-002' }, operator);
    const [first, second] = [await member(), await member()];
    expect((await redeem(first.token, ' unico-001 ')).body.data).toMatchObject({ points: 30, balance: 30 });
    expect(await pointsOf(t, first.id)).toBe(30);
    const other = await redeem(second.token, 'UNICO-001');
    expect(other.status).toBe(400);
    expect(other.body.msg).toBe(P.codeAlreadyUsed);
    const listed = await codesOf(periodId);
    expect(listed).toMatchObject({ total: 2, used: 1, uses: 1 });
    expect(listed.list[0]).toMatchObject({ code: 'UNICO-001', uses: 1, used_by: { id: first.id } });
    expect(listed.list[0].used_at).toBeTypeOf('string');
    expect((await codesOf(periodId, 'unused=1')).list.map((row: { code: string }) => row.code)).toEqual(['UNICO-002']);
    await expectLedgerConsistent(t);
  });

  it('holds the per-member limit, and a shared code to its use limit', async () => {
    const periodId = await livePeriod(5);
    await t.post(OPS_CALLS.promoCodes.path, { period_id: periodId, list: 'LIMITE-01\nLIMITE-02\nLIMITE-03' }, operator);
    await t.post(OPS_CALLS.promoCodes.path, { period_id: periodId, list: 'TODOS-01', max_uses: 2 }, operator);
    const who = await member();
    expect((await redeem(who.token, 'LIMITE-01')).status).toBe(200);
    expect((await redeem(who.token, 'LIMITE-02')).body.msg).toBe(P.codesPerMemberReached);
    expect((await redeem(who.token, 'LIMITE-01')).body.msg).toBe(P.codeAlreadyUsed);
    const limit = await t.post(OPS_CALLS.promoCodesLimit.path, { period_id: periodId, per_member: 2 }, operator);
    expect(limit.body.data).toMatchObject({ per_member: 2, used: 1 });
    expect((await t.post(OPS_CALLS.promoCodesLimit.path, { period_id: periodId, per_member: 0 }, operator)).body.msg).toBe(P.perMemberInvalid);
    expect((await redeem(who.token, 'LIMITE-02')).status).toBe(200);
    expect((await redeem(who.token, 'LIMITE-03')).body.msg).toBe(P.codesPerMemberReached);
    expect(await pointsOf(t, who.id)).toBe(10);
    const [a, b, c] = [await member(), await member(), await member()];
    expect((await redeem(a.token, 'TODOS-01')).status).toBe(200);
    expect((await redeem(a.token, 'TODOS-01')).body.msg).toBe(P.codeAlreadyUsed);
    expect((await redeem(b.token, 'TODOS-01')).status).toBe(200);
    expect((await redeem(c.token, 'TODOS-01')).body.msg).toBe(P.codeAlreadyUsed);
    expect(await codesOf(periodId)).toMatchObject({ total: 4, used: 3, uses: 4 });
  });

  it('30 members racing for one code: one credit, 29 refusals, no 5xx', async () => {
    const periodId = await livePeriod(20);
    await t.post(OPS_CALLS.promoCodes.path, { period_id: periodId, list: 'CORRIDA-1' }, operator);
    const members = await Promise.all(Array.from({ length: 30 }, () => member()));
    const answers = await Promise.all(members.map((who) => redeem(who.token, 'CORRIDA-1')));
    expect(answers.filter((answer) => answer.status >= 500)).toHaveLength(0);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 400 && answer.body.msg === P.codeAlreadyUsed)).toHaveLength(29);
    const points = await Promise.all(members.map((who) => pointsOf(t, who.id)));
    expect(points.filter((value) => value === 20)).toHaveLength(1);
    expect(points.filter((value) => value === 0)).toHaveLength(29);
    expect(await codesOf(periodId)).toMatchObject({ used: 1, uses: 1 });
    await expectLedgerConsistent(t);
  });
});
