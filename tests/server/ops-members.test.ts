/** The console's "Membros": search, a member's page, and the audited actions on a member. */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPS_TOKEN_HEADER } from '../../src/domain/contract/ops.ts';
import { OPS_CALLS } from '../../src/domain/contract/ops-calls/index.ts';
import { API } from '../../src/domain/contract/paths.ts';
import { SERVER_MESSAGES as S } from '../../src/domain/messages.pt.ts';
import { OPS_MEMBER_MESSAGES as M } from '../../src/domain/ops-members.pt.ts';
import { OPS_MESSAGES as O } from '../../src/domain/ops.pt.ts';
import { appInstalls, pointsLedger, stationMessages, visitors } from '../../server/db/schema.ts';
import { login, registerMember } from './flows.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { signedInOperator } from './ops-flows.ts';
import { drawCall, expectLedgerConsistent, grant, newPlayer, pointsOf } from './reward-flows.ts';
import { newSaver, PASSWORD, withdrawCall } from './wallet-flows.ts';

let t: TestApp;
let operator: { name: string; token: string };
beforeAll(async () => {
  t = await createTestApp();
  operator = await signedInOperator(t, 'membros');
});
afterAll(async () => {
  await t.close();
});

const asOperator = () => ({ headers: { [OPS_TOKEN_HEADER]: operator.token } });
const withId = (path: string, id: number) => path.replace(':id', String(id));
const search = (q: string) => t.get(OPS_CALLS.memberSearch.path, { ...asOperator(), query: `q=${encodeURIComponent(q)}` });
const detail = (id: number) => t.get(withId(OPS_CALLS.memberDetail.path, id), asOperator());
const setDisabled = (id: number, disabled: boolean) => t.post(withId(OPS_CALLS.memberStatus.path, id), { disabled }, asOperator());
const points = (id: number, body: Record<string, unknown>) =>
  t.post(withId(OPS_CALLS.memberPoints.path, id), { direction: 'credit', amount: 100, reason: 'Ajuste de suporte', request_id: randomUUID(), ...body }, asOperator());

async function auditOf(id: number) {
  const page = await t.get(OPS_CALLS.audit.path, { ...asOperator(), query: 'page_size=100' });
  return (page.body.data.list as Array<{ actor: string; action: string; target: string }>).filter((e) => e.target === `user:${id}`);
}

const idsOf = (result: { body: { data: { list: Array<{ id: string }> } } }) => result.body.data.list.map((m) => Number(m.id));

describe('search', () => {
  it('finds a member by part of the username or e-mail in any case, and by phone digits, newest first', async () => {
    const older = await registerMember(t);
    const member = await registerMember(t);
    const id = Number(member.userInfo.id);
    const { username, email, phone } = member.form as { username: string; email: string; phone: string };

    expect(idsOf(await search(username.slice(2).toUpperCase()))).toContain(id);
    expect(idsOf(await search(email.split('@')[0]!.toUpperCase() + '@EXEMPLO'))).toContain(id);
    expect(idsOf(await search(phone))).toEqual([id]);
    expect(idsOf(await search(phone.slice(-6)))).toContain(id);
    expect(idsOf(await search(`+55 (${phone.slice(0, 2)}) ${phone.slice(2, 7)}-${phone.slice(7)}`))).toEqual([id]);
    expect(idsOf(await search('ninguem-com-este-nome'))).toEqual([]);

    const both = idsOf(await search('membro'));
    expect(both.indexOf(id)).toBeLessThan(both.indexOf(Number(older.userInfo.id)));
    const first = await t.get(OPS_CALLS.memberSearch.path, { ...asOperator(), query: 'q=membro&page_size=1' });
    expect(first.body.data).toMatchObject({ page: 1, page_size: 1, hasMore: true });
    expect(first.body.data.list).toHaveLength(1);
  });

  it('refuses an empty search in Portuguese, naming the field', async () => {
    expect(await search('  ')).toMatchObject({ status: 400, body: { msg: M.searchRequired } });
  });
});

describe("a member's page", () => {
  it('shows the profile, balance, ledger, draws, withdrawals, invites, sessions and devices', async () => {
    const saver = await newSaver(t, 5_000);
    expect((await withdrawCall(t, saver)).status).toBe(200);
    await grant(t, saver.id, 'wheel', 1);
    expect((await drawCall(t, { token: saver.token, id: saver.id, username: '' }, 'wheel')).status).toBe(200);
    const code = (await t.post(API.inviteInfo.path, {}, { token: saver.token })).body.data.code;
    const friend = await registerMember(t, { parent_id: code });
    const [visitor] = await t.db.insert(visitors).values({ deviceId: `membros-${randomUUID()}` }).returning();
    const now = t.clock.now();
    await t.db.insert(appInstalls).values({ visitorId: visitor!.id, userId: saver.id, channel: 'instagram', isPwa: 2, firstSeenAt: now, lastSeenAt: now });

    const page = await detail(saver.id);
    expect(page.status).toBe(200);
    const data = page.body.data;
    expect(data.profile).toMatchObject({ phone: saver.phone, real_name: 'Maria Participante', birth_date: '1990-05-20', disabled: false });
    expect(data.summary).toMatchObject({ id: String(saver.id), points: await pointsOf(t, saver.id) });
    expect(data.withdrawals).toEqual([expect.objectContaining({ status: 'progress', points: 1_000 })]);
    expect(data.draws).toHaveLength(1);
    expect(data.draws[0]).toHaveProperty('prize_label');
    expect(data.invites).toEqual({ count: 1, latest: [expect.objectContaining({ id: friend.userInfo.id, username: friend.form.username })] });
    expect(data.sessions.length).toBeGreaterThanOrEqual(1);
    expect(data.devices).toEqual([expect.objectContaining({ channel: 'instagram', installed: true })]);
    expect(data.withdrawal_lock).toEqual({ has_password: true, failed_tries: 0, lock_level: 0, locked_until: null });

    const ledger = await t.get(withId(OPS_CALLS.memberLedger.path, saver.id), { ...asOperator(), query: 'page_size=50' });
    const entries = ledger.body.data.list as Array<{ amount: number; source: string; balance_after: number }>;
    expect(entries[0]!.balance_after).toBe(await pointsOf(t, saver.id));
    expect(entries.at(-1)).toMatchObject({ amount: 5_000, source: 'other' });
  });

  it('answers an unknown member in Portuguese', async () => {
    expect(await detail(999_999_999)).toMatchObject({ status: 400, body: { msg: S.accountNotFound } });
  });
});

describe('disable and enable', () => {
  it('ends the sessions at once (also the cached ones), refuses the login, and enable lets the member in again', async () => {
    const player = await newPlayer(t);
    await grant(t, player.id, 'wheel', 3);
    // The draw reads the member from the short session cache: this call puts the session there.
    expect((await drawCall(t, player, 'wheel')).status).toBe(200);

    expect((await setDisabled(player.id, true)).status).toBe(200);
    expect((await drawCall(t, player, 'wheel')).status).toBe(402);
    expect((await t.post(API.userInfo.path, {}, { token: player.token })).status).toBe(402);
    expect(await login(t, player.username, 'Senha2026')).toMatchObject({ status: 402, body: { msg: S.accountDisabled } });
    expect((await detail(player.id)).body.data).toMatchObject({ profile: { disabled: true }, sessions: [] });

    expect((await setDisabled(player.id, false)).status).toBe(200);
    const again = await login(t, player.username, 'Senha2026');
    expect(again.status).toBe(200);
    expect((await drawCall(t, { ...player, token: again.body.data.token }, 'wheel')).status).toBe(200);
    expect((await auditOf(player.id)).map((e) => [e.actor, e.action])).toEqual([[operator.name, 'member.enable'], [operator.name, 'member.disable']]);
  });
});

describe('points by hand', () => {
  it('credits once per request id, tells the member why, and debits; the ledger stays equal to the balance', async () => {
    const member = await registerMember(t);
    const id = Number(member.userInfo.id);
    const request_id = randomUUID();
    const [a, b] = await Promise.all([points(id, { amount: 300, request_id }), points(id, { amount: 300, request_id })]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect([a.body.data.applied, b.body.data.applied].sort()).toEqual([false, true]);
    expect(await t.db.$count(pointsLedger, eq(pointsLedger.userId, id))).toBe(1);
    expect(await pointsOf(t, id)).toBe(300);
    const [message] = await t.db.select().from(stationMessages).where(eq(stationMessages.userId, id));
    expect(message).toMatchObject({ title: M.creditTitle });
    expect(message!.body).toContain('Ajuste de suporte');

    const debit = await points(id, { direction: 'debit', amount: 120, reason: 'Correção de crédito' });
    expect(debit.body.data).toMatchObject({ applied: true, balance: 180 });
    expect(await points(id, { direction: 'debit', amount: 181 })).toMatchObject({ status: 400, body: { msg: S.insufficientPoints } });
    expect(await pointsOf(t, id)).toBe(180);
    await expectLedgerConsistent(t);

    const entries = (await t.get(withId(OPS_CALLS.memberLedger.path, id), asOperator())).body.data.list;
    expect(entries.map((e: { amount: number; reason: string }) => [e.amount, e.reason])).toEqual([[-120, 'Correção de crédito'], [300, 'Ajuste de suporte']]);
    expect((await auditOf(id)).map((e) => [e.actor, e.action])).toEqual([[operator.name, 'points.debit'], [operator.name, 'points.credit']]);
  });

  it('refuses a short reason, a bad amount or a missing request id in Portuguese, writing nothing', async () => {
    const member = await registerMember(t);
    const id = Number(member.userInfo.id);
    expect(await points(id, { reason: 'ok' })).toMatchObject({ status: 400, body: { msg: M.reasonInvalid } });
    expect(await points(id, { amount: 0 })).toMatchObject({ status: 400, body: { msg: M.amountInvalid } });
    expect(await points(id, { request_id: 'abc' })).toMatchObject({ status: 400, body: { msg: M.requestIdInvalid } });
    expect(await pointsOf(t, id)).toBe(0);
    expect(await auditOf(id)).toEqual([]);
  });
});

describe('withdrawal password lock', () => {
  it('clears the lock so the member may withdraw again, audited', async () => {
    const saver = await newSaver(t, 5_000);
    for (let i = 0; i < 5; i += 1) await withdrawCall(t, saver, { password: '000000' });
    expect((await withdrawCall(t, saver)).status).toBe(400);
    expect((await detail(saver.id)).body.data.withdrawal_lock).toMatchObject({ lock_level: 1, locked_until: expect.any(String) });

    const cleared = await t.post(withId(OPS_CALLS.memberClearLock.path, saver.id), {}, asOperator());
    expect(cleared.body.data).toEqual({ has_password: true, failed_tries: 0, lock_level: 0, locked_until: null });
    expect((await withdrawCall(t, saver, { password: PASSWORD })).status).toBe(200);
    expect((await auditOf(saver.id)).map((e) => [e.actor, e.action])).toContainEqual([operator.name, 'member.withdrawal-lock.clear']);
  });
});

describe('who may call', () => {
  it('refuses a member token and no credentials', async () => {
    const member = await registerMember(t);
    const id = Number(member.userInfo.id);
    // A member token is never an operator credential, in either header.
    expect(await t.post(withId(OPS_CALLS.memberStatus.path, id), { disabled: true }, { headers: { [OPS_TOKEN_HEADER]: member.token } }))
      .toMatchObject({ status: 401, body: { msg: O.sessionInvalid } });
    expect((await t.post(withId(OPS_CALLS.memberStatus.path, id), { disabled: true }, { token: member.token })).status).toBe(403);
    expect((await t.get(OPS_CALLS.memberSearch.path, { query: 'q=membro' })).status).toBe(403);
    expect((await detail(id)).body.data.profile.disabled).toBe(false);
  });
});
