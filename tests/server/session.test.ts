import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API } from '../../src/domain/contract/paths.ts';
import { MEMBER_CALLS, type MemberName } from '../../src/domain/contract/member-calls/index.ts';
import { RULE_MESSAGES as R, SERVER_MESSAGES as S } from '../../src/domain/messages.pt.ts';
import { sessions, users, visitors } from '../../server/db/schema.ts';
import { sha256 } from '../../server/security/tokens.ts';
import { login, registerMember } from './flows.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const unauthorized = { status: 401, body: { code: 401, msg: S.loginRequired, data: null } };
const ended = { status: 402, body: { code: 402, msg: S.sessionEnded, data: null } };

describe('visitor tokens', () => {
  it('creates one visitor per device (the browser sends its key back) and a new token on every call', async () => {
    const first = await t.post(API.deviceToken.path, { device_id: 'fingerprint-abc-123' }, { headers: { 'channel-from': 'instagram' } });
    const second = await t.post(API.deviceToken.path, { device_id: 'fingerprint-abc-123', device_key: first.body.data.device_key });
    expect(first.status).toBe(200);
    expect(first.body.data.visitor_id).toBe(second.body.data.visitor_id);
    expect(first.body.data.token).not.toBe(second.body.data.token);
    const [visitor] = await t.db.select().from(visitors).where(eq(visitors.traitsId, 'fingerprint-abc-123'));
    expect(visitor).toMatchObject({ id: Number(first.body.data.visitor_id), channelFrom: 'instagram', userId: null });
    const [session] = await t.db.select().from(sessions).where(eq(sessions.tokenHash, sha256(first.body.data.token)));
    expect(session).toMatchObject({ userId: null, visitorId: visitor!.id });
  });

  it('refuses a malformed device id', async () => {
    const result = await t.post(API.deviceToken.path, { device_id: 'curto' });
    expect(result).toMatchObject({ status: 400, body: { msg: R.deviceIdFormat } });
  });
});

/**
 * The calls whose definition says a member makes them: serveCall checks the member before the body.
 * The list is also written out, so a call turned public by mistake fails here.
 */
const MEMBER_ONLY = (Object.keys(MEMBER_CALLS) as MemberName[]).filter((name) => ['member', 'completeMember'].includes(MEMBER_CALLS[name].who));
const EXPECTED_MEMBER_ONLY = [
  'userInfo', 'completeInfo', 'updateProfile', 'setAvatar', 'changePassword', 'lotteryInfo', 'lotteryDraw', 'lotteryRecords', 'lotteryDetail',
  'lotteryClaim', 'pointsHistory', 'pointsDetail', 'addressList', 'addressAdd', 'addressSetDefault', 'addressDelete', 'walletInfo', 'bindAccount',
  'setWithdrawalPassword', 'updateWithdrawalPassword', 'withdraw', 'withdrawalRecords', 'withdrawalDetail', 'redeemCode', 'rainClaims',
  'stationMessages', 'stationMessageDetail', 'unreadMessages', 'readAllMessages', 'uploadImage', 'submitFeedback', 'inviteInfo', 'invitedFriends',
  'inviteBind', 'shareCampaigns', 'shareSubmit', 'shareRecords', 'taskList', 'taskSubmit', 'taskRecords', 'taskRecordDetail',
];

describe('member-only calls', () => {
  it('are the calls a member makes, no more and no fewer', () => {
    expect([...MEMBER_ONLY].sort()).toEqual([...EXPECTED_MEMBER_ONLY].sort());
  });

  it.each(MEMBER_ONLY)('%s answers 401 to no token and to a visitor, and 402 after logout, whatever the body', async (name) => {
    const { path } = API[name];
    const visitor = (await t.post(API.deviceToken.path, { device_id: `member-calls-${name}` })).body.data.token as string;
    const { token } = await registerMember(t);
    await t.post(API.logout.path, {}, { token });
    const call = (as: string | null) => t.post(path, {}, { token: as });
    expect(await call(null)).toMatchObject(unauthorized);
    expect(await call(visitor)).toMatchObject(unauthorized);
    expect(await call(token)).toMatchObject(ended);
  });

  it('answer 401 without a token, with an unknown token and with a visitor token', async () => {
    const visitor = await t.post(API.deviceToken.path, { device_id: 'fingerprint-visitor-1' });
    expect(await t.post(API.userInfo.path)).toMatchObject(unauthorized);
    expect(await t.post(API.userInfo.path, {}, { token: 'desconhecido' })).toMatchObject(unauthorized);
    expect(await t.post(API.userInfo.path, {}, { token: visitor.body.data.token })).toMatchObject(unauthorized);
    expect(await t.post(API.completeInfo.path, {}, { token: visitor.body.data.token })).toMatchObject(unauthorized);
  });

  it('answer 402 after logout, and only for the session that logged out', async () => {
    const { form, token } = await registerMember(t);
    const other = await login(t, form.username, form.password);
    expect((await t.post(API.logout.path, undefined, { token })).status).toBe(200);
    expect(await t.post(API.userInfo.path, {}, { token })).toMatchObject(ended);
    expect(await t.post(API.logout.path, {}, { token })).toMatchObject(ended);
    expect((await t.post(API.userInfo.path, {}, { token: other.body.data.token })).status).toBe(200);
  });

  it('answer 402 on a draw right after logout, though draws keep the session for a few seconds', async () => {
    const { token } = await registerMember(t);
    const draw = () => t.post(API.lotteryDraw.path, { game: 'wheel', client_key: `k${Math.random().toString(36).slice(2, 14)}` }, { token });
    // The first draw puts the session in the process's cache (whatever the draw answers).
    expect((await draw()).status).not.toBe(402);
    expect((await t.post(API.logout.path, undefined, { token })).status).toBe(200);
    expect(await draw()).toMatchObject(ended);
  });

  it('answer 402 when the account is disabled', async () => {
    const { form, token } = await registerMember(t);
    await t.db.update(users).set({ disabled: true }).where(eq(users.username, form.username));
    expect(await t.post(API.userInfo.path, {}, { token })).toMatchObject({ status: 402, body: { msg: S.accountDisabled } });
  });

  it('a visitor token logs out too', async () => {
    const visitor = await t.post(API.deviceToken.path, { device_id: 'fingerprint-visitor-2' });
    expect((await t.post(API.logout.path, {}, { token: visitor.body.data.token })).status).toBe(200);
    expect(await t.post(API.logout.path)).toMatchObject(unauthorized);
  });

  it('a login from a visitor device links the visitor and keeps it on the session', async () => {
    const visitor = await t.post(API.deviceToken.path, { device_id: 'fingerprint-visitor-3' });
    const result = await login(t, 'demo2026', 'Premia2026', visitor.body.data.token);
    const [session] = await t.db.select().from(sessions).where(eq(sessions.tokenHash, sha256(result.body.data.token)));
    expect(session?.visitorId).toBe(Number(visitor.body.data.visitor_id));
    const [row] = await t.db.select().from(visitors).where(eq(visitors.id, Number(visitor.body.data.visitor_id)));
    expect(row?.userId).toBe(Number(result.body.data.userInfo.id));
  });
});

describe('POST /api/auth/updateIpUser', () => {
  it('answers the IP with no token, and records it on the visitor and the member', async () => {
    expect(await t.post(API.updateIp.path)).toMatchObject({ status: 200, body: { data: { ip: '127.0.0.1' } } });
    const visitor = await t.post(API.deviceToken.path, { device_id: 'fingerprint-ip-0001' });
    await t.db.update(visitors).set({ lastIp: null }).where(eq(visitors.traitsId, 'fingerprint-ip-0001'));
    const member = await login(t, 'demo2026', 'Premia2026', visitor.body.data.token);
    await t.db.update(users).set({ lastIp: null }).where(eq(users.username, 'demo2026'));
    expect((await t.post(API.updateIp.path, {}, { token: member.body.data.token })).status).toBe(200);
    const [v] = await t.db.select().from(visitors).where(eq(visitors.traitsId, 'fingerprint-ip-0001'));
    const [u] = await t.db.select().from(users).where(eq(users.username, 'demo2026'));
    expect([v?.lastIp, u?.lastIp]).toEqual(['127.0.0.1', '127.0.0.1']);
  });
});
