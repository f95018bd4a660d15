import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API } from '../../src/domain/contract/paths.ts';
import { registerRequest } from '../../src/domain/contract/auth.ts';
import { RULE_MESSAGES as R, SERVER_MESSAGES as S } from '../../src/domain/messages.pt.ts';
import { users, verificationCodes, visitors } from '../../server/db/schema.ts';
import { e164, newMemberForm, registerMember, requestRegisterCode, sendCodeWithCaptcha } from './flows.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const userCount = () => t.db.$count(users);

async function expectRefused(form: Record<string, unknown>, message: string) {
  const before = await userCount();
  const result = await t.post(API.register.path, form);
  expect(result.status).toBe(400);
  expect(result.body).toEqual({ code: 400, msg: message, data: null });
  expect(await userCount()).toBe(before);
}

describe('register: spec §5 rules, each refused with its message and nothing created', () => {
  const cases: Array<[string, Record<string, unknown>, string]> = [
    ['username too short', { username: 'abcd' }, R.usernameFormat],
    ['username too long', { username: 'a'.repeat(19) }, R.usernameFormat],
    ['username with a symbol', { username: 'maria_01' }, R.usernameFormat],
    ['password too short', { password: 'abc1234', confirm_password: 'abc1234' }, R.passwordFormat],
    ['password too long', { password: 'abc12345678901234567x', confirm_password: 'abc12345678901234567x' }, R.passwordFormat],
    ['password without digits', { password: 'somenteletras', confirm_password: 'somenteletras' }, R.passwordFormat],
    ['password without letters', { password: '1234567890', confirm_password: '1234567890' }, R.passwordFormat],
    ['password with a symbol', { password: 'Senha#2026', confirm_password: 'Senha#2026' }, R.passwordFormat],
    ['confirm password differs', { confirm_password: 'Senha2027' }, 'As senhas inseridas não coincidem'],
    ['phone too short', { phone: '123456' }, R.phoneFormat],
    ['phone too long', { phone: '123456789012' }, R.phoneFormat],
    ['phone with letters', { phone: '11987abc321' }, R.phoneFormat],
    ['e-mail invalid', { email: 'maria@' }, 'Por favor, insira um endereço de e-mail válido'],
    ['e-mail empty', { email: '' }, 'Por favor, insira um endereço de e-mail válido'],
    ['SMS code empty', { sms_code: '  ' }, R.codeRequired],
    ['terms not accepted', { agree: false }, 'Por favor, selecione os termos e o acordo de assinatura'],
    ['terms missing', { agree: undefined }, 'Por favor, selecione os termos e o acordo de assinatura'],
  ];
  it.each(cases)('%s', async (_name, override, message) => {
    await expectRefused(newMemberForm({ sms_code: '123456', ...override }), message);
  });

  it('accepts the boundaries: 5 and 18 character usernames, 8 and 20 character passwords, 10 and 11 digit phones', async () => {
    const short = await registerMember(t, { username: 'abc12', password: 'abcd1234', confirm_password: 'abcd1234' });
    expect(short.userInfo.username).toBe('abc12');
    // Ten digits pass the form's rule; in Brazil they are a landline, which gets no code (only mobiles do).
    expect(registerRequest.safeParse(newMemberForm({ phone: '1132345678', sms_code: '123456' })).success).toBe(true);
    expect(await sendCodeWithCaptcha(t, { scene: 'register', phone: '1132345678' })).toMatchObject({ status: 400, body: { msg: S.phoneNotMobile } });
    const long = await registerMember(t, {
      username: 'a'.repeat(17) + '1',
      password: 'a'.repeat(19) + '1',
      confirm_password: 'a'.repeat(19) + '1',
      phone: '12991234567',
    });
    expect(long.userInfo.profile.phone_no).toBe('12991234567');
  });

  it('a phone the form accepts (7 digits) but no SMS can reach is refused before a code is queued', async () => {
    const sent = await sendCodeWithCaptcha(t, { scene: 'register', phone: '1234567' });
    expect(sent).toMatchObject({ status: 400, body: { msg: S.phoneInvalid } });
    expect(await t.db.$count(verificationCodes, eq(verificationCodes.target, '+551234567'))).toBe(0);
  });
});

describe('register: duplicates and verification codes', () => {
  it('creates the member, returns a session and the user info, and consumes the code', async () => {
    const { form, token, userInfo } = await registerMember(t);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(userInfo).toMatchObject({
      username: form.username,
      nickname: form.username,
      points: 0,
      profile_complete: false,
      profile: { phone_no: form.phone, email: form.email, real_name: null, birth_date: null },
    });
    expect(new Date(userInfo.created_at).toISOString()).toBe(userInfo.created_at);
    const [code] = await t.db.select().from(verificationCodes).where(eq(verificationCodes.target, e164(form.phone)));
    expect(code?.usedAt).toBeInstanceOf(Date);
    const [row] = await t.db.select().from(users).where(eq(users.username, form.username));
    expect(row?.passwordHash).toMatch(/^scrypt\$/);
    expect(row?.passwordHash).not.toContain(form.password);
  });

  it('refuses a taken username (any case), phone or e-mail', async () => {
    const { form } = await registerMember(t);
    const next = newMemberForm();
    await requestRegisterCode(t, next.phone);
    const code = await t.outbox.latestCode(e164(next.phone));
    await expectRefused({ ...next, sms_code: code, username: form.username.toUpperCase() }, S.usernameTaken);
    await expectRefused({ ...next, sms_code: code, email: form.email.toUpperCase() }, S.emailTaken);
    await expectRefused({ ...next, sms_code: code, phone: form.phone }, S.phoneTaken);
  });

  it('refuses a wrong code, and the right code still works afterwards', async () => {
    const form = newMemberForm();
    const code = await requestRegisterCode(t, form.phone);
    const wrong = code === '000000' ? '111111' : '000000';
    await expectRefused({ ...form, sms_code: wrong }, S.codeWrong);
    const ok = await t.post(API.register.path, { ...form, sms_code: code });
    expect(ok.status).toBe(200);
  });

  it('refuses a code sent to another phone, a superseded code and an expired code', async () => {
    const first = newMemberForm();
    const firstCode = await requestRegisterCode(t, first.phone);
    await expectRefused({ ...newMemberForm(), sms_code: firstCode }, S.codeWrong);

    t.clock.advance(61);
    const secondCode = await requestRegisterCode(t, first.phone);
    if (secondCode !== firstCode) await expectRefused({ ...first, sms_code: firstCode }, S.codeWrong);
    expect((await t.post(API.register.path, { ...first, sms_code: secondCode })).status).toBe(200);

    const late = newMemberForm();
    const lateCode = await requestRegisterCode(t, late.phone);
    t.clock.advance(601);
    await expectRefused({ ...late, sms_code: lateCode }, S.codeWrong);
  });

  it('invalidates a code after five wrong guesses', async () => {
    const form = newMemberForm();
    const code = await requestRegisterCode(t, form.phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) await expectRefused({ ...form, sms_code: wrong }, S.codeWrong);
    await expectRefused({ ...form, sms_code: code }, S.codeWrong);
  });

  it('stores the inviter named by an invite code and ignores anything else (an id is not a code)', async () => {
    const inviter = await registerMember(t);
    const code: string = (await t.post(API.inviteInfo.path, {}, { token: inviter.token })).body.data.code;
    const invited = await registerMember(t, { parent_id: code.toLowerCase() });
    const stranger = await registerMember(t, { parent_id: '999999' });
    const byId = await registerMember(t, { parent_id: inviter.userInfo.id });
    const parentOf = async (id: string) => (await t.db.select().from(users).where(eq(users.id, Number(id))))[0]?.parentId;
    expect(await parentOf(invited.userInfo.id)).toBe(Number(inviter.userInfo.id));
    expect(await parentOf(stranger.userInfo.id)).toBeNull();
    expect(await parentOf(byId.userInfo.id)).toBeNull();
  });

  it('links the visitor of the bearer token to the new member', async () => {
    const device = await t.post(API.deviceToken.path, { device_id: 'device-register-01' });
    const { userInfo } = await registerMember(t, {}, device.body.data.token);
    const [visitor] = await t.db.select().from(visitors).where(eq(visitors.id, Number(device.body.data.visitor_id)));
    expect(visitor?.userId).toBe(Number(userInfo.id));
  });
});
