/** Web push subscriptions, station messages as pushes, fingerprints, address history and the address farming guard. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API } from '../../src/domain/contract/paths.ts';
import { RULE_MESSAGES as M } from '../../src/domain/messages.pt.ts';
import { appSecrets, deviceReports, invites, memberAddresses, pushSubscriptions } from '../../server/db/schema.ts';
import { RecordingPushSender } from '../../server/push/sender.ts';
import { completeProfile, registerMember } from './flows.ts';
import { createTestApp, OPS_SECRET, type TestApp } from './helpers.ts';
import { decide, newSaver, withdrawCall } from './wallet-flows.ts';
import { OPS_CALLS } from '../../src/domain/contract/ops-calls/index.ts';

const push = new RecordingPushSender();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ push });
});
afterAll(() => t.close());

const KEY = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
const AUTH = 'tBHItJI5svbpez7KI4CCXg';
let endpoints = 0;
function subscription(endpoint = `https://push.example.com/send/${(endpoints += 1)}`) {
  return { endpoint, expirationTime: null, keys: { p256dh: KEY, auth: AUTH } };
}
const subscribe = (sub: object | string, token?: string) =>
  t.post(API.pushRegId.path, { regId: typeof sub === 'string' ? sub : JSON.stringify(sub) }, { token: token ?? null });
const rowsOf = (endpoint: string) => t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));

/** updateIpUser from a chosen address. */
async function reportIp(token: string, ip: string) {
  const response = await t.app.inject({ method: 'POST', url: API.updateIp.path, remoteAddress: ip, headers: { authorization: `Bearer ${token}` }, payload: {} });
  expect(response.statusCode).toBe(200);
}

describe('the VAPID key', () => {
  it('is made once, kept in the database and given to the client', async () => {
    const stored = await t.db.select().from(appSecrets).where(eq(appSecrets.name, 'vapid'));
    expect(stored).toHaveLength(1);
    const answer = await t.get(API.vapidKey.path);
    expect(answer.status).toBe(200);
    expect(answer.body.code).toBe(0);
    expect(answer.body.data.public_key).toBe((stored[0]!.value as { publicKey: string }).publicKey);
    expect(answer.body.data.public_key).toMatch(/^[A-Za-z0-9_-]{80,90}$/);
  });
});

describe('regId', () => {
  it('stores a subscription once per endpoint, bound to the member who sent it', async () => {
    const { token, userInfo } = await registerMember(t);
    const sub = subscription();
    const first = await subscribe(sub, token);
    expect(first.status).toBe(200);
    expect(first.body.code).toBe(0);
    expect((await subscribe(sub, token)).body.code).toBe(0);
    const rows = await rowsOf(sub.endpoint);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: Number(userInfo.id), p256dh: KEY, auth: AUTH });
  });

  it('binds a visitor’s subscription to the visitor', async () => {
    const visitor = (await t.post(API.deviceToken.path, { device_id: 'device-push-visitor' })).body.data;
    const sub = subscription();
    expect((await subscribe(sub, visitor.token)).body.code).toBe(0);
    expect((await rowsOf(sub.endpoint))[0]).toMatchObject({ userId: null, visitorId: Number(visitor.visitor_id) });
  });

  it('refuses a bad payload in Portuguese and stores nothing', async () => {
    const before = (await t.db.select().from(pushSubscriptions)).length;
    const bad = [
      'não é JSON',
      JSON.stringify({ endpoint: 'http://push.example.com/x', keys: { p256dh: KEY, auth: AUTH } }),
      JSON.stringify({ endpoint: 'https://push.example.com/x', keys: { p256dh: KEY } }),
      JSON.stringify({ endpoint: 'https://push.example.com/x' }),
      '',
    ];
    for (const regId of bad) {
      const answer = await t.post(API.pushRegId.path, { regId });
      expect(answer.status).toBe(400);
      expect(answer.body.msg).toBe(M.pushSubscriptionInvalid);
    }
    expect((await t.post(API.pushRegId.path, {})).status).toBe(400);
    expect((await t.db.select().from(pushSubscriptions)).length).toBe(before);
  });
});

describe('station messages as pushes', () => {
  it('sends a member’s message to that member’s subscription only, and a 410 removes it', async () => {
    const saver = await newSaver(t, 2_000);
    const other = await registerMember(t);
    const mine = subscription();
    const theirs = subscription();
    await subscribe(mine, saver.token);
    await subscribe(theirs, other.token);

    push.sent.length = 0;
    const id = (await withdrawCall(t, saver, { amount: 10 })).body.data.id as number;
    expect((await decide(t, id, 'approve', 'Pago')).status).toBe(200);
    await vi.waitFor(() => expect(push.sent).toHaveLength(1));
    expect(push.sent[0]!.target.endpoint).toBe(mine.endpoint);
    expect(push.sent[0]!.notice.title).toBe('Saque aprovado');

    // The push service says the subscription is gone: the next message removes it.
    push.answers.set(mine.endpoint, 'gone');
    const second = (await withdrawCall(t, saver, { amount: 10 })).body.data.id as number;
    await decide(t, second, 'reject', 'Conta errada');
    await vi.waitFor(async () => expect(await rowsOf(mine.endpoint)).toHaveLength(0));
    expect(push.sent.map((sent) => sent.target.endpoint)).toEqual([mine.endpoint, mine.endpoint]);
    expect(await rowsOf(theirs.endpoint)).toHaveLength(1);
  });

  it('sends a broadcast to every subscribed member, not to visitors', async () => {
    const member = await registerMember(t);
    const sub = subscription();
    await subscribe(sub, member.token);
    const visitorSub = subscription();
    await subscribe(visitorSub);
    push.sent.length = 0;
    const sent = await t.post(OPS_CALLS.broadcastMessage.path, { title: 'Para todos', body: 'Olá' }, { headers: { 'x-ops-secret': OPS_SECRET } });
    expect(sent.status).toBe(200);
    await vi.waitFor(() => expect(push.sent.map((s) => s.target.endpoint)).toContain(sub.endpoint));
    expect(push.sent.map((s) => s.target.endpoint)).not.toContain(visitorSub.endpoint);
  });
});

describe('device reports', () => {
  it('records the fingerprint with the member and the time, and refuses a bad one', async () => {
    const { token, userInfo } = await registerMember(t);
    const answer = await t.post(API.browserFingerprint.path, { fingerprint: 'fp-abcdef123456' }, { token });
    expect(answer.status).toBe(200);
    expect(answer.body.code).toBe(0);
    const rows = await t.db.select().from(deviceReports).where(eq(deviceReports.userId, Number(userInfo.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ fingerprint: 'fp-abcdef123456' });
    expect(rows[0]!.createdAt).toBeInstanceOf(Date);

    const bad = await t.post(API.browserFingerprint.path, { fingerprint: 'x' }, { token });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe(M.fingerprintFormat);
  });

  it('keeps the last 20 reports of a member', async () => {
    const { token, userInfo } = await registerMember(t);
    for (let i = 0; i < 23; i += 1) await t.post(API.browserFingerprint.path, { fingerprint: `fp-keep-${String(i).padStart(4, '0')}` }, { token });
    const rows = await t.db.select().from(deviceReports).where(eq(deviceReports.userId, Number(userInfo.id)));
    expect(rows).toHaveLength(20);
    expect(rows.map((r) => r.fingerprint)).not.toContain('fp-keep-0002');
  });

  it('keeps each member’s address history: a stay per address, the last 20', async () => {
    const { token, userInfo } = await registerMember(t);
    await reportIp(token, '198.51.100.1');
    await reportIp(token, '198.51.100.1');
    await reportIp(token, '198.51.100.2');
    const rows = await t.db.select().from(memberAddresses).where(eq(memberAddresses.userId, Number(userInfo.id)));
    expect(rows.map((r) => r.ip)).toEqual(['198.51.100.1', '198.51.100.2']);
    for (let i = 3; i < 30; i += 1) await reportIp(token, `198.51.100.${i}`);
    expect(await t.db.select().from(memberAddresses).where(eq(memberAddresses.userId, Number(userInfo.id)))).toHaveLength(20);
  });
});

describe('the farming guard by shared address', () => {
  const codeOf = async (token: string) => (await t.post(API.inviteInfo.path, {}, { token })).body.data.code as string;
  const deviceToken = async (deviceId: string) => (await t.post(API.deviceToken.path, { device_id: deviceId })).body.data.token as string;
  const inviteOf = async (friendId: number) => (await t.db.select().from(invites).where(eq(invites.friendId, friendId)))[0];

  it('decides nothing by a shared address: one carrier address hides thousands of honest members', async () => {
    const inviter = await registerMember(t, {}, await deviceToken('device-addr-inviter'));
    await reportIp(inviter.token, '203.0.113.7');
    t.clock.advance(6 * 3600);
    const friend = await registerMember(t, { parent_id: await codeOf(inviter.token) }, await deviceToken('device-addr-friend'));
    await reportIp(friend.token, '203.0.113.7');
    await completeProfile(t, friend.token);
    expect(await inviteOf(Number(friend.userInfo.id))).toMatchObject({ outcome: 'pending', refusal: null });
  });
});
