/** Whole journeys the tests build on: register through the outbox, log in through the captcha. */
import { humanTrail } from '../e2e/support/captcha-solver.ts';
import { API } from '../../src/domain/contract/paths.ts';
import type { SessionResponse } from '../../src/domain/contract/auth.ts';
import type { TestApp } from './helpers.ts';

let sequence = 0;

/** The E.164 form codes are sent to: the tests' numbers are Brazilian (the default country). */
export const e164 = (phone: string) => `+55${phone}`;

/**
 * A valid registration form with unique username, phone and e-mail. The phone is a valid São Paulo
 * mobile whose leading digits change fastest, so members do not share a number range.
 */
export function newMemberForm(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  const suffix = String(sequence).padStart(6, '0');
  const ordinal = String(sequence % 10_000).padStart(4, '0');
  // The range (all but the last 4 digits) takes the ordinal reversed; the last 4 stay the ordinal, never all zeros.
  const rangeFirst = `${ordinal.split('').reverse().join('')}${ordinal}`;
  return {
    username: `membro${suffix}`,
    password: 'Senha2026',
    confirm_password: 'Senha2026',
    phone: `119${rangeFirst}`,
    email: `membro${suffix}@exemplo.com.br`,
    sms_code: '',
    agree: true,
    ...overrides,
  };
}

/** Asks a code as the form does, puzzle solved; `extra` adds to the request (the e-mail). */
export async function sendCodeWithCaptcha(t: TestApp, request: Record<string, unknown>, headers?: Record<string, string>) {
  return t.post(API.sendCode.path, { ...request, ...(await solvedCaptcha(t)) }, headers ? { headers } : {});
}

export async function requestRegisterCode(t: TestApp, phone: string): Promise<string> {
  const sent = await sendCodeWithCaptcha(t, { scene: 'register', phone });
  if (sent.status !== 200) throw new Error(`send code failed: ${sent.body.msg}`);
  return t.outbox.latestCode(e164(phone));
}

export async function registerMember(t: TestApp, overrides: Record<string, unknown> = {}, token?: string) {
  const form = newMemberForm(overrides);
  form.sms_code = await requestRegisterCode(t, form.phone);
  const result = await t.post<SessionResponse>(API.register.path, form, { token: token ?? null });
  if (result.status !== 200) throw new Error(`register failed: ${result.body.msg}`);
  return { form, token: result.body.data.token, userInfo: result.body.data.userInfo };
}

/** The puzzle solved as a person would: seen for a second, then dragged to the gap. */
export async function solvedCaptcha(t: TestApp, shift = 0) {
  const captcha = await t.post(API.imageCaptcha.path);
  const captchaId: string = captcha.body.data.captcha_id;
  const captchaX = (await t.captchaGapX(captchaId)) + shift;
  t.clock.advance(1);
  return { captcha_id: captchaId, captcha_x: captchaX, captcha_trail: humanTrail(captchaX) };
}

export async function login(t: TestApp, username: string, password: string, token?: string) {
  return t.post<SessionResponse>(API.login.path, { username, password, ...(await solvedCaptcha(t)) }, { token: token ?? null });
}

/** Perfection: redeem codes, envelopes, withdrawals and draws need a complete profile. */
export async function completeProfile(t: TestApp, token: string, realName = 'Maria Participante') {
  const done = await t.post(API.completeInfo.path, { real_name: realName, birth_date: '1990-05-20' }, { token });
  if (done.status !== 200) throw new Error(`complete info failed: ${done.body.msg}`);
  return done;
}
