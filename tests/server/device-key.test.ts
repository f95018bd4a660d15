/**
 * Signals the server can trust (docs/risk.md): the device key the server issues and signs, the
 * browser's automation check on the visitor, and the risk events with keyed hashes of addresses,
 * removed by the housekeeping job after 90 days.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../src/domain/contract/paths.ts';
import { DEFAULT_SESSION_LIFETIMES } from '../../server/context.ts';
import { riskEvents, visitors } from '../../server/db/schema.ts';
import { runHousekeeping } from '../../server/housekeeping.ts';
import { keyedHash, signalKeysFrom } from '../../server/signals/keys.ts';
import { LocalDiskStorage } from '../../server/storage/local-disk.ts';
import { login, newMemberForm, requestRegisterCode } from './flows.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { PIX, newSaver, withdrawCall } from './wallet-flows.ts';

const signals = signalKeysFrom(randomBytes(32));
/** The address the tests' requests come from, through a proxy on this machine the app trusts. */
const ADDRESS = '203.0.113.77';
const fromAddress = { headers: { 'x-forwarded-for': ADDRESS, 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Teste' } };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ signalKeys: signals, trustProxy: ['loopback'] });
});
afterAll(() => t.close());

const openDevice = (device_id: string, device_key?: string) => t.post(API.deviceToken.path, { device_id, device_key }, fromAddress);
const visitorRow = async (id: string | number) => (await t.db.select().from(visitors).where(eq(visitors.id, Number(id))))[0];
const eventsOf = (userId: number) => t.db.select().from(riskEvents).where(eq(riskEvents.userId, userId)).orderBy(asc(riskEvents.id));

async function registerFrom(token: string, overrides: Record<string, unknown> = {}) {
  const form = newMemberForm(overrides);
  form.sms_code = await requestRegisterCode(t, form.phone);
  const result = await t.post(API.register.path, form, { token, ...fromAddress });
  expect(result.status).toBe(200);
  return { form, token: result.body.data.token as string, id: Number(result.body.data.userInfo.id) };
}

describe('the device key', () => {
  it('is issued to a new device, and sent back it opens the same visitor', async () => {
    const first = await openDevice('traits-new-device-01');
    expect(first.status).toBe(200);
    const key: string = first.body.data.device_key;
    expect(key).toMatch(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22}$/);
    const again = await openDevice('traits-new-device-01', key);
    expect(again.body.data).toMatchObject({ visitor_id: first.body.data.visitor_id, device_key: key });
    expect(again.body.data.token).not.toBe(first.body.data.token);
    // The identity is the server's id; the browser's own id is only kept beside it.
    expect(await visitorRow(first.body.data.visitor_id)).toMatchObject({ deviceId: key.split('.')[0], traitsId: 'traits-new-device-01' });
  });

  it('opens the same visitor whatever the browser computes, as long as the key is the server’s', async () => {
    const first = await openDevice('traits-changed-01');
    const later = await openDevice('traits-changed-02', first.body.data.device_key);
    expect(later.body.data.visitor_id).toBe(first.body.data.visitor_id);
    expect((await visitorRow(first.body.data.visitor_id))?.traitsId).toBe('traits-changed-02');
  });

  it('gives a forged key a new visitor: another id under the old signature, a made-up key, a cut one', async () => {
    const real = await openDevice('traits-forged-01');
    const [, signature] = String(real.body.data.device_key).split('.');
    const other = await openDevice('traits-forged-02');
    const [otherId] = String(other.body.data.device_key).split('.');
    const forgeries = [
      `${otherId}.${signature}`,
      `${randomBytes(16).toString('base64url')}.${randomBytes(16).toString('base64url')}`,
      String(real.body.data.device_key).slice(0, -2),
      'qualquer-coisa',
    ];
    const seen = new Set([real.body.data.visitor_id, other.body.data.visitor_id]);
    for (const forged of forgeries) {
      const answer = await openDevice('traits-forged-01', forged);
      expect(answer.status).toBe(200);
      expect(seen.has(answer.body.data.visitor_id)).toBe(false);
      seen.add(answer.body.data.visitor_id);
    }
  });

  it('keeps two devices with the same browser-computed id apart, and never lets a script claim one by that id', async () => {
    const phoneA = await openDevice('traits-identical-phone');
    const phoneB = await openDevice('traits-identical-phone');
    expect(phoneB.body.data.visitor_id).not.toBe(phoneA.body.data.visitor_id);
    expect((await openDevice('traits-identical-phone', phoneA.body.data.device_key)).body.data.visitor_id).toBe(phoneA.body.data.visitor_id);
    expect((await openDevice('traits-identical-phone', phoneB.body.data.device_key)).body.data.visitor_id).toBe(phoneB.body.data.visitor_id);
    const script = await openDevice('traits-identical-phone');
    expect([phoneA.body.data.visitor_id, phoneB.body.data.visitor_id]).not.toContain(script.body.data.visitor_id);
  });

  it('lets a device from before keys keep its visitor once, on its first call, and only with its key afterwards', async () => {
    const [legacy] = await t.db.insert(visitors).values({ deviceId: 'traits-legacy-device-01', lastIp: '198.51.100.1' }).returning();
    const back = await openDevice('traits-legacy-device-01');
    expect(back.body.data.visitor_id).toBe(String(legacy!.id));
    expect(back.body.data.device_key).toMatch(/^traits-legacy-device-01\.[A-Za-z0-9_-]{22}$/);
    const copycat = await openDevice('traits-legacy-device-01');
    expect(copycat.body.data.visitor_id).not.toBe(String(legacy!.id));
    expect((await openDevice('traits-legacy-device-01', back.body.data.device_key)).body.data.visitor_id).toBe(String(legacy!.id));
  });

  it('refuses a key too long to be one, like a malformed device id', async () => {
    expect((await openDevice('traits-long-key-01', 'x'.repeat(201))).status).toBe(400);
  });
});

describe('the automation check', () => {
  it('is kept on the visitor and never refuses the report', async () => {
    const device = await openDevice('traits-headless-01');
    const report = (bot?: unknown) => t.post(API.browserFingerprint.path, { fingerprint: 'traits-headless-01', bot }, { token: device.body.data.token });
    expect((await report()).status).toBe(200);
    expect(await visitorRow(device.body.data.visitor_id)).toMatchObject({ botDetected: null, botKind: null });
    expect((await report({ detected: true, kind: 'headless_chrome' })).status).toBe(200);
    expect(await visitorRow(device.body.data.visitor_id)).toMatchObject({ botDetected: true, botKind: 'headless_chrome' });
    expect((await report({ detected: false })).status).toBe(200);
    expect(await visitorRow(device.body.data.visitor_id)).toMatchObject({ botDetected: false, botKind: null });
  });
});

describe('risk events', () => {
  it('records the session opening, registration, invite binding and sign-in with the device and a keyed hash of the address', async () => {
    const inviterDevice = await openDevice('traits-events-inviter');
    const inviter = await registerFrom(inviterDevice.body.data.token);
    const code = (await t.post(API.inviteInfo.path, {}, { token: inviter.token })).body.data.code;
    const device = await openDevice('traits-events-01');
    const visitorId = Number(device.body.data.visitor_id);
    const member = await registerFrom(device.body.data.token, { parent_id: code });
    expect((await login(t, member.form.username, member.form.password, device.body.data.token)).status).toBe(200);

    const rows = await eventsOf(member.id);
    expect(rows.map((row) => [row.kind, row.visitorId])).toEqual([['register', visitorId], ['invite_bound', visitorId], ['sign_in', visitorId]]);
    const opening = (await t.db.select().from(riskEvents).where(eq(riskEvents.visitorId, visitorId))).filter((row) => row.kind === 'session_open');
    expect(opening.map((row) => row.userId)).toEqual([null]);
    // The login helper calls from the proxy's own address: another address, another hash.
    const hashOf = (ip: string) => keyedHash(signals.hash, `ip:${ip}`);
    expect(rows.map((row) => row.ipHash)).toEqual([hashOf(ADDRESS), hashOf(ADDRESS), hashOf('127.0.0.1')]);
    expect(new Set(opening.map((row) => row.ipHash))).toEqual(new Set([hashOf(ADDRESS)]));
    expect(rows.every((row) => row.userAgentHash !== null)).toBe(true);
  });

  it('never keeps the address itself', async () => {
    const device = await openDevice('traits-events-raw-ip');
    await registerFrom(device.body.data.token);
    const everything = JSON.stringify(await t.db.select().from(riskEvents));
    expect(everything).not.toContain(ADDRESS);
    expect(everything).not.toContain('Android 14');
  });

  it('records a later invite bind and a withdrawal request on the session’s device', async () => {
    const inviter = await registerFrom((await openDevice('traits-events-inviter-2')).body.data.token);
    const code = (await t.post(API.inviteInfo.path, {}, { token: inviter.token })).body.data.code;
    const saver = await newSaver(t, PIX.min * PIX.rate);
    expect((await t.post(API.inviteBind.path, { parent_id: code }, { token: saver.token })).status).toBe(200);
    expect((await withdrawCall(t, saver)).status).toBe(200);
    expect((await eventsOf(saver.id)).map((row) => row.kind)).toEqual(['register', 'invite_bound', 'withdrawal_request']);
  });

  it('are removed by the housekeeping job after 90 days, newer ones kept', async () => {
    const old = await registerFrom((await openDevice('traits-events-old')).body.data.token);
    t.clock.advance(60 * 24 * 60 * 60);
    const recent = await registerFrom((await openDevice('traits-events-recent')).body.data.token);
    t.clock.advance(31 * 24 * 60 * 60);
    const storage = new LocalDiskStorage(await mkdtemp(join(tmpdir(), 'premia-signals-')));
    await runHousekeeping({ db: t.db, now: t.clock.now, storage, sessionLifetimes: DEFAULT_SESSION_LIFETIMES, signals });
    expect(await eventsOf(old.id)).toEqual([]);
    expect((await eventsOf(recent.id)).map((row) => row.kind)).toEqual(['register']);
  });
});
