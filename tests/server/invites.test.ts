import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CODE } from '../../src/domain/contract/envelope.ts';
import { API } from '../../src/domain/contract/paths.ts';
import { INVITE_REWARD_POINTS } from '../../src/domain/constants.ts';
import { INVITE_LABELS, SERVER_MESSAGES as S } from '../../src/domain/messages.pt.ts';
import { backfillInvites } from '../../server/repositories/invites.ts';
import { invites, pointsLedger, users, withdrawals } from '../../server/db/schema.ts';
import { maskWinnerName } from '../../server/security/masking.ts';
import { completeProfile, login, registerMember } from './flows.ts';
import { createTestApp, OPS_SECRET, type TestApp } from './helpers.ts';
import { chanceState, drawCall, expectLedgerConsistent, grant, pointsOf } from './reward-flows.ts';
import { releasePendingPoints } from '../../server/services/pending-points.ts';
import { creditByOperator, PASSWORD } from './wallet-flows.ts';
import { OPS_CALLS } from '../../src/domain/contract/ops-calls/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Someone {
  token: string;
  id: number;
  username: string;
}

let deviceCount = 0;
/** Each named device's key, kept as its browser keeps it: the same device is the one that sends it back. */
const deviceKeys = new Map<string, string>();
/** A visitor token of a device: registering with it records the device on the member's session. */
async function deviceToken(deviceId = `device-invites-${(deviceCount += 1)}`): Promise<string> {
  const { data } = (await t.post(API.deviceToken.path, { device_id: deviceId, device_key: deviceKeys.get(deviceId) })).body;
  deviceKeys.set(deviceId, data.device_key);
  return data.token;
}

/**
 * The friend's qualifying action and the wait after it: a draw, then the release delay (24 h by
 * default) passed, then the housekeeping step that releases due pending points.
 */
async function friendDrawsAndWaits(friend: Someone): Promise<{ released: number; reversed: number }> {
  await grant(t, friend.id, 'wheel', 1);
  expect((await drawCall(t, friend, 'wheel')).status).toBe(200);
  t.clock.advance(25 * 3600);
  return releasePendingPoints({ db: t.db, now: t.clock.now });
}

async function someone(overrides: Record<string, unknown> = {}, device?: string): Promise<Someone> {
  const { token, userInfo } = await registerMember(t, overrides, await deviceToken(device));
  return { token, id: Number(userInfo.id), username: userInfo.username };
}

async function codeOf(who: Someone): Promise<string> {
  return (await t.post(API.inviteInfo.path, {}, { token: who.token })).body.data.code;
}

async function inviteRow(friendId: number) {
  return (await t.db.select().from(invites).where(eq(invites.friendId, friendId)))[0];
}

async function parentOf(id: number) {
  return (await t.db.select({ parentId: users.parentId }).from(users).where(eq(users.id, id)))[0]?.parentId;
}

const bind = (who: Someone, code: string) => t.post(API.inviteBind.path, { parent_id: code }, { token: who.token });

describe('invite codes and binding', () => {
  it('gives every member one short code that is not the id, the same on every call, even in parallel', async () => {
    const a = await someone();
    const codes = await Promise.all(Array.from({ length: 5 }, () => codeOf(a)));
    expect(new Set(codes).size).toBe(1);
    expect(codes[0]).toMatch(/^[A-Z2-9]{8}$/);
    // Random, not the id written out: a short id's digit may appear in it by chance (2–9 are in the alphabet).
    expect(codes[0]).not.toBe(String(a.id));
    expect(codes[0]).not.toBe(String(a.id).padStart(8, '0'));
    expect(await codeOf(await someone())).not.toBe(codes[0]);
  });

  it('binds at registration by code, ignores an unknown code, and keeps the first inviter', async () => {
    const inviter = await someone();
    const friend = await someone({ parent_id: await codeOf(inviter) });
    expect(await parentOf(friend.id)).toBe(inviter.id);
    expect(await inviteRow(friend.id)).toMatchObject({ inviterId: inviter.id, qualifiedAt: null, outcome: null });

    const lost = await someone({ parent_id: 'ZZZZZZZZ' });
    expect(await parentOf(lost.id)).toBeNull();

    const other = await someone();
    expect(await bind(friend, await codeOf(other))).toMatchObject({ status: 400, body: { msg: S.inviteAlreadyBound } });
    expect(await parentOf(friend.id)).toBe(inviter.id);
  });

  it('refuses oneself, a cycle and an unknown code on a later bind, and binds a member who had none', async () => {
    const a = await someone();
    const b = await someone({ parent_id: await codeOf(a) });
    const c = await someone({ parent_id: await codeOf(b) });
    expect(await bind(a, await codeOf(a))).toMatchObject({ status: 400, body: { msg: S.inviteSelf } });
    expect(await bind(a, await codeOf(c))).toMatchObject({ status: 400, body: { msg: S.inviteCycle } });
    expect(await bind(a, 'ZZZZZZZZ')).toMatchObject({ status: 400, body: { msg: S.inviteCodeInvalid } });
    expect(await parentOf(a.id)).toBeNull();

    const d = await someone();
    const hasInviter = async (who: Someone) => (await t.post(API.inviteInfo.path, {}, { token: who.token })).body.data.has_inviter;
    expect(await hasInviter(a)).toBe(false);
    expect(await bind(a, (await codeOf(d)).toLowerCase())).toMatchObject({ status: 200, body: { data: { bound: true } } });
    expect(await parentOf(a.id)).toBe(d.id);
    expect(await hasInviter(a)).toBe(true);
    // d → a → b → c: now c (or b) may not become d's inviter.
    expect(await bind(d, await codeOf(c))).toMatchObject({ status: 400, body: { msg: S.inviteCycle } });
  });
});

describe('the reward when the friend completes the profile', () => {
  it('credits the inviter once through the ledger under invite, with a chest chance', async () => {
    const inviter = await someone();
    const friend = await someone({ parent_id: await codeOf(inviter) });
    expect(await pointsOf(t, inviter.id)).toBe(0);
    expect((await chanceState(t, inviter.id, 'chest'))?.extra ?? 0).toBe(0);

    await completeProfile(t, friend.token);
    await completeProfile(t, friend.token, 'Outro Nome');
    // Earned, pending: nothing spendable before the friend's first draw and the delay after it.
    expect(await pointsOf(t, inviter.id)).toBe(0);
    expect(await inviteRow(friend.id)).toMatchObject({ outcome: 'pending', points: 0 });
    expect(await releasePendingPoints({ db: t.db, now: t.clock.now })).toEqual({ released: 0, reversed: 0, postponed: 0 });
    const history = () => t.post(API.pointsHistory.path, { range: 'all', page: 1 }, { token: inviter.token });
    expect((await history()).body.data).toMatchObject({
      balance: 0, list: [], pending: [{ amount: INVITE_REWARD_POINTS, source_text: 'Convite', hint: INVITE_LABELS.pendingHint.replace('{{hours}}', '24') }],
    });
    expect(await friendDrawsAndWaits(friend)).toMatchObject({ released: 1, reversed: 0 });
    expect((await history()).body.data).toMatchObject({ balance: INVITE_REWARD_POINTS, pending: [] });
    expect(await pointsOf(t, inviter.id)).toBe(INVITE_REWARD_POINTS);
    expect((await chanceState(t, inviter.id, 'chest'))?.extra).toBe(1);
    const entries = await t.db.select().from(pointsLedger).where(eq(pointsLedger.userId, inviter.id));
    expect(entries).toMatchObject([{ source: 'invite', amount: INVITE_REWARD_POINTS, idempotencyKey: `invite:${friend.id}` }]);
    expect(await inviteRow(friend.id)).toMatchObject({ outcome: 'rewarded', refusal: null, points: INVITE_REWARD_POINTS, chances: 1 });
    // The friend earns nothing for being invited (its points are its draw's).
    expect(await t.db.$count(pointsLedger, and(eq(pointsLedger.userId, friend.id), eq(pointsLedger.source, 'invite')))).toBe(0);
    await expectLedgerConsistent(t);
  });

  it('gives one reward for 10 parallel completions and retries', async () => {
    const inviter = await someone();
    const friend = await someone({ parent_id: await codeOf(inviter) });
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => completeProfile(t, friend.token, `Nome Paralelo ${'x'.repeat(i)}`)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    await completeProfile(t, friend.token);
    await friendDrawsAndWaits(friend);
    expect(await pointsOf(t, inviter.id)).toBe(INVITE_REWARD_POINTS);
    expect((await chanceState(t, inviter.id, 'chest'))?.extra).toBe(1);
    const entries = await t.db.select().from(pointsLedger).where(and(eq(pointsLedger.userId, inviter.id), eq(pointsLedger.source, 'invite')));
    expect(entries).toHaveLength(1);
    await expectLedgerConsistent(t);
  });

  it('counts at once when a member with a complete profile binds an inviter later', async () => {
    const inviter = await someone();
    const late = await someone();
    await completeProfile(t, late.token);
    expect((await bind(late, await codeOf(inviter))).status).toBe(200);
    expect(await inviteRow(late.id)).toMatchObject({ outcome: 'pending' });
    await friendDrawsAndWaits(late);
    expect(await pointsOf(t, inviter.id)).toBe(INVITE_REWARD_POINTS);
    expect(await inviteRow(late.id)).toMatchObject({ outcome: 'rewarded' });
  });
});

describe('the farming guard', () => {
  it('rewards nothing for a friend on the inviter’s device, and records why', async () => {
    const inviter = await someone({}, 'device-farm-inviter');
    const friend = await someone({ parent_id: await codeOf(inviter) }, 'device-farm-inviter');
    await completeProfile(t, friend.token);
    expect(await pointsOf(t, inviter.id)).toBe(0);
    expect((await chanceState(t, inviter.id, 'chest'))?.extra ?? 0).toBe(0);
    expect(await inviteRow(friend.id)).toMatchObject({ outcome: 'refused', refusal: 'inviter_device', points: 0, chances: 0 });
  });

  it('rewards nothing for a friend on the device of a friend already rewarded (any inviter)', async () => {
    const inviter = await someone();
    const code = await codeOf(inviter);
    const first = await someone({ parent_id: code }, 'device-farm-friends');
    await completeProfile(t, first.token);
    // Pending counts as rewarded for the guard; released here so the inviter's points show it.
    await friendDrawsAndWaits(first);
    const second = await someone({ parent_id: code }, 'device-farm-friends');
    await completeProfile(t, second.token);
    const otherInviter = await someone();
    const third = await someone({ parent_id: await codeOf(otherInviter) }, 'device-farm-friends');
    await completeProfile(t, third.token);

    expect(await inviteRow(first.id)).toMatchObject({ outcome: 'rewarded' });
    expect(await inviteRow(second.id)).toMatchObject({ outcome: 'refused', refusal: 'rewarded_friend_device' });
    expect(await inviteRow(third.id)).toMatchObject({ outcome: 'refused', refusal: 'rewarded_friend_device' });
    expect(await pointsOf(t, inviter.id)).toBe(INVITE_REWARD_POINTS);
    expect(await pointsOf(t, otherInviter.id)).toBe(0);
  });

  it('sees a device the friend signed in on, not only the one they registered on', async () => {
    const inviter = await someone({}, 'device-farm-login');
    const friend = await someone({ parent_id: await codeOf(inviter) });
    // The friend's session opened with a visitor token of the inviter's device.
    const [row] = await t.db.select({ username: users.username }).from(users).where(eq(users.id, friend.id));
    expect((await login(t, row!.username, 'Senha2026', await deviceToken('device-farm-login'))).status).toBe(200);
    await completeProfile(t, friend.token);
    expect(await inviteRow(friend.id)).toMatchObject({ outcome: 'refused', refusal: 'inviter_device' });
  });
});

describe('Convidados, affiliate figures and the ranking', () => {
  it('lists friends newest first with masked names, statuses, reasons in Portuguese and totals, page by page', async () => {
    const inviter = await someone({}, 'device-list-inviter');
    const code = await codeOf(inviter);
    const registered = await someone({ parent_id: code });
    const rewarded = await someone({ parent_id: code });
    await completeProfile(t, rewarded.token);
    await friendDrawsAndWaits(rewarded);
    const refused = await someone({ parent_id: code }, 'device-list-inviter');
    await completeProfile(t, refused.token);

    const first = await t.post(API.invitedFriends.path, { page: 1, page_size: 2 }, { token: inviter.token });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      page: 1, hasMore: true,
      figures: { invited: 3, qualified: 2, rewarded: 1, points_earned: INVITE_REWARD_POINTS, chances_earned: 1 },
    });
    expect(first.body.data.list).toMatchObject([
      { name_masked: maskWinnerName(refused.username), status: 'not_rewarded', reason: INVITE_LABELS.refusal.inviter_device, points: 0 },
      { name_masked: maskWinnerName(rewarded.username), status: 'rewarded', reason: null, points: INVITE_REWARD_POINTS },
    ]);
    const second = await t.post(API.invitedFriends.path, { page: 2, page_size: 2 }, { token: inviter.token });
    expect(second.body.data).toMatchObject({ hasMore: false, list: [{ name_masked: maskWinnerName(registered.username), status: 'registered', qualified_at: null }] });
    expect(JSON.stringify([first.body.data, second.body.data])).not.toContain(registered.username);

    const info = await t.post(API.inviteInfo.path, {}, { token: inviter.token });
    expect(info.body.data).toMatchObject({ code, reward_points: INVITE_REWARD_POINTS, reward_chances: 1, figures: first.body.data.figures });
    expect(info.body.data.rules.join(' ')).toContain(`${INVITE_REWARD_POINTS} pontos e 1 chance no Baú do convite`);
    expect((await t.post(API.invitedFriends.path, {})).status).toBe(401);
  });

  it('reads the list without writing; a friend bound before invites were counted gets the row from the start-up backfill', async () => {
    const inviter = await someone();
    const legacy = await someone();
    // Bound the old way: users.parent_id only, no invites row.
    await t.db.update(users).set({ parentId: inviter.id }).where(eq(users.id, legacy.id));
    const list = () => t.post(API.invitedFriends.path, { page: 1, page_size: 10 }, { token: inviter.token });
    expect((await list()).body.data).toMatchObject({ list: [], figures: { invited: 0 } });
    await t.post(API.inviteInfo.path, {}, { token: inviter.token });
    expect(await inviteRow(legacy.id)).toBeUndefined();

    await backfillInvites(t.db);
    await backfillInvites(t.db);
    expect(await inviteRow(legacy.id)).toMatchObject({ inviterId: inviter.id, qualifiedAt: null });
    expect((await list()).body.data).toMatchObject({
      list: [{ name_masked: maskWinnerName(legacy.username), status: 'registered' }], figures: { invited: 1 },
    });
  });

  it('ranks the week’s inviters by rewarded invites, masked', async () => {
    const star = await someone();
    const code = await codeOf(star);
    for (let i = 0; i < 3; i += 1) await completeProfile(t, (await someone({ parent_id: code })).token);
    const ranking = await t.post(API.inviteRanking.path);
    expect(ranking.status).toBe(200);
    expect(ranking.body.data.week_start).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(ranking.body.data.list[0]).toEqual({ rank: 1, name_masked: maskWinnerName(star.username), invites: 3 });
    expect(JSON.stringify(ranking.body.data)).not.toContain(star.username);
    t.clock.advance(8 * 24 * 3600);
    expect((await t.post(API.inviteRanking.path)).body.data.list).toEqual([]);
    t.clock.advance(-8 * 24 * 3600);
  });
});

describe('the complete-profile gate', () => {
  it('refuses redeem codes, envelopes and withdrawals to incomplete members with the draw code, changing nothing', async () => {
    const ops = { headers: { 'x-ops-secret': OPS_SECRET } };
    await t.post(OPS_CALLS.addMarketPeriod.path, { type: 1, starts_in: -1, duration: 600, code: 'PORTAO77', points: 50, replace: true }, ops);
    await t.post(OPS_CALLS.addMarketPeriod.path, { type: 2, starts_in: -1, duration: 600, points: 5, replace: true }, ops);
    const who = await someone();
    await creditByOperator(t, who.id, 5000);
    await t.post(API.setWithdrawalPassword.path, { password: PASSWORD, confirm_password: PASSWORD }, { token: who.token });
    const [row] = await t.db.select({ phone: users.phone }).from(users).where(eq(users.id, who.id));
    await t.post(API.bindAccount.path, { account: 'chave-pix-ana', phone_last4: row!.phone.slice(-4) }, { token: who.token });
    const rain = (await t.post(API.getMarket.path, { type: 2 })).body.data.markets[0];
    const calls = {
      redeem: () => t.post(API.redeemCode.path, { code: 'PORTAO77' }, { token: who.token }),
      rain: () => t.post(API.rainClaims.path, { period_id: rain.time_period.id, envelope_keys: ['gate-envelope-0001'] }, { token: who.token }),
      withdraw: () => t.post(API.withdraw.path, { type_id: 1, amount: 10, password: PASSWORD, request_key: 'gate-withdraw-1' }, { token: who.token }),
      draw: () => t.post(API.lotteryDraw.path, { game: 'wheel', client_key: 'gate-draw-1' }, { token: who.token }),
    };
    for (const call of Object.values(calls)) {
      expect(await call()).toMatchObject({ status: 400, body: { code: API_CODE.profileIncomplete, msg: S.profileIncomplete } });
    }
    expect(await pointsOf(t, who.id)).toBe(5000);
    expect(await t.db.select().from(withdrawals).where(eq(withdrawals.userId, who.id))).toEqual([]);

    await completeProfile(t, who.token);
    expect(await calls.redeem()).toMatchObject({ status: 200, body: { data: { points: 50 } } });
    const rained = await calls.rain();
    expect(rained.body.msg).toBe(S.ok);
    expect(await calls.withdraw()).toMatchObject({ status: 200 });
    await expectLedgerConsistent(t);
  });
});
