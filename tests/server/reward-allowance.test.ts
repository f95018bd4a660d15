/**
 * The monthly reward allowance and the pending points of linked members, from outside: past the
 * allowance a code and rain envelopes are refused with when it renews, an automatic task's points
 * wait for the next month and then come; a linked member's task points wait as pending, a reviewer
 * reverses or releases them, the deadline releases the rest; an honest member's are credited at
 * once. Parallel claims at the edge of the allowance pay exactly up to it (run on PostgreSQL too).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API } from '../../src/domain/contract/paths.ts';
import { OPS_CALLS } from '../../src/domain/contract/ops-calls/index.ts';
import { LINKED_RELEASE_HOURS_DEFAULT, REWARD_ALLOWANCE_CONFIG } from '../../src/domain/contract/risk-values.ts';
import { SERVER_MESSAGES as S } from '../../src/domain/messages.pt.ts';
import { pendingPoints, rewardMonths, siteConfigs } from '../../server/db/schema.ts';
import { releasePendingPoints } from '../../server/services/pending-points.ts';
import { forgetMonthlyAllowance, nextRewardMonthStart, rewardMonth } from '../../server/services/reward-allowance.ts';
import { completeProfile, registerMember } from './flows.ts';
import { createTestApp, OPS_SECRET, type TestApp } from './helpers.ts';
import { drawCall, expectLedgerConsistent, grant, newKey, pointsOf } from './reward-flows.ts';

let t: TestApp;
const ops = { headers: { 'x-ops-secret': OPS_SECRET } };
let devices = 0;

beforeAll(async () => {
  t = await createTestApp({ autoTasks: true });
});
afterAll(() => t.close());

/** A code and a rain live from now on (each test plans them anew: one test moves the clock to the next month). */
let code = '';
async function planCodeAndRain(): Promise<void> {
  code = `LIMITE${(devices += 1)}`;
  const plan = async (body: Record<string, unknown>) => expect((await t.post(OPS_CALLS.addMarketPeriod.path, body, ops)).status).toBe(200);
  await plan({ type: 1, starts_in: 1, duration: 30 * 86_400, code, points: 50, replace: true });
  await plan({ type: 2, starts_in: 1, duration: 30 * 86_400, points: 10, envelope_cap: 30, replace: true });
  t.clock.advance(2);
}

async function setAllowance(points: number): Promise<void> {
  await t.db.insert(siteConfigs).values({ name: REWARD_ALLOWANCE_CONFIG, value: String(points) })
    .onConflictDoUpdate({ target: siteConfigs.name, set: { value: String(points) } });
  forgetMonthlyAllowance();
}
beforeEach(async () => {
  await setAllowance(100);
  await planCodeAndRain();
});

const deviceToken = async (deviceId = `device-allowance-${(devices += 1)}-${Date.now()}`): Promise<string> =>
  (await t.post(API.deviceToken.path, { device_id: deviceId })).body.data.token;

/** Registered on its own device unless given one, profile complete (the automatic task "complete the profile" pays 50). */
async function member(device?: string) {
  const { token, userInfo } = await registerMember(t, {}, device ?? (await deviceToken()));
  await completeProfile(t, token);
  return { token, id: Number(userInfo.id) };
}

const redeem = (token: string) => t.post(API.redeemCode.path, { code }, { token });
const rainPeriod = async (token: string): Promise<number> =>
  (await t.post(API.getMarket.path, { type: 2 }, { token })).body.data.markets[0].time_period.id;
const claim = async (token: string, keys: string[]) => t.post(API.rainClaims.path, { period_id: await rainPeriod(token), envelope_keys: keys }, { token });
const pendingOf = (token: string) => t.post(API.pointsHistory.path, {}, { token }).then((r) => r.body.data.pending as Array<{ amount: number; hint: string }>);
const monthCount = async (userId: number, at: Date) =>
  (await t.db.select().from(rewardMonths).where(and(eq(rewardMonths.userId, userId), eq(rewardMonths.month, rewardMonth(at)))))[0]?.points ?? 0;

describe('the monthly reward allowance', () => {
  it('refuses a code and envelopes past it with when it renews, keeps an automatic task for the next month, and loses nothing', async () => {
    const m = await member();
    const now = t.clock.now();
    expect(await monthCount(m.id, now)).toBe(50);
    expect((await redeem(m.token)).status).toBe(200);
    expect(await monthCount(m.id, now)).toBe(100);

    const renews = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit' }).format(nextRewardMonthStart(now));
    const message = S.rewardAllowanceReached.replace('{{points}}', '100').replace('{{date}}', renews);
    const refusedClaim = await claim(m.token, [newKey(), newKey()]);
    expect(refusedClaim.status).toBe(400);
    expect(refusedClaim.body.msg).toBe(message);
    expect(await pointsOf(t, m.id)).toBe(100);

    // The first draw completes the automatic task "first draw" (20): over the allowance, it waits.
    await grant(t, m.id, 'wheel', 1);
    expect((await drawCall(t, { token: m.token, id: m.id } as never, 'wheel')).status).toBe(200);
    const pending = await pendingOf(m.token);
    expect(pending.map((p) => p.amount)).toEqual([20]);
    const balance = await pointsOf(t, m.id);

    // The next month: the task's points come and count against it; the code is a new month's too.
    t.clock.advance((nextRewardMonthStart(now).getTime() + 60_000 - t.clock.now().getTime()) / 1000);
    expect(await releasePendingPoints({ db: t.db, now: t.clock.now })).toMatchObject({ released: 1, postponed: 0 });
    expect(await pointsOf(t, m.id)).toBe(balance + 20);
    expect(await monthCount(m.id, t.clock.now())).toBe(20);
    expect(await pendingOf(m.token)).toEqual([]);
    await expectLedgerConsistent(t);
  });

  it('cuts a batch of envelopes at the allowance and counts only what it paid', async () => {
    await setAllowance(80);
    const m = await member();
    // 50 from the profile task: 30 left, three envelopes of 10.
    const answer = await claim(m.token, Array.from({ length: 6 }, newKey));
    expect(answer.status).toBe(200);
    expect(answer.body.data.claimed).toBe(3);
    expect(await monthCount(m.id, t.clock.now())).toBe(80);
    await expectLedgerConsistent(t);
  });

  it('pays exactly up to the allowance when 20 batches of one member arrive at once', async () => {
    await setAllowance(110);
    const m = await member();
    const answers = await Promise.all(Array.from({ length: 20 }, () => claim(m.token, [newKey()])));
    expect(answers.every((a) => a.status === 200 || (a.status === 400 && a.body.msg.startsWith('Você chegou ao limite de 110 pontos')))).toBe(true);
    expect(answers.filter((a) => a.status === 200 && a.body.data.claimed === 1)).toHaveLength(6);
    expect(await monthCount(m.id, t.clock.now())).toBe(110);
    expect(await pointsOf(t, m.id)).toBe(110);
    await expectLedgerConsistent(t);
  });

  it('changes nothing for a member inside it', async () => {
    await setAllowance(30_000);
    const m = await member();
    expect((await redeem(m.token)).status).toBe(200);
    expect((await claim(m.token, [newKey(), newKey()])).body.data.claimed).toBe(2);
    expect(await pointsOf(t, m.id)).toBe(50 + 50 + 20);
    expect(await pendingOf(m.token)).toEqual([]);
  });
});

describe('points of linked members', () => {
  it('wait as pending; a reviewer reverses or releases them; the deadline releases the rest; an honest member is paid at once', async () => {
    await setAllowance(30_000);
    const shared = await deviceToken('allowance-family-phone');
    const first = await member(shared);
    const second = await member(shared);
    const third = await member(shared);
    const honest = await member();
    // The first registered before anyone shared its device: its profile task was paid.
    expect(await pointsOf(t, first.id)).toBe(50);
    for (const linked of [second, third]) {
      expect(await pointsOf(t, linked.id)).toBe(0);
      expect((await pendingOf(linked.token)).map((p) => p.amount)).toEqual([50]);
    }
    expect(await pointsOf(t, honest.id)).toBe(50);

    const rowOf = async (userId: number) => (await t.db.select().from(pendingPoints).where(eq(pendingPoints.userId, userId)))[0]!;
    const reversed = await t.post(OPS_CALLS.riskDecidePending.path, { ids: [(await rowOf(second.id)).id], decision: 'reverse', note: 'conta duplicada' }, ops);
    expect(reversed.status).toBe(200);
    expect(reversed.body.data).toEqual([{ id: (await rowOf(second.id)).id, ok: true, msg: '' }]);

    t.clock.advance(LINKED_RELEASE_HOURS_DEFAULT * 3600 + 60);
    expect(await releasePendingPoints({ db: t.db, now: t.clock.now })).toMatchObject({ released: 1, reversed: 0 });
    expect(await pointsOf(t, second.id)).toBe(0);
    expect(await pointsOf(t, third.id)).toBe(50);
    expect((await rowOf(third.id)).status).toBe('released');
    await expectLedgerConsistent(t);
  });
});
