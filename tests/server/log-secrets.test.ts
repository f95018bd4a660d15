/**
 * What the JSON log may never hold (docs/operations.md, "What the log holds"): a verification code,
 * a bearer or refresh token, a password, a withdrawal password, a whole phone number or e-mail.
 * The app logs, every request included, into memory while a member registers through the real
 * calls (code by SMS, read from the outbox table), signs in, sets a withdrawal password and an
 * operator looks the number up in the outbox; then the whole log is searched for each secret.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../src/domain/contract/paths.ts';
import { OPS_CALLS } from '../../src/domain/contract/ops-calls/index.ts';
import { REFRESH_COOKIE } from '../../server/http/refresh-cookie.ts';
import { e164, login, newMemberForm, sendCodeWithCaptcha } from './flows.ts';
import { createTestApp, OPS_SECRET, type TestApp } from './helpers.ts';
import { enrolAuthenticator, signedInOperator } from './ops-flows.ts';

/** Every line the app wrote, as pino wrote it. */
function memoryLog() {
  const lines: string[] = [];
  return { lines, stream: { write: (line: string) => void lines.push(line) }, text: () => lines.join('') };
}

/** Digits found alone, not inside a longer number (a timestamp may hold any six digits). */
const holdsDigits = (text: string, digits: string) => new RegExp(`(?<!\\d)${digits}(?!\\d)`).test(text);

const refreshOf = (header: unknown) =>
  (Array.isArray(header) ? header : [header]).find((c): c is string => typeof c === 'string' && c.startsWith(`${REFRESH_COOKIE}=`))?.slice(REFRESH_COOKIE.length + 1).split(';')[0] ?? '';

async function journey(t: TestApp) {
  const form = newMemberForm({ password: 'SegredoForte2026', confirm_password: 'SegredoForte2026' });
  const sent = await sendCodeWithCaptcha(t, { scene: 'register', phone: form.phone });
  expect(sent.status).toBe(200);
  form.sms_code = await t.outbox.latestCode(e164(form.phone));
  const registered = await t.post(API.register.path, form);
  expect(registered.status).toBe(200);
  const signedIn = await login(t, form.username, form.password);
  expect(signedIn.status).toBe(200);
  const token: string = signedIn.body.data.token;
  const withdrawalPassword = '583914';
  const set = await t.post(API.setWithdrawalPassword.path, { password: withdrawalPassword, confirm_password: withdrawalPassword }, { token });
  expect(set.status).toBe(200);
  // A wrong password is refused: the attempt must not be logged either.
  expect((await login(t, form.username, 'Errada2026x')).status).not.toBe(200);
  // An operator looks the member's number up: the query string is in the access log's url.
  // (An admin with the authenticator on: production's shared secret may not read the outbox.)
  const admin = await signedInOperator(t, 'caixa');
  await enrolAuthenticator(t, admin.token);
  const found = await t.get(OPS_CALLS.outbox.path, { ...admin.headers, query: `recipient=${form.phone}` });
  expect(found.status).toBe(200);
  return {
    code: form.sms_code,
    secrets: {
      'bearer token (registration)': registered.body.data.token as string,
      'bearer token (sign-in)': token,
      'refresh token': refreshOf(signedIn.headers['set-cookie']),
      password: form.password,
      'wrong password': 'Errada2026x',
      'e-mail': form.email,
      'phone (E.164)': e164(form.phone),
      'phone (as typed)': form.phone,
      'operator secret': OPS_SECRET,
      'operator token': admin.token,
    },
    withdrawalPassword,
  };
}

describe('the log in production', () => {
  const log = memoryLog();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, mode: 'production', logger: true, logStream: log.stream, accessLogSample: 1 });
  });
  afterAll(() => t.close());

  it('holds no code, token, password, withdrawal password, e-mail nor whole phone number', async () => {
    const { code, secrets, withdrawalPassword } = await journey(t);
    const text = log.text();
    // The log was written: the requests and the queued code are there, only masked.
    expect(text).toContain('"msg":"request"');
    expect(text).toMatch(/\[outbox\] #\d+ sms → \+55 11 9\*+-\d{4}/);
    expect(holdsDigits(text, code), 'the verification code').toBe(false);
    expect(holdsDigits(text, withdrawalPassword), 'the withdrawal password').toBe(false);
    for (const [what, secret] of Object.entries(secrets)) {
      expect(secret.length, what).toBeGreaterThan(5);
      expect(text.includes(secret), what).toBe(false);
    }
    for (const line of log.lines) expect(() => JSON.parse(line) as unknown).not.toThrow();
  });
});

describe('the log in the demo', () => {
  const log = memoryLog();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, mode: 'demo', logger: true, logStream: log.stream, accessLogSample: 1 });
  });
  afterAll(() => t.close());

  it('prints the code on purpose (nothing is really sent), with the number masked', async () => {
    const { code, secrets } = await journey(t);
    const text = log.text();
    expect(holdsDigits(text, code)).toBe(true);
    expect(text.includes(secrets['phone (E.164)'])).toBe(false);
    expect(text.includes(secrets['bearer token (sign-in)'])).toBe(false);
    expect(text.includes(secrets.password)).toBe(false);
  });
});
