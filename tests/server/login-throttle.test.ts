import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../src/domain/contract/paths.ts';
import { SERVER_MESSAGES as S } from '../../src/domain/messages.pt.ts';
import { loginLockMinutes } from '../../server/services/login-throttle.ts';
import { login, registerMember } from './flows.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const lockedText = S.loginLocked.split('{{until}}')[0] ?? '';

describe('per-account login throttling', () => {
  it('grows the lock: 1, 2, 4 … minutes, at most an hour', () => {
    expect([1, 2, 3, 4, 7, 20].map(loginLockMinutes)).toEqual([1, 2, 4, 8, 60, 60]);
  });

  it('locks the account after 5 wrong passwords, refuses even the right one while locked, and tells the member', async () => {
    const { form, token } = await registerMember(t);
    for (let i = 0; i < 4; i += 1) {
      expect((await login(t, form.username, 'Errada2026x')).body.msg).toBe(S.wrongCredentials);
    }
    const fifth = await login(t, form.username, 'Errada2026x');
    expect(fifth.status).toBe(400);
    expect(fifth.body.msg.startsWith(lockedText)).toBe(true);
    const right = await login(t, form.username, form.password);
    expect(right.status).toBe(400);
    expect(right.body.msg.startsWith(lockedText)).toBe(true);

    const messages = await t.post(API.stationMessages.path, { page: 1 }, { token });
    expect(JSON.stringify(messages.body.data)).toContain(S.loginLockedNoticeTitle);

    t.clock.advance(61);
    expect((await login(t, form.username, form.password)).status).toBe(200);
  });

  it('counts parallel wrong guesses one by one (30 at once → locked, no 5xx)', async () => {
    const { form } = await registerMember(t);
    const answers = await Promise.all(Array.from({ length: 30 }, () => login(t, form.username, 'Errada2026x')));
    expect(answers.every((a) => a.status === 400)).toBe(true);
    expect(answers.filter((a) => a.body.msg === S.wrongCredentials)).toHaveLength(4);
    expect((await login(t, form.username, form.password)).body.msg.startsWith(lockedText)).toBe(true);
  });

  it('a right password resets the count', async () => {
    const { form } = await registerMember(t);
    for (let i = 0; i < 4; i += 1) await login(t, form.username, 'Errada2026x');
    expect((await login(t, form.username, form.password)).status).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await login(t, form.username, 'Errada2026x')).body.msg).toBe(S.wrongCredentials);
  });
});
