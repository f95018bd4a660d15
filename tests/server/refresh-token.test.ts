/**
 * Short-lived member tokens: the bearer token a page script could read lives 15
 * minutes; the refresh token lives in an httpOnly cookie sent to the refresh call only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API } from '../../src/domain/contract/paths.ts';
import { SERVER_MESSAGES as S } from '../../src/domain/messages.pt.ts';
import { users } from '../../server/db/schema.ts';
import { REFRESH_COOKIE } from '../../server/http/refresh-cookie.ts';
import { login, registerMember } from './flows.ts';
import { createTestApp, type CallResult, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ sessionLifetimes: { accessTokenMinutes: 15 } });
});
afterAll(() => t.close());

const MINUTE_S = 60;

function setCookieOf(result: CallResult): string {
  const header = result.headers['set-cookie'];
  const cookies = Array.isArray(header) ? header : [header];
  const mine = cookies.find((c): c is string => typeof c === 'string' && c.startsWith(`${REFRESH_COOKIE}=`));
  if (!mine) throw new Error(`no ${REFRESH_COOKIE} cookie in ${JSON.stringify(header)}`);
  return mine;
}

const cookieValue = (setCookie: string) => setCookie.slice(REFRESH_COOKIE.length + 1).split(';')[0] ?? '';

/** A signed-in member: the bearer token of the answer and the refresh token of its cookie. */
async function signedIn() {
  const { form } = await registerMember(t);
  const answer = await login(t, form.username, form.password);
  expect(answer.status).toBe(200);
  return { form, token: answer.body.data.token, refresh: cookieValue(setCookieOf(answer)), answer };
}

const refresh = (refreshToken: string | null) =>
  t.post<{ token: string }>(API.refreshToken.path, {}, refreshToken === null ? {} : { headers: { cookie: `${REFRESH_COOKIE}=${refreshToken}` } });
const whoAmI = (token: string) => t.post(API.userInfo.path, {}, { token });

describe('the refresh cookie', () => {
  it('comes with login and registration: httpOnly, SameSite=Strict, sent to the refresh call only, never in the body', async () => {
    const { answer, refresh: value } = await signedIn();
    const cookie = setCookieOf(answer);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Strict/);
    expect(cookie).toContain(`; Path=${API.refreshToken.path}`);
    expect(cookie).toContain(`; Max-Age=${30 * 24 * 60 * 60}`);
    expect(JSON.stringify(answer.body)).not.toContain(value);
    const registered = await t.post(API.register.path, {});
    expect(registered.headers['set-cookie']).toBeUndefined();
  });
});

describe('short-lived member tokens', () => {
  it('answer 401 once 15 minutes have passed; the refresh gives a new token that works', async () => {
    const { token, refresh: cookie } = await signedIn();
    t.clock.advance(14 * MINUTE_S);
    expect((await whoAmI(token)).status).toBe(200);
    t.clock.advance(2 * MINUTE_S);
    expect(await whoAmI(token)).toMatchObject({ status: 401, body: { msg: S.loginRequired } });
    const renewed = await refresh(cookie);
    expect(renewed.status).toBe(200);
    expect(renewed.body.data.token).not.toBe(token);
    expect((await whoAmI(renewed.body.data.token)).status).toBe(200);
  });

  it('keep the replaced token working for a minute (calls in flight, other tabs), then not', async () => {
    const { token, refresh: cookie } = await signedIn();
    const renewed = (await refresh(cookie)).body.data.token;
    expect((await whoAmI(token)).status).toBe(200);
    t.clock.advance(MINUTE_S + 1);
    expect((await whoAmI(token)).status).toBe(401);
    expect((await whoAmI(renewed)).status).toBe(200);
  });

  it('leave visitor tokens as they were: they carry no member rights', async () => {
    const visitor = (await t.post(API.deviceToken.path, { device_id: 'refresh-visitor-1' })).body.data.token as string;
    t.clock.advance(24 * 60 * MINUTE_S);
    expect((await t.post(API.updateIp.path, {}, { token: visitor })).status).toBe(200);
    expect((await t.post(API.logout.path, {}, { token: visitor })).status).toBe(200);
  });
});

describe('refusals', () => {
  it('answers 401 without a cookie or with an unknown one, and changes nothing', async () => {
    expect(await refresh(null)).toMatchObject({ status: 401, body: { msg: S.loginRequired, data: null } });
    expect((await refresh('x'.repeat(43))).status).toBe(401);
    expect((await refresh('x'.repeat(500))).status).toBe(401);
  });

  it('answers 402 after logout, which also clears the cookie', async () => {
    const { token, refresh: cookie } = await signedIn();
    const out = await t.post(API.logout.path, {}, { token });
    expect(setCookieOf(out)).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(await refresh(cookie)).toMatchObject({ status: 402, body: { msg: S.sessionEnded } });
  });

  it('answers 402 for the sessions a password change ended, and keeps the one that changed it', async () => {
    const first = await signedIn();
    const other = await login(t, first.form.username, first.form.password);
    const changed = await t.post(API.changePassword.path, { old_password: first.form.password, password: 'Nova2026x', confirm_password: 'Nova2026x' }, { token: first.token });
    expect(changed.status).toBe(200);
    expect((await refresh(cookieValue(setCookieOf(other)))).status).toBe(402);
    expect((await refresh(first.refresh)).status).toBe(200);
  });

  it('answers 402 for a disabled account and for a session idle past its 30 days', async () => {
    const disabled = await signedIn();
    await t.db.update(users).set({ disabled: true }).where(eq(users.username, disabled.form.username));
    expect(await refresh(disabled.refresh)).toMatchObject({ status: 402, body: { msg: S.accountDisabled } });
    const idle = await signedIn();
    t.clock.advance(31 * 24 * 60 * MINUTE_S);
    expect(await refresh(idle.refresh)).toMatchObject({ status: 402, body: { msg: S.sessionEnded } });
  });
});

describe('parallel refreshes of one cookie', () => {
  it('all answer 200 with a token (never 500), and the session ends up with a working token', async () => {
    const { refresh: cookie } = await signedIn();
    const answers = await Promise.all(Array.from({ length: 8 }, () => refresh(cookie)));
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    const working = await Promise.all(answers.map(async (a) => (await whoAmI(a.body.data.token)).status));
    expect(working).toContain(200);
    expect((await refresh(cookie)).status).toBe(200);
  });
});
