import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { API } from '../../src/domain/contract/paths.ts';
import { SERVER_MESSAGES as S } from '../../src/domain/messages.pt.ts';
import { DEFAULT_SESSION_LIFETIMES } from '../../server/context.ts';
import { sessions } from '../../server/db/schema.ts';
import { expireIdleSessions } from '../../server/repositories/sessions.ts';
import { sha256 } from '../../server/security/tokens.ts';
import { registerMember } from './flows.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY_S = 24 * 60 * 60;
const expireNow = () => expireIdleSessions(t.db, DEFAULT_SESSION_LIFETIMES, t.clock.now());
const sessionOf = async (token: string) => (await t.db.select().from(sessions).where(eq(sessions.tokenHash, sha256(token))))[0];
const visitorToken = async (device: string) => (await t.post(API.deviceToken.path, { device_id: device })).body.data.token as string;

describe('idle sessions expire', () => {
  it('ends a member session unused for 30 days: its next call must log in again (402)', async () => {
    const { token } = await registerMember(t);
    expect((await t.post(API.userInfo.path, {}, { token })).status).toBe(200);
    t.clock.advance(29 * DAY_S);
    await expireNow();
    expect((await t.post(API.userInfo.path, {}, { token })).status).toBe(200);
    t.clock.advance(2 * DAY_S);
    expect((await expireNow()).ended).toBeGreaterThanOrEqual(1);
    expect(await t.post(API.userInfo.path, {}, { token })).toMatchObject({ status: 402, body: { msg: S.sessionEnded } });
  });

  it('keeps a session in use alive, writing its last use at most once an hour', async () => {
    const token = await visitorToken('expiry-active');
    await t.db.update(sessions).set({ lastSeenAt: sql`now() - interval '2 hours'` }).where(eq(sessions.tokenHash, sha256(token)));
    await t.post(API.updateIp.path, {}, { token });
    const touched = (await sessionOf(token))?.lastSeenAt.getTime() ?? 0;
    expect(Date.now() - touched).toBeLessThan(60_000);
    await t.post(API.updateIp.path, {}, { token });
    expect((await sessionOf(token))?.lastSeenAt.getTime()).toBe(touched);
  });

  it('ends idle visitor sessions and later deletes ended rows, so the table does not grow forever', async () => {
    const token = await visitorToken('expiry-idle');
    t.clock.advance(31 * DAY_S);
    await expireNow();
    expect((await sessionOf(token))?.revokedAt).not.toBeNull();
    t.clock.advance(31 * DAY_S);
    expect((await expireNow()).deleted).toBeGreaterThanOrEqual(1);
    expect(await sessionOf(token)).toBeUndefined();
  });
});
