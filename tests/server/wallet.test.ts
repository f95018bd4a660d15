import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API } from '../../src/domain/contract/paths.ts';
import { RULE_MESSAGES as R, SERVER_MESSAGES as S } from '../../src/domain/messages.pt.ts';
import { pointsLedger, stationMessages, withdrawals } from '../../server/db/schema.ts';
import { completeProfile, registerMember } from './flows.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { expectLedgerConsistent, pointsOf } from './reward-flows.ts';
import { creditByOperator, decide, newSaver, PASSWORD, PIX, requestKey, reviewList, withdrawCall } from './wallet-flows.ts';
import { OPS_CALLS } from '../../src/domain/contract/ops-calls/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('wallet info, account and withdrawal password', () => {
  it('shows the seeded conversion types and an empty wallet', async () => {
    const { token, form } = await registerMember(t);
    const info = await t.post(API.walletInfo.path, {}, { token });
    expect(info.status).toBe(200);
    expect(info.body.data).toMatchObject({ points: 0, account: null, has_password: false, locked_until: null, cooling_until: null });
    expect(info.body.data.phone_masked).toBe(`${'*'.repeat(form.phone.length - 4)}${form.phone.slice(-4)}`);
    expect(info.body.data.types[0]).toEqual({ id: PIX.id, name: 'Pix', platform: 'Pix (chave cadastrada)', rate: 100, min_amount: 10, max_amount: 500, unit: 'R$' });
    expect((await t.post(API.walletInfo.path, {})).status).toBe(401);
  });

  it('binds an account only with the last 4 digits of the registered phone', async () => {
    const { token, form } = await registerMember(t);
    const wrong = await t.post(API.bindAccount.path, { account: 'conta-pix', phone_last4: '0000' }, { token });
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toBe(S.phoneLast4Mismatch);
    const short = await t.post(API.bindAccount.path, { account: 'abc', phone_last4: form.phone.slice(-4) }, { token });
    expect(short.body.msg).toBe(R.memberAccountFormat);
    expect((await t.post(API.walletInfo.path, {}, { token })).body.data.account).toBeNull();
    const bound = await t.post(API.bindAccount.path, { account: ' conta-pix ', phone_last4: form.phone.slice(-4) }, { token });
    expect(bound.status).toBe(200);
    expect(bound.body.data.account).toBe('conta-pix');
  });

  it('refuses a Pix key that is none (a CPF with wrong digits) and keeps a valid one in one form', async () => {
    const { token, form } = await registerMember(t);
    const last4 = form.phone.slice(-4);
    expect(await t.post(API.bindAccount.path, { account: '529.982.247-24', phone_last4: last4 }, { token })).toMatchObject({ status: 400, body: { msg: R.pixCpfInvalid } });
    expect(await t.post(API.bindAccount.path, { account: '11.222.333/0001-80', phone_last4: last4 }, { token })).toMatchObject({ status: 400, body: { msg: R.pixCnpjInvalid } });
    expect((await t.post(API.walletInfo.path, {}, { token })).body.data.account).toBeNull();
    const bound = await t.post(API.bindAccount.path, { account: '529.982.247-25', phone_last4: last4 }, { token });
    expect(bound.body.data.account).toBe('52998224725');
  });

  it('sets a 6-digit password once, hashed', async () => {
    const { token } = await registerMember(t);
    expect((await t.post(API.setWithdrawalPassword.path, { password: '12345', confirm_password: '12345' }, { token })).body.msg).toBe(R.withdrawalPasswordFormat);
    expect((await t.post(API.setWithdrawalPassword.path, { password: '123456', confirm_password: '654321' }, { token })).body.msg).toBe(R.passwordMismatch);
    const set = await t.post(API.setWithdrawalPassword.path, { password: '123456', confirm_password: '123456' }, { token });
    expect(set.body.data.has_password).toBe(true);
    const again = await t.post(API.setWithdrawalPassword.path, { password: '654321', confirm_password: '654321' }, { token });
    expect(again.status).toBe(400);
    expect(again.body.msg).toBe(S.withdrawalPasswordExists);
  });
});

describe('POST /api/wallet/withdraw', () => {
  it('refuses without password or account, and amounts outside the limits, with the configured values', async () => {
    const { token } = await registerMember(t);
    await completeProfile(t, token);
    const bare = await t.post(API.withdraw.path, { type_id: PIX.id, amount: 10, password: PASSWORD, request_key: requestKey() }, { token });
    expect(bare.body.msg).toBe(S.withdrawalPasswordMissing);
    const saver = await newSaver(t, 100_000);
    expect((await withdrawCall(t, saver, { amount: 9 })).body.msg).toBe('O valor mínimo é R$ 10');
    expect((await withdrawCall(t, saver, { amount: 501 })).body.msg).toBe('O valor máximo é R$ 500');
    expect((await withdrawCall(t, saver, { type_id: 999 })).body.msg).toBe(S.conversionTypeUnavailable);
    const noType = await t.post(API.withdraw.path, { amount: 10, password: PASSWORD, request_key: requestKey() }, { token: saver.token });
    expect(noType.body.msg).toBe(R.conversionTypeRequired);
    expect(await pointsOf(t, saver.id)).toBe(100_000);
    expect(await t.db.$count(withdrawals, eq(withdrawals.userId, saver.id))).toBe(0);
  });

  it('reserves the points at once and answers a retried key with the first request', async () => {
    const saver = await newSaver(t, 5_000);
    const key = requestKey();
    const first = await withdrawCall(t, saver, { amount: 20, request_key: key });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ amount: 20, points: 2_000, status: 'progress', status_text: 'Em andamento', account: saver.account, type_name: 'Pix', balance: 3_000 });
    const retry = await withdrawCall(t, saver, { amount: 20, request_key: key });
    expect(retry.body.data.id).toBe(first.body.data.id);
    expect(await pointsOf(t, saver.id)).toBe(3_000);
    const records = await t.post(API.withdrawalRecords.path, { status: 'progress' }, { token: saver.token });
    expect(records.body.data.list.map((w: { id: number }) => w.id)).toEqual([first.body.data.id]);
    const detail = await t.post(API.withdrawalDetail.path, { id: first.body.data.id }, { token: saver.token });
    expect(detail.body.data).toMatchObject({ platform: 'Pix (chave cadastrada)', remark: null, decided_at: null });
    await expectLedgerConsistent(t);
  });

  it('refuses what the balance cannot cover, changing nothing', async () => {
    const saver = await newSaver(t, 999);
    const refused = await withdrawCall(t, saver, { amount: 10 });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe(S.insufficientPoints);
    expect(await pointsOf(t, saver.id)).toBe(999);
    expect(await t.db.$count(withdrawals, eq(withdrawals.userId, saver.id))).toBe(0);
  });

  it('pays once when 50 requests for the whole balance arrive together', async () => {
    const saver = await newSaver(t, 1_000);
    const answers = await Promise.all(Array.from({ length: 50 }, () => withdrawCall(t, saver, { amount: 10 })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 400).every((a) => a.body.msg === S.insufficientPoints)).toBe(true);
    expect(await pointsOf(t, saver.id)).toBe(0);
    expect(await t.db.$count(withdrawals, eq(withdrawals.userId, saver.id))).toBe(1);
    await expectLedgerConsistent(t);
  });

  it('makes one request of 10 parallel retries of one key', async () => {
    const saver = await newSaver(t, 10_000);
    const key = requestKey();
    const answers = await Promise.all(Array.from({ length: 10 }, () => withdrawCall(t, saver, { amount: 10, request_key: key })));
    expect(new Set(answers.map((a) => a.body.data?.id))).toEqual(new Set([answers[0]!.body.data.id]));
    expect(await pointsOf(t, saver.id)).toBe(9_000);
    expect(await t.db.$count(pointsLedger, eq(pointsLedger.userId, saver.id))).toBe(2);
  });
});

describe('wrong withdrawal passwords', () => {
  it('counts down the tries, locks after 5 for a growing time, and unlocks when it is over', async () => {
    const saver = await newSaver(t, 10_000);
    for (let left = 4; left >= 1; left -= 1) {
      expect((await withdrawCall(t, saver, { password: '000000' })).body.msg).toBe(S.withdrawalPasswordWrong.replace('{{left}}', String(left)));
    }
    const locked = await withdrawCall(t, saver, { password: '000000' });
    expect(locked.body.msg).toMatch(/^Senha de saque bloqueada após 5 tentativas erradas\. Tente novamente depois de \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    // Even the right password waits for the lock to end.
    expect((await withdrawCall(t, saver)).body.msg).toBe(locked.body.msg);
    const info = await t.post(API.walletInfo.path, {}, { token: saver.token });
    expect(Date.parse(info.body.data.locked_until) - t.clock.now().getTime()).toBeGreaterThan(14 * 60_000);
    t.clock.advance(15 * 60 + 1);
    for (let i = 0; i < 5; i += 1) await withdrawCall(t, saver, { password: '000000' });
    const second = await t.post(API.walletInfo.path, {}, { token: saver.token });
    expect(Date.parse(second.body.data.locked_until) - t.clock.now().getTime()).toBeGreaterThan(29 * 60_000);
    t.clock.advance(30 * 60 + 1);
    expect((await withdrawCall(t, saver)).status).toBe(200);
    expect(await pointsOf(t, saver.id)).toBe(9_000);
  });

  it('after a password change, withdrawals wait the cooling-off period', async () => {
    const saver = await newSaver(t, 10_000);
    const wrongOld = await t.post(API.updateWithdrawalPassword.path, { old_password: '999999', password: '135790', confirm_password: '135790' }, { token: saver.token });
    expect(wrongOld.body.msg).toBe(S.withdrawalPasswordWrong.replace('{{left}}', '4'));
    const same = await t.post(API.updateWithdrawalPassword.path, { old_password: PASSWORD, password: PASSWORD, confirm_password: PASSWORD }, { token: saver.token });
    expect(same.body.msg).toBe(S.withdrawalPasswordSame);
    const changed = await t.post(API.updateWithdrawalPassword.path, { old_password: PASSWORD, password: '135790', confirm_password: '135790' }, { token: saver.token });
    expect(changed.status).toBe(200);
    expect(changed.body.data.cooling_until).not.toBeNull();
    const waiting = await withdrawCall(t, saver, { password: '135790' });
    expect(waiting.body.msg).toMatch(/^Por segurança, saques ficam liberados 24 h após a troca da senha de saque: a partir de \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    t.clock.advance(24 * 3600 + 1);
    expect((await withdrawCall(t, saver, { password: '135790' })).status).toBe(200);
  });
});

describe('operator review of withdrawals', () => {
  it('approves with a remark and a station message; a second decision is refused', async () => {
    const saver = await newSaver(t, 2_000);
    const id = (await withdrawCall(t, saver, { amount: 15 })).body.data.id as number;
    const queue = await reviewList(t, 'withdrawals');
    expect(queue.body.data.some((w: { id: number }) => w.id === id)).toBe(true);
    const approved = await decide(t, id, 'approve', 'Pago via Pix');
    expect(approved.body.data).toMatchObject({ id, status: 'success', status_text: 'Sucesso', remark: 'Pago via Pix' });
    expect((await decide(t, id, 'reject')).body.msg).toBe(S.withdrawalNotInProgress);
    expect(await pointsOf(t, saver.id)).toBe(500);
    const messages = await t.post(API.stationMessages.path, {}, { token: saver.token });
    expect(messages.body.data.list[0]).toMatchObject({ title: 'Saque aprovado', body: 'Seu saque de R$ 15 (Pix) foi aprovado. Pago via Pix', read: false });
  });

  it('rejects with exactly the reserved points returned', async () => {
    const saver = await newSaver(t, 3_333);
    const id = (await withdrawCall(t, saver, { amount: 30 })).body.data.id as number;
    expect(await pointsOf(t, saver.id)).toBe(333);
    const rejected = await decide(t, id, 'reject', 'Chave Pix inválida');
    expect(rejected.body.data).toMatchObject({ status: 'failed', remark: 'Chave Pix inválida' });
    expect(await pointsOf(t, saver.id)).toBe(3_333);
    const [message] = await t.db.select().from(stationMessages).where(eq(stationMessages.userId, saver.id));
    expect(message?.body).toBe('Seu saque de R$ 30 (Pix) foi recusado e 3.000 pontos voltaram ao seu saldo. Chave Pix inválida');
    await expectLedgerConsistent(t);
  });

  it('guards the queues with the operator secret and names the known queues', async () => {
    expect((await t.get(OPS_CALLS.reviewList.path.replace(':queue', 'withdrawals'))).status).toBe(403);
    const unknown = await reviewList(t, 'fila-inexistente');
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe('Fila de análise desconhecida. Filas: withdrawals, prize-claims, shares, tasks');
    expect((await reviewList(t, 'prize-claims')).status).toBe(200);
  });
});

describe('ledger and balances', () => {
  it('agree after a random sequence of credits, withdrawals, retries, approvals and rejections', async () => {
    const savers = await Promise.all([newSaver(t), newSaver(t), newSaver(t)]);
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const open: number[] = [];
    for (let step = 0; step < 60; step += 1) {
      const saver = savers[Math.floor(random() * savers.length)]!;
      const roll = random();
      if (roll < 0.3) await creditByOperator(t, saver.id, 500 + Math.floor(random() * 3_000));
      else if (roll < 0.7) {
        const answer = await withdrawCall(t, saver, { amount: 10 + Math.floor(random() * 30) });
        if (answer.status === 200) open.push(answer.body.data.id);
      } else if (open.length > 0) {
        await decide(t, open.shift()!, random() < 0.5 ? 'approve' : 'reject');
      }
    }
    await expectLedgerConsistent(t);
  });
});
