/**
 * Parallel repeats of one key, tried from outside. Every ledger writer answers a repeat
 * of its key with the first result (or its documented Portuguese 400), never 500, and credits
 * once; a verification code is checked at most CODE_MAX_ATTEMPTS times however the guesses arrive.
 * The races only show on PostgreSQL (PGlite runs one statement at a time); they run on both.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { API } from '../../src/domain/contract/paths.ts';
import { SERVER_MESSAGES as S } from '../../src/domain/messages.pt.ts';
import { pointsLedger, rainClaims, verificationCodes } from '../../server/db/schema.ts';
import type { AppContext } from '../../server/context.ts';
import { checkCode, CODE_MAX_ATTEMPTS } from '../../server/services/verification-codes.ts';
import { completeProfile, e164, newMemberForm, registerMember, requestRegisterCode } from './flows.ts';
import { createTestApp, OPS_SECRET, type CallResult, type TestApp } from './helpers.ts';
import { chanceState, drawCall, drawCount, expectLedgerConsistent, grant, keyForKind, newKey, newPlayer, pointsOf } from './reward-flows.ts';
import { decide, newSaver, withdrawCall } from './wallet-flows.ts';
import { OPS_CALLS } from '../../src/domain/contract/ops-calls/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ops = { headers: { 'x-ops-secret': OPS_SECRET } };
const parallel = <T>(n: number, call: () => Promise<T>) => Promise.all(Array.from({ length: n }, call));
/** A member who may take part: redeem codes and envelopes need a complete profile. */
const member = async () => {
  const { token, userInfo } = await registerMember(t);
  await completeProfile(t, token);
  return { token, id: Number(userInfo.id) };
};
const entriesOf = (userId: number) => t.db.$count(pointsLedger, eq(pointsLedger.userId, userId));
/** How many answers had each status, e.g. `{ 200: 1, 400: 19 }`: a failure shows the whole spread. */
const statuses = (answers: CallResult[]) => {
  const counts: Record<number, number> = {};
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
};

/** A period of `type` that is live now (it replaces the seeded ones, so the test owns the clock). */
async function livePeriod(type: 1 | 2, extra: Record<string, unknown> = {}): Promise<number> {
  const added = await t.post(OPS_CALLS.addMarketPeriod.path, { type, starts_in: -1, duration: 3600, replace: true, ...extra }, ops);
  expect(added.status).toBe(200);
  return added.body.data.id as number;
}

describe('parallel repeats of one ledger key', () => {
  it('20 redeems of one code by one member: one credit, the rest answer "already redeemed", no 5xx', async () => {
    await livePeriod(1, { code: 'CORRIDA20', points: 20 });
    const who = await member();
    const answers = await parallel(20, () => t.post(API.redeemCode.path, { code: 'corrida20' }, { token: who.token }));
    expect(statuses(answers)).toEqual({ 200: 1, 400: 19 });
    expect(answers.find((a) => a.status === 200)!.body.data).toEqual({ points: 20, balance: 20 });
    for (const refused of answers.filter((a) => a.status === 400)) expect(refused.body.msg).toBe(S.redeemCodeUsed);
    expect(await entriesOf(who.id)).toBe(1);
    expect(await pointsOf(t, who.id)).toBe(20);
    await expectLedgerConsistent(t);
  });

  it('8 parallel repeats of one envelope batch: all answer 200, one credit', async () => {
    const periodId = await livePeriod(2, { points: 5, envelope_cap: 20 });
    const who = await member();
    const batch = [newKey(), newKey(), newKey()];
    const answers = await parallel(8, () => t.post(API.rainClaims.path, { period_id: periodId, envelope_keys: batch }, { token: who.token }));
    expect(statuses(answers)).toEqual({ 200: 8 });
    const first = answers.filter((a) => a.body.data.claimed > 0);
    expect(first.map((a) => a.body.data)).toEqual([{ claimed: 3, points: 15, collected: 3, cap: 20, balance: 15 }]);
    for (const answer of answers) if (answer !== first[0]) expect(answer.body.data).toEqual({ claimed: 0, points: 0, collected: 3, cap: 20, balance: 15 });
    expect(await t.db.$count(rainClaims, and(eq(rainClaims.userId, who.id), eq(rainClaims.periodId, periodId)))).toBe(3);
    expect(await entriesOf(who.id)).toBe(1);
    expect(await pointsOf(t, who.id)).toBe(15);
    await expectLedgerConsistent(t);
  });

  it('24 parallel batches of one member with overlapping keys, 30 envelopes for a cap of 20: never over the cap, no 5xx', async () => {
    const periodId = await livePeriod(2, { points: 5, envelope_cap: 20 });
    const who = await member();
    const pool = Array.from({ length: 30 }, () => newKey());
    // Batch i takes keys 4i … 4i+4 of the pool, wrapping round: neighbours share a key, and the
    // pool comes round three times (a batch overlaps batches sent at the same time).
    const batches = Array.from({ length: 24 }, (_, i) => Array.from({ length: 5 }, (__, j) => pool[(i * 4 + j) % 30]!));
    const answers = await Promise.all(batches.map((envelopeKeys) => t.post(API.rainClaims.path, { period_id: periodId, envelope_keys: envelopeKeys }, { token: who.token })));
    const spread = statuses(answers);
    expect(Object.keys(spread).every((status) => status === '200' || status === '400'), JSON.stringify(spread)).toBe(true);
    for (const refused of answers.filter((a) => a.status === 400)) expect(refused.body.msg).toBe(S.rainCapReached);
    const taken = answers.filter((a) => a.status === 200).map((a) => a.body.data);
    for (const data of taken) {
      expect(data.collected).toBeLessThanOrEqual(20);
      expect(data.points).toBe(data.claimed * 5);
    }
    expect(taken.reduce((sum, data) => sum + data.claimed, 0)).toBe(20);
    expect(await t.db.$count(rainClaims, and(eq(rainClaims.userId, who.id), eq(rainClaims.periodId, periodId)))).toBe(20);
    expect(await entriesOf(who.id)).toBe(taken.filter((data) => data.claimed > 0).length);
    expect(await pointsOf(t, who.id)).toBe(100);
    await expectLedgerConsistent(t);
  });

  it('20 operator credits with one key: all answer the same entry and balance, one credit', async () => {
    const who = await member();
    const key = newKey();
    const answers = await parallel(20, () => t.post(OPS_CALLS.creditPoints.path, { user_id: who.id, amount: 300, reason: 'Corrida', key }, ops));
    expect(statuses(answers)).toEqual({ 200: 20 });
    const first = answers.find((a) => a.body.data.applied)!.body.data;
    expect(answers.filter((a) => a.body.data.applied)).toHaveLength(1);
    for (const answer of answers) expect(answer.body.data).toEqual({ ...first, applied: answer.body.data.applied });
    expect(first.balance).toBe(300);
    expect(await entriesOf(who.id)).toBe(1);
    expect(await pointsOf(t, who.id)).toBe(300);
    await expectLedgerConsistent(t);
  });
});

describe('parallel guesses of one verification code', () => {
  it(`30 wrong guesses at once: at most ${CODE_MAX_ATTEMPTS} are counted, and the right code is refused afterwards`, async () => {
    const form = newMemberForm();
    const code = await requestRegisterCode(t, form.phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = await parallel(30, () => t.post(API.register.path, { ...form, sms_code: wrong }));
    expect(statuses(answers)).toEqual({ 400: 30 });
    for (const refused of answers) expect(refused.body.msg).toBe(S.codeWrong);
    const [row] = await t.db.select({ attempts: verificationCodes.attempts }).from(verificationCodes).where(eq(verificationCodes.target, e164(form.phone)));
    expect(row!.attempts).toBe(CODE_MAX_ATTEMPTS);
    const late = await t.post(API.register.path, { ...form, sms_code: code });
    expect(late.status).toBe(400);
    expect(late.body.msg).toBe(S.codeWrong);
  });

  it('a right guess that is not consumed (its request failed later) does not use up a guess', async () => {
    const form = newMemberForm();
    const code = await requestRegisterCode(t, form.phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < CODE_MAX_ATTEMPTS - 1; i += 1) expect((await t.post(API.register.path, { ...form, sms_code: wrong })).body.msg).toBe(S.codeWrong);
    // As when the registration that checked it then lost a race for its username.
    const ctx = { db: t.db, now: t.clock.now } as AppContext;
    const where = { scene: 'register' as const, targets: [e164(form.phone)] };
    await checkCode(ctx, where, code);
    await checkCode(ctx, where, code);
    expect((await t.post(API.register.path, { ...form, sms_code: code })).status).toBe(200);
  });
});

describe('the other races the project names', () => {
  const address = {
    recipient_name: 'Maria da Silva', phone: '(11) 98765-4321', cep: '01310-100', street: 'Avenida Paulista',
    number: '1000', complement: '', district: 'Bela Vista', city: 'São Paulo', state: 'SP',
  };

  it('10 claims of one physical prize, then 10 operator decisions: one of each wins, the rest get the Portuguese 400', async () => {
    const player = await newPlayer(t);
    const won = await drawCall(t, player, 'wheel', await keyForKind(t, player, 'wheel', 'physical'));
    expect(won.body.data.status).toBe('pending');
    const home = (await t.post(API.addressAdd.path, address, { token: player.token })).body.data;
    const drawId = won.body.data.draw_id as number;
    const claims = await parallel(10, () => t.post(API.lotteryClaim.path, { draw_id: drawId, address_id: home.id }, { token: player.token }));
    expect(statuses(claims)).toEqual({ 200: 1, 400: 9 });
    for (const refused of claims.filter((a) => a.status === 400)) expect(refused.body.msg).toBe(S.prizeNotClaimable);
    const decisions = await parallel(10, () => t.post(OPS_CALLS.decidePrizeClaim.path, { draw_id: drawId, status: 'success', remark: 'Enviado' }, ops));
    expect(statuses(decisions)).toEqual({ 200: 1, 400: 9 });
    for (const refused of decisions.filter((a) => a.status === 400)) expect(refused.body.msg).toBe(S.prizeNotInReview);
  });

  it('10 decisions on one withdrawal, approvals and rejections mixed: one applies, at most one refund', async () => {
    const saver = await newSaver(t, 10_000);
    const requested = await withdrawCall(t, saver, { amount: 10 });
    expect(requested.status).toBe(200);
    const id = requested.body.data.id;
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => decide(t, id, i % 2 === 0 ? 'approve' : 'reject', 'Conferido')));
    expect(statuses(answers)).toEqual({ 200: 1, 400: 9 });
    for (const refused of answers.filter((a) => a.status === 400)) expect(refused.body.msg).toBe(S.withdrawalNotInProgress);
    const refunded = answers.find((a) => a.status === 200)!.body.data.status === 'failed';
    expect(await entriesOf(saver.id)).toBe(refunded ? 3 : 2);
    expect(await pointsOf(t, saver.id)).toBe(refunded ? 10_000 : 9_000);
    await expectLedgerConsistent(t);
  });

  it('10 wrong withdrawal passwords at once: each try counted once, locked after the fifth', async () => {
    const saver = await newSaver(t, 10_000);
    const answers = await parallel(10, () => withdrawCall(t, saver, { password: '000000' }));
    const messages = answers.map((a) => a.body.msg);
    for (let left = 4; left >= 1; left -= 1) expect(messages.filter((m) => m === S.withdrawalPasswordWrong.replace('{{left}}', String(left)))).toHaveLength(1);
    expect(messages.filter((m) => m.startsWith('Senha de saque bloqueada'))).toHaveLength(6);
    expect(await pointsOf(t, saver.id)).toBe(10_000);
  });

  it('20 operator chance grants with one key: one grant', async () => {
    const player = await newPlayer(t);
    const key = newKey();
    const answers = await parallel(20, () => t.post(OPS_CALLS.grantChances.path, { user_id: player.id, game: 'chest', amount: 3, reason: 'Corrida', key }, ops));
    expect(statuses(answers)).toEqual({ 200: 20 });
    expect(answers.filter((a) => a.body.data.granted)).toHaveLength(1);
    expect((await chanceState(t, player.id, 'chest'))!.extra).toBe(3);
  });

  // A member who has drawn before takes the optimistic way (a read, then a write only if the chance
  // row is still as read); a lost race hands over to the locked way, never a second chance or a 500.
  it('30 draws of a member who has drawn before, with 5 chances: 5 draws, the rest "no chances left"', async () => {
    const player = await newPlayer(t);
    await grant(t, player.id, 'wheel', 6);
    expect((await drawCall(t, player, 'wheel')).status).toBe(200);
    const left = (await chanceState(t, player.id, 'wheel'))!;
    const chances = left.dailyLeft + left.extra;
    const answers = await parallel(30, () => drawCall(t, player, 'wheel'));
    expect(statuses(answers)).toEqual({ 200: chances, 400: 30 - chances });
    for (const refused of answers.filter((a) => a.status === 400)) expect(refused.body.msg).toBe(S.noChancesLeft);
    expect(await drawCount(t, player.id)).toBe(1 + chances);
    expect(new Set(answers.filter((a) => a.status === 200).map((a) => a.body.data.draw_number)).size).toBe(chances);
    await expectLedgerConsistent(t);
  });

  it('10 repeats of one client key by a member who has drawn before: one draw, every answer the same', async () => {
    const player = await newPlayer(t);
    await grant(t, player.id, 'chest', 3);
    expect((await drawCall(t, player, 'chest')).status).toBe(200);
    const key = newKey();
    const answers = await parallel(10, () => drawCall(t, player, 'chest', key));
    expect(statuses(answers)).toEqual({ 200: 10 });
    expect(new Set(answers.map((a) => a.body.data.draw_id)).size).toBe(1);
    expect(await drawCount(t, player.id)).toBe(2);
    await expectLedgerConsistent(t);
  });

  it('draws and chance grants at once: no grant is lost, no chance is used twice', async () => {
    const player = await newPlayer(t);
    await grant(t, player.id, 'giftbox', 1);
    expect((await drawCall(t, player, 'giftbox')).status).toBe(200);
    const before = (await chanceState(t, player.id, 'giftbox'))!;
    const grants = Array.from({ length: 10 }, () => grant(t, player.id, 'giftbox', 1));
    const draws = await parallel(12, () => drawCall(t, player, 'giftbox'));
    await Promise.all(grants);
    const drawn = draws.filter((a) => a.status === 200).length;
    expect(draws.every((a) => a.status === 200 || (a.status === 400 && a.body.msg === S.noChancesLeft))).toBe(true);
    const after = (await chanceState(t, player.id, 'giftbox'))!;
    expect(after.dailyLeft + after.extra).toBe(before.dailyLeft + before.extra + 10 - drawn);
    expect(await drawCount(t, player.id)).toBe(1 + drawn);
    await expectLedgerConsistent(t);
  });

  it('20 draws with one chance left: one draw, the rest "no chances left"', async () => {
    const player = await newPlayer(t);
    const answers = await parallel(20, () => drawCall(t, player, 'giftbox'));
    expect(statuses(answers)).toEqual({ 200: 1, 400: 19 });
    for (const refused of answers.filter((a) => a.status === 400)) expect(refused.body.msg).toBe(S.noChancesLeft);
    await expectLedgerConsistent(t);
  });
});
