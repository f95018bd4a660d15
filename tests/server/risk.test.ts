/**
 * The economy's defence, from outside: a farm of accounts on one device and one Pix key is held
 * and linked; an honest crowd behind one address is not; holds lose nothing; rules and lists are
 * refused with reasons when malformed. Races run on PostgreSQL too (TEST_DATABASE_URL).
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../src/domain/contract/paths.ts';
import { OPS_CALLS } from '../../src/domain/contract/ops-calls/index.ts';
import { SERVER_MESSAGES as S } from '../../src/domain/messages.pt.ts';
import { RISK_MESSAGES as R } from '../../src/domain/risk.pt.ts';
import { riskHolds, users, withdrawals } from '../../server/db/schema.ts';
import { expireHolds } from '../../server/services/risk-holds.ts';
import { completeProfile, registerMember } from './flows.ts';
import { createTestApp, OPS_SECRET, type TestApp } from './helpers.ts';
import { creditByOperator, PASSWORD, requestKey } from './wallet-flows.ts';
import { drawCall, expectLedgerConsistent, grant } from './reward-flows.ts';
import { releasePendingPoints } from '../../server/services/pending-points.ts';

let t: TestApp;
const ops = { headers: { 'x-ops-secret': OPS_SECRET } };
let devices = 0;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function deviceToken(deviceId = `device-risk-${(devices += 1)}-${Date.now()}`): Promise<string> {
  return (await t.post(API.deviceToken.path, { device_id: deviceId })).body.data.token;
}

interface Member { token: string; id: number; phone: string }

/** A member registered on `device` (a visitor token), profile complete, withdrawal password and `account` set, with `points`. */
async function member(opts: { device?: string; account: string; points?: number; parent?: string }): Promise<Member> {
  const { token, userInfo, form } = await registerMember(t, opts.parent ? { parent_id: opts.parent } : {}, opts.device ?? (await deviceToken()));
  const m = { token, id: Number(userInfo.id), phone: String(form.phone) };
  await completeProfile(t, token);
  await t.post(API.setWithdrawalPassword.path, { password: PASSWORD, confirm_password: PASSWORD }, { token });
  const bound = await t.post(API.bindAccount.path, { account: opts.account, phone_last4: m.phone.slice(-4) }, { token });
  expect(bound.status).toBe(200);
  if (opts.points) await creditByOperator(t, m.id, opts.points);
  return m;
}

const withdraw = (m: Member) => t.post(API.withdraw.path, { type_id: 1, amount: 10, password: PASSWORD, request_key: requestKey() }, { token: m.token });
const codeOf = async (m: Member): Promise<string> => (await t.post(API.inviteInfo.path, {}, { token: m.token })).body.data.code;


describe('a farm: eleven accounts on one device and one Pix key', () => {
  it('holds every withdrawal with reasons naming the device and the key, links the group, and a reviewer decides without losing a point', async () => {
    const device = await deviceToken('farm-phone-0001');
    const pix = '123.456.789-09';
    const a = await member({ device, account: pix });
    const code = await codeOf(a);
    const farm: Member[] = [];
    for (let i = 0; i < 10; i += 1) farm.push(await member({ device, account: pix, points: 1_000, parent: code }));

    const asked = await Promise.all(farm.map(withdraw));
    for (const res of asked) expect(res.body.data).toMatchObject({ status: 'review', status_text: 'Em análise' });
    await expectLedgerConsistent(t);

    const holds = (await t.get(OPS_CALLS.riskHolds.path, { ...ops, query: 'status=open' })).body.data as { id: number; member_id: string; reasons: { code: string; reason: string }[] }[];
    const farmHolds = holds.filter((h) => farm.some((m) => String(m.id) === h.member_id));
    expect(farmHolds).toHaveLength(10);
    for (const hold of farmHolds) {
      const codes = hold.reasons.map((r) => r.code);
      expect(codes).toEqual(expect.arrayContaining(['pix-compartilhado', 'aparelho-compartilhado', 'contas-ligadas']));
      const linked = hold.reasons.find((r) => r.code === 'contas-ligadas')!.reason;
      expect(linked).toMatch(/^10 contas ligadas: /);
      expect(linked).toContain('aparelho (10 contas)');
      expect(linked).toContain('chave Pix (10 contas)');
    }

    const group = (await t.get(OPS_CALLS.riskMember.path.replace(':id', String(a.id)), ops)).body.data;
    expect(group.linked).toBe(10);
    expect(group.accounts).toHaveLength(11);

    // The withdrawal queue shows the link on every item; a held one, its reasons.
    const queue = (await t.get(OPS_CALLS.reviewList.path.replace(':queue', 'withdrawals'), { ...ops, query: 'status=review' })).body.data as Record<string, unknown>[];
    const item = queue.find((q) => q.member_id === String(farm[0]!.id))!;
    expect(item.contas_ligadas).toMatch(/^10 contas ligadas/);
    expect(item.retencao).toContain('A chave Pix ou o CPF também está em outra conta');

    const [first, ...rest] = farmHolds;
    const released = await t.post(OPS_CALLS.riskDecideHolds.path, { ids: [first!.id], decision: 'release' }, ops);
    expect(released.body.data).toEqual([{ id: first!.id, ok: true, msg: '' }]);
    const refusedAll = await t.post(OPS_CALLS.riskDecideHolds.path, { ids: rest.map((h) => h.id), decision: 'refuse', remark: '' }, ops);
    expect(refusedAll.body.data.every((r: { ok: boolean }) => r.ok)).toBe(true);
    const statuses = await t.db.select({ status: withdrawals.status, points: sql<number>`u.points` })
      .from(withdrawals).innerJoin(sql`users u`, sql`u.id = ${withdrawals.userId}`)
      .where(sql`${withdrawals.userId} in (${sql.join(farm.map((m) => sql`${m.id}`), sql`, `)})`);
    expect(statuses.filter((s) => s.status === 'progress')).toHaveLength(1);
    expect(statuses.filter((s) => s.status === 'failed')).toHaveLength(9);
    // Refused: the 1,000 points are back; released: still reserved for the payout.
    expect(statuses.filter((s) => s.status === 'failed').every((s) => Number(s.points) === 1_000)).toBe(true);
    await expectLedgerConsistent(t);
    // A's invites paid nothing spendable: its friends registered on its own device.
    const [inviter] = await t.db.select({ points: users.points }).from(users).where(eq(users.id, a.id));
    expect(inviter!.points).toBe(0);
  });
});

describe('an honest crowd behind one address', () => {
  it('200 members with their own devices and keys draw, invite each other once and withdraw: 0 held, 0 flagged, every invite paid', { timeout: 600_000 }, async () => {
    const crowd: Member[] = [];
    for (let i = 0; i < 200; i += 1) {
      // Every odd member was invited by the one before: 100 invites.
      const parent = i % 2 === 1 ? await codeOf(crowd[i - 1]!) : undefined;
      crowd.push(await member({ account: `honesto-${i}-${Date.now()}@exemplo.com.br`, points: 1_000, ...(parent ? { parent } : {}) }));
    }
    for (const m of crowd) {
      await grant(t, m.id, 'wheel', 1);
      expect((await drawCall(t, { ...m, username: '' }, 'wheel')).status).toBe(200);
    }
    t.clock.advance(25 * 3600);
    expect(await releasePendingPoints({ db: t.db, now: t.clock.now })).toEqual({ released: 100, reversed: 0, postponed: 0 });
    const asked = await Promise.all(crowd.map(withdraw));
    const held = asked.filter((res) => res.body.data?.status !== 'progress');
    expect(held.map((res) => res.body.msg)).toEqual([]);
    const flagged = await t.db.execute(sql`select count(*)::int as n from risk_scores where score > 0 and user_id in (${sql.join(crowd.map((m) => sql`${m.id}`), sql`, `)})`);
    const rows = Array.isArray(flagged) ? flagged : (flagged as { rows: { n: number }[] }).rows;
    expect(Number((rows[0] as { n: number }).n)).toBe(0);
  });
});

describe('holds lose nothing', () => {
  async function heldPair() {
    const device = await deviceToken();
    const key = `par-${Date.now()}-${devices}`;
    const one = await member({ device, account: key, points: 2_000 });
    const two = await member({ device, account: key, points: 2_000 });
    return { one, two };
  }

  it('two withdrawals of linked accounts at once: both held, each with its own hold', async () => {
    const { one, two } = await heldPair();
    const [a, b] = await Promise.all([withdraw(one), withdraw(two)]);
    expect([a.body.data.status, b.body.data.status]).toEqual(['review', 'review']);
    expect(await t.db.$count(riskHolds, sql`${riskHolds.userId} in (${one.id}, ${two.id})`)).toBe(2);
  });

  it('release and refuse of one hold at once: one wins, the other gets a Portuguese 400, the points are where the winner put them', async () => {
    const { one } = await heldPair();
    const asked = await withdraw(one);
    const [hold] = await t.db.select().from(riskHolds).where(eq(riskHolds.withdrawalId, asked.body.data.id));
    const [release, refuse] = await Promise.all([
      t.post(OPS_CALLS.riskDecideHolds.path, { ids: [hold!.id], decision: 'release' }, ops),
      t.post(OPS_CALLS.riskDecideHolds.path, { ids: [hold!.id], decision: 'refuse' }, ops),
    ]);
    const results = [release.body.data[0], refuse.body.data[0]];
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.find((r) => !r.ok).msg).toBe(R.holdDecided);
    const [row] = await t.db.select().from(withdrawals).where(eq(withdrawals.id, asked.body.data.id));
    expect(row!.status).toBe(release.body.data[0].ok ? 'progress' : 'failed');
    await expectLedgerConsistent(t);
  });

  it('a hold past its deadline is decided as its rule says', async () => {
    const { one } = await heldPair();
    const asked = await withdraw(one);
    t.clock.advance(15 * 24 * 3600);
    expect(await expireHolds({ db: t.db, now: t.clock.now })).toBeGreaterThanOrEqual(1);
    const [row] = await t.db.select().from(withdrawals).where(eq(withdrawals.id, asked.body.data.id));
    // Shared key (refuse at the deadline) wins over the device rule (release).
    expect(row!.status).toBe('failed');
    await expectLedgerConsistent(t);
  });
});

describe('marcar como suspeito', () => {
  it('flags the member and its linked accounts: their next withdrawal is held, their score at least 60', async () => {
    const device = await deviceToken();
    const one = await member({ device, account: `suspeito-a-${Date.now()}`, points: 2_000 });
    const two = await member({ device, account: `suspeito-b-${Date.now()}`, points: 2_000 });
    expect((await withdraw(two)).body.data.status).toBe('progress');
    const flagged = await t.post(OPS_CALLS.riskFlagMember.path.replace(':id', String(one.id)), {}, ops);
    expect(flagged.body.data).toEqual({ flagged: 2 });
    const asked = await withdraw(two);
    expect(asked.body.data.status).toBe('review');
    const [hold] = await t.db.select().from(riskHolds).where(eq(riskHolds.withdrawalId, asked.body.data.id));
    expect((hold!.reasons as { code: string }[]).map((r) => r.code)).toContain('marcado-suspeito');
    const members = (await t.get(OPS_CALLS.riskMembers.path, { ...ops, query: 'min_score=60' })).body.data as { member_id: string; score: number }[];
    expect(members.filter((m) => [String(one.id), String(two.id)].includes(m.member_id)).every((m) => m.score >= 60)).toBe(true);
    expect(members.filter((m) => [String(one.id), String(two.id)].includes(m.member_id))).toHaveLength(2);
  });
});

describe('pending points', () => {
  it('a reviewer releases one invite reward at once and reverses another; a second decision is refused', async () => {
    const inviter = await member({ account: `convites-${Date.now()}` });
    const code = await codeOf(inviter);
    await member({ account: `amigo-a-${Date.now()}`, parent: code });
    await member({ account: `amigo-b-${Date.now()}`, parent: code });
    const pending = (await t.get(OPS_CALLS.riskPendingPoints.path, { ...ops, query: `member_id=${inviter.id}` })).body.data as { id: number; amount: number }[];
    expect(pending).toHaveLength(2);
    const [one, two] = pending;
    expect((await t.post(OPS_CALLS.riskDecidePending.path, { ids: [one!.id], decision: 'release' }, ops)).body.data).toEqual([{ id: one!.id, ok: true, msg: '' }]);
    expect((await t.post(OPS_CALLS.riskDecidePending.path, { ids: [two!.id], decision: 'reverse', note: 'teste' }, ops)).body.data[0].ok).toBe(true);
    expect((await t.post(OPS_CALLS.riskDecidePending.path, { ids: [two!.id], decision: 'release' }, ops)).body.data).toEqual([{ id: two!.id, ok: false, msg: R.pendingDecided }]);
    const [row] = await t.db.select({ points: users.points }).from(users).where(eq(users.id, inviter.id));
    expect(row!.points).toBe(one!.amount);
    await expectLedgerConsistent(t);
  });
});

describe('rules and lists', () => {
  const rule = { code: 'teste-regra', name: 'Regra de teste', condition: 'saques_30d >= 3', outcome: 'hold', score: 10, reason: 'Muitos saques', hold_days: 3, on_expiry: 'release', enabled: false };

  it('refuses a condition that does not parse or names an unknown fact, with the reason', async () => {
    const unknown = await t.post(OPS_CALLS.riskSaveRule.path, { ...rule, condition: 'saldo_bancario > 3' }, ops);
    expect(unknown).toMatchObject({ status: 400, body: { msg: 'Condição: Fato desconhecido: "saldo_bancario"' } });
    const broken = await t.post(OPS_CALLS.riskSaveRule.path, { ...rule, condition: 'saques_30d >= e' }, ops);
    expect(broken.status).toBe(400);
    expect(broken.body.msg).toMatch(/^Condição: /);
  });

  it('saves, versions and refuses a save over a moved version', async () => {
    const saved = await t.post(OPS_CALLS.riskSaveRule.path, rule, ops);
    expect(saved.status).toBe(200);
    const edited = await t.post(OPS_CALLS.riskSaveRule.path, { ...rule, id: saved.body.data.id, version: 1, score: 20 }, ops);
    expect(edited.body.data).toMatchObject({ version: 2, score: 20 });
    const stale = await t.post(OPS_CALLS.riskSaveRule.path, { ...rule, id: saved.body.data.id, version: 1 }, ops);
    expect(stale.status).toBe(400);
  });

  it('tests a condition on the last 30 days before it is switched on', async () => {
    const res = await t.post(OPS_CALLS.riskTestRule.path, { condition: 'pix_compartilhado >= 1', outcome: 'hold' }, ops);
    expect(res.status).toBe(200);
    expect(res.body.data.matched).toBeGreaterThanOrEqual(10);
    expect(res.body.data.summary).toMatch(/^teria segurado \d+ saques, R\$ [\d.]+, de \d+ membros$/);
  });

  it('refuses list entries in the wrong form; a denied key blocks a withdrawal with nothing written', async () => {
    const badCpf = await t.post(OPS_CALLS.riskAddListEntry.path, { list: 'deny', kind: 'cpf', value: '111.111.111-12' }, ops);
    expect(badCpf.status).toBe(400);
    expect(badCpf.body.msg).toBe(R.listValueInvalid.replace('{{reason}}', 'informe um CPF ou CNPJ válido'));
    const badIp = await t.post(OPS_CALLS.riskAddListEntry.path, { list: 'deny', kind: 'ip_range', value: '300.1.1.1/8' }, ops);
    expect(badIp.status).toBe(400);
    const key = `negada-${Date.now()}`;
    const denied = await t.post(OPS_CALLS.riskAddListEntry.path, { list: 'deny', kind: 'pix', value: key }, ops);
    expect(denied.status).toBe(200);
    const again = await t.post(OPS_CALLS.riskAddListEntry.path, { list: 'deny', kind: 'pix', value: key }, ops);
    expect(again.body.msg).toBe(R.listEntryExists);
    const m = await member({ account: key, points: 1_000 });
    const res = await withdraw(m);
    expect(res).toMatchObject({ status: 400, body: { msg: S.withdrawalBlocked } });
    expect(await t.db.$count(withdrawals, eq(withdrawals.userId, m.id))).toBe(0);
  });
});
