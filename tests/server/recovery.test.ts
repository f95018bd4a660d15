import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../src/domain/contract/paths.ts';
import { RULE_MESSAGES as R, SERVER_MESSAGES as S } from '../../src/domain/messages.pt.ts';
import { e164, login, registerMember, sendCodeWithCaptcha } from './flows.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /api/auth/serchUser', () => {
  it('finds an account by username, phone or e-mail and masks it', async () => {
    const expected = { username_masked: 'de****26', phone_masked: '*******4321', email_masked: 'd***@premia.app', methods: ['sms', 'email'] };
    for (const account of ['demo2026', 'DEMO2026', '11987654321', 'demo@premia.app', 'Demo@Premia.app']) {
      const result = await t.post(API.searchUser.path, { account });
      expect(result.status, account).toBe(200);
      expect(result.body.data).toEqual(expected);
    }
  });

  it('refuses an unknown or empty account', async () => {
    expect(await t.post(API.searchUser.path, { account: 'ninguem' })).toMatchObject({ status: 400, body: { msg: S.accountNotFound } });
    expect((await t.post(API.searchUser.path, { account: ' ' })).body.msg).toBe(R.accountRequired);
  });
});

describe('POST /api/auth/forgetPassword', () => {
  async function requestForgetCode(account: string, method: 'sms' | 'email', recipient: string) {
    t.clock.advance(61);
    expect((await sendCodeWithCaptcha(t, { scene: 'forget', account, method })).status).toBe(200);
    return t.outbox.latestCode(method === 'sms' ? e164(recipient) : recipient);
  }

  it('resets the password by SMS, ends every session and lets the new password in', async () => {
    const { form, token } = await registerMember(t);
    const code = await requestForgetCode(form.username, 'sms', form.phone);
    const input = { account: form.username, method: 'sms', code, password: 'Recupera2026', confirm_password: 'Recupera2026' };
    const result = await t.post(API.forgetPassword.path, input);
    expect(result).toMatchObject({ status: 200, body: { code: 0, msg: 'Sucesso' } });
    expect(await t.post(API.userInfo.path, {}, { token })).toMatchObject({ status: 402, body: { msg: S.sessionEnded } });
    expect((await login(t, form.username, form.password)).body.msg).toBe(S.wrongCredentials);
    expect((await login(t, form.username, 'Recupera2026')).status).toBe(200);
    const reuse = await t.post(API.forgetPassword.path, { ...input, password: 'Outra20266', confirm_password: 'Outra20266' });
    expect(reuse).toMatchObject({ status: 400, body: { msg: S.codeWrong } });
  });

  it('resets the password by e-mail, naming the account by its phone', async () => {
    const { form } = await registerMember(t);
    const code = await requestForgetCode(form.phone, 'email', form.email);
    const result = await t.post(API.forgetPassword.path, { account: form.phone, method: 'email', code, password: 'Email2026x', confirm_password: 'Email2026x' });
    expect(result.status).toBe(200);
    expect((await login(t, form.username, 'Email2026x')).status).toBe(200);
  });

  it('refuses a code sent through the other method, a wrong code and a register code', async () => {
    const { form } = await registerMember(t);
    const smsCode = await requestForgetCode(form.username, 'sms', form.phone);
    const base = { account: form.username, password: 'Nunca2026x', confirm_password: 'Nunca2026x' };
    expect((await t.post(API.forgetPassword.path, { ...base, method: 'email', code: smsCode })).body.msg).toBe(S.codeWrong);
    const wrong = smsCode === '000000' ? '111111' : '000000';
    expect((await t.post(API.forgetPassword.path, { ...base, method: 'sms', code: wrong })).body.msg).toBe(S.codeWrong);
    expect((await login(t, form.username, form.password)).status).toBe(200);
  });

  it('validates the form and refuses an unknown account', async () => {
    const base = { account: 'demo2026', method: 'sms', code: '123456', password: 'Nova2026x', confirm_password: 'Nova2026x' };
    expect((await t.post(API.forgetPassword.path, { ...base, code: '' })).body.msg).toBe(R.codeRequired);
    expect((await t.post(API.forgetPassword.path, { ...base, confirm_password: 'Nova2026y' })).body.msg).toBe(R.passwordMismatch);
    expect((await t.post(API.forgetPassword.path, { ...base, password: 'curta1', confirm_password: 'curta1' })).body.msg).toBe(R.passwordFormat);
    expect((await t.post(API.forgetPassword.path, { ...base, method: 'pombo' })).body.msg).toBe(R.methodRequired);
    expect((await t.post(API.forgetPassword.path, { ...base, account: 'ninguem' })).body.msg).toBe(S.accountNotFound);
  });
});
