/** The operator console's server side: operators, their sessions, the audit, bulk decisions, feedback replies. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPS_TOKEN_HEADER } from '../../src/domain/contract/ops.ts';
import { OPS_CALLS } from '../../src/domain/contract/ops-calls/index.ts';
import { API } from '../../src/domain/contract/paths.ts';
import { SERVER_MESSAGES as S } from '../../src/domain/messages.pt.ts';
import { OPS_MESSAGES as O } from '../../src/domain/ops.pt.ts';
import { feedback, stationMessages, withdrawals } from '../../server/db/schema.ts';
import { createTestApp, OPS_SECRET, type TestApp } from './helpers.ts';
import { newPlayer } from './reward-flows.ts';
import { png, tempStorage, upload } from './upload-flows.ts';
import { newSaver, withdrawCall } from './wallet-flows.ts';

let t: TestApp;
let disk: ReturnType<typeof tempStorage>;
beforeAll(async () => {
  disk = tempStorage();
  t = await createTestApp({ storage: disk.storage, rateLimits: { signIn: { max: 1000, timeWindow: 60_000 } } });
});
afterAll(async () => {
  await t.close();
  disk.dispose();
});

const secret = { headers: { 'x-ops-secret': OPS_SECRET } };
const asToken = (token: string) => ({ headers: { [OPS_TOKEN_HEADER]: token } });
const queuePath = (template: string, queue = 'withdrawals') => template.replace(':queue', queue);
let counter = 0;

async function newOperator(name = `op${Date.now().toString(36)}${(counter += 1)}`, password = 'senha-forte-123') {
  const added = await t.post(OPS_CALLS.addOperator.path, { name, password }, secret);
  expect(added.status).toBe(200);
  const signedIn = await t.post(OPS_CALLS.signIn.path, { name, password });
  expect(signedIn.status).toBe(200);
  return { name, password, token: signedIn.body.data.token as string };
}

async function pendingWithdrawal() {
  const saver = await newSaver(t, 5_000);
  const made = await withdrawCall(t, saver);
  expect(made.status).toBe(200);
  return { saver, id: made.body.data.id as number };
}

describe('operator accounts and sessions', () => {
  it('signs in with the right password only, in Portuguese, and signs out', async () => {
    const op = await newOperator();
    expect((await t.get(OPS_CALLS.whoAmI.path, asToken(op.token))).body.data).toEqual({ name: op.name, role: 'admin', totp_enabled: false, totp_required: false });
    const wrong = await t.post(OPS_CALLS.signIn.path, { name: op.name, password: 'senha-errada-0' });
    expect(wrong).toMatchObject({ status: 400, body: { msg: O.signInWrong } });
    const unknown = await t.post(OPS_CALLS.signIn.path, { name: 'ninguem', password: 'senha-errada-0' });
    expect(unknown).toMatchObject({ status: 400, body: { msg: O.signInWrong } });
    expect((await t.post(OPS_CALLS.signOut.path, {}, asToken(op.token))).status).toBe(200);
    expect(await t.get(OPS_CALLS.whoAmI.path, asToken(op.token))).toMatchObject({ status: 401, body: { msg: O.sessionInvalid } });
  });

  it('only the secret adds operators, and a name is taken once (any case)', async () => {
    const op = await newOperator();
    expect((await t.post(OPS_CALLS.addOperator.path, { name: 'outro', password: 'senha-forte-123' }, asToken(op.token))).status).toBe(403);
    const again = await t.post(OPS_CALLS.addOperator.path, { name: op.name.toUpperCase(), password: 'senha-forte-123' }, secret);
    expect(again).toMatchObject({ status: 400, body: { msg: O.operatorExists } });
    expect((await t.post(OPS_CALLS.addOperator.path, { name: 'curta', password: 'curta' }, secret)).status).toBe(400);
  });

  it('locks an account after 5 wrong passwords, even with the right one', async () => {
    const op = await newOperator();
    for (let i = 0; i < 5; i += 1) expect((await t.post(OPS_CALLS.signIn.path, { name: op.name, password: 'errada-errada' })).status).toBe(400);
    const locked = await t.post(OPS_CALLS.signIn.path, { name: op.name, password: op.password });
    expect(locked.status).toBe(429);
    expect(locked.body.msg).toMatch(/Muitas senhas erradas/);
    t.clock.advance(16 * 60);
    expect((await t.post(OPS_CALLS.signIn.path, { name: op.name, password: op.password })).status).toBe(200);
  });

  it('limits sign-in tries per IP', async () => {
    const limited = await createTestApp({ database: t.database, seed: false, rateLimits: { signIn: { max: 3, timeWindow: 60_000 } } });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await limited.post(OPS_CALLS.signIn.path, { name: `x${i}`, password: 'errada-errada' })).status);
    expect(statuses).toEqual([400, 400, 400, 429, 429]);
    const last = await limited.post(OPS_CALLS.signIn.path, { name: 'x', password: 'errada-errada' });
    expect(last.body.msg).toBe(S.tooManyRequests);
    await limited.close();
  });

  it('operator sessions expire', async () => {
    const op = await newOperator();
    const later = await createTestApp({ database: t.database, seed: false });
    later.clock.advance(13 * 3600);
    expect((await later.get(OPS_CALLS.reviewIndex.path, asToken(op.token))).status).toBe(401);
    await later.close();
  });
});

describe('who may call /api/ops', () => {
  it('refuses member and visitor tokens, accepts an operator token and the secret', async () => {
    const member = await newPlayer(t);
    const visitor = await t.post(API.deviceToken.path, { device_id: 'ops-test-device' });
    const visitorToken = visitor.body.data.token as string;
    const op = await newOperator();
    const paths = [OPS_CALLS.reviewIndex.path, OPS_CALLS.outbox.path, queuePath(OPS_CALLS.reviewList.path), OPS_CALLS.audit.path, OPS_CALLS.feedbackList.path];
    for (const path of paths) {
      expect(await t.get(path, { token: member.token })).toMatchObject({ status: 403, body: { msg: S.forbidden } });
      expect(await t.get(path, { token: visitorToken })).toMatchObject({ status: 403, body: { msg: S.forbidden } });
      // A member token presented as an operator token is just an unknown operator session.
      expect(await t.get(path, asToken(member.token))).toMatchObject({ status: 401, body: { msg: O.sessionInvalid } });
      expect((await t.get(path, asToken(op.token))).status).toBe(200);
      expect((await t.get(path, secret)).status).toBe(200);
    }
    // …and an operator token is no member token.
    expect((await t.post(API.stationMessages.path, { page: 1, page_size: 10 }, { token: op.token })).status).toBe(401);
  });
});

describe('review console', () => {
  it('indexes every queue with labels, statuses and its waiting count', async () => {
    const { id } = await pendingWithdrawal();
    const index = await t.get(OPS_CALLS.reviewIndex.path, secret);
    const withdrawalsQueue = index.body.data.find((q: { name: string }) => q.name === 'withdrawals');
    expect(withdrawalsQueue).toMatchObject({ label: 'Saques', statuses: expect.arrayContaining([{ value: 'progress', label: 'Aguardando' }]) });
    expect(withdrawalsQueue.waiting).toBeGreaterThanOrEqual(1);
    expect(index.body.data.map((q: { name: string }) => q.name)).toContain('prize-claims');
    const listed = await t.get(queuePath(OPS_CALLS.reviewList.path), secret);
    const item = listed.body.data.find((entry: { id: number }) => entry.id === id);
    expect(item).toMatchObject({ id, status: 'progress', member: { username: expect.any(String), nickname: expect.any(String) } });
    expect(typeof item.created_at).toBe('string');
  });

  it('records who decided: the operator by name, the secret as cli', async () => {
    const op = await newOperator();
    const first = await pendingWithdrawal();
    const second = await pendingWithdrawal();
    const byOperator = await t.post(queuePath(OPS_CALLS.reviewDecide.path), { id: first.id, decision: 'approve', remark: 'ok' }, asToken(op.token));
    expect(byOperator.status).toBe(200);
    const byCli = await t.post(queuePath(OPS_CALLS.reviewDecide.path), { id: second.id, decision: 'reject', remark: 'conta errada' }, secret);
    expect(byCli.status).toBe(200);
    const audit = await t.get(OPS_CALLS.audit.path, { ...secret, query: 'page=1&page_size=50' });
    const entries = audit.body.data.list as Array<{ actor: string; action: string; target: string; created_at: string }>;
    expect(entries.find((e) => e.target === `withdrawals:${first.id}`)).toMatchObject({ actor: op.name, action: 'review.approve' });
    expect(entries.find((e) => e.target === `withdrawals:${second.id}`)).toMatchObject({ actor: 'cli', action: 'review.reject' });
    const broadcast = await t.post(OPS_CALLS.broadcastMessage.path, { title: 'Aviso', body: 'Manutenção hoje' }, asToken(op.token));
    const afterBroadcast = await t.get(OPS_CALLS.audit.path, { ...secret, query: 'page=1&page_size=1' });
    expect(afterBroadcast.body.data).toMatchObject({ page: 1, page_size: 1, hasMore: true });
    expect(afterBroadcast.body.data.list[0]).toMatchObject({ actor: op.name, action: 'message.broadcast', target: `message:${broadcast.body.data.id}` });
  });

  it('decides many ids, each on its own, answering per id', async () => {
    const op = await newOperator();
    const a = await pendingWithdrawal();
    const b = await pendingWithdrawal();
    await t.post(queuePath(OPS_CALLS.reviewDecide.path), { id: a.id, decision: 'approve' }, secret);
    const many = await t.post(queuePath(OPS_CALLS.reviewDecideMany.path), { ids: [a.id, b.id, 999_999], approve: false, remark: 'dados incompletos' }, asToken(op.token));
    expect(many.status).toBe(200);
    expect(many.body.data).toEqual([
      { id: a.id, ok: false, msg: S.withdrawalNotInProgress },
      expect.objectContaining({ id: b.id, ok: true, item: expect.objectContaining({ status: 'failed', remark: 'dados incompletos' }) }),
      { id: 999_999, ok: false, msg: S.recordNotFound },
    ]);
    const noRemark = await t.post(queuePath(OPS_CALLS.reviewDecideMany.path), { ids: [b.id], approve: false }, asToken(op.token));
    expect(noRemark).toMatchObject({ status: 400, body: { msg: O.remarkRequired } });
    const unknownQueue = await t.post(queuePath(OPS_CALLS.reviewDecideMany.path, 'constructor'), { ids: [1], approve: true }, secret);
    expect(unknownQueue.status).toBe(404);
  });

  it('20 parallel approvals of one withdrawal make one decision and no 5xx', async () => {
    const op = await newOperator();
    const { id, saver } = await pendingWithdrawal();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 === 0
          ? t.post(queuePath(OPS_CALLS.reviewDecide.path), { id, decision: 'approve', remark: 'pago' }, asToken(op.token))
          : t.post(queuePath(OPS_CALLS.reviewDecideMany.path), { ids: [id], approve: true, remark: 'pago' }, asToken(op.token)),
      ),
    );
    expect(answers.every((a) => a.status < 500)).toBe(true);
    const decidedOnce = answers.filter((a, i) => (i % 2 === 0 ? a.status === 200 : a.body.data?.[0]?.ok === true));
    expect(decidedOnce).toHaveLength(1);
    const [row] = await t.db.select().from(withdrawals).where(eq(withdrawals.id, id));
    expect(row?.status).toBe('success');
    const messages = await t.db.select().from(stationMessages).where(eq(stationMessages.userId, saver.id));
    expect(messages.filter((m) => m.title === S.withdrawalApprovedTitle)).toHaveLength(1);
    const audit = await t.get(OPS_CALLS.audit.path, { ...secret, query: 'page_size=100' });
    expect(audit.body.data.list.filter((e: { target: string }) => e.target === `withdrawals:${id}`)).toHaveLength(1);
  });
});

describe('member summary', () => {
  it('shows balance, account age and withdrawals per status', async () => {
    const { saver, id } = await pendingWithdrawal();
    await t.post(queuePath(OPS_CALLS.reviewDecide.path), { id, decision: 'approve' }, secret);
    await withdrawCall(t, saver);
    const summary = await t.get(OPS_CALLS.memberSummary.path.replace(':id', String(saver.id)), secret);
    expect(summary.status).toBe(200);
    expect(summary.body.data).toMatchObject({
      id: String(saver.id), points: 5_000 - 2 * 1_000, disabled: false,
      withdrawals: { success: { count: 1, points: 1_000 }, progress: { count: 1, points: 1_000 }, failed: { count: 0, points: 0 } },
      feedback: 0,
    });
    expect((await t.get(OPS_CALLS.memberSummary.path.replace(':id', '999999'), secret)).body.msg).toBe(S.accountNotFound);
    expect((await t.get(OPS_CALLS.memberSummary.path.replace(':id', String(saver.id)), { token: saver.token })).status).toBe(403);
  });
});

describe('feedback replies', () => {
  it('reply once, as a station message to the member, even when two operators reply together', async () => {
    const member = await newPlayer(t);
    const uploaded = await upload(t, member.token, [await png('tela.png')]);
    const sent = await t.post(API.submitFeedback.path, { email: 'a@exemplo.com', content: 'A roleta travou', images: [uploaded.body.data.items[0]!.id] }, { token: member.token });
    const feedbackId = sent.body.data.id as number;
    const [ana, bia] = [await newOperator(), await newOperator()];
    const listed = await t.get(OPS_CALLS.feedbackList.path, asToken(ana.token));
    expect(listed.body.data.find((f: { id: number }) => f.id === feedbackId)).toMatchObject({ member: { username: member.username }, images: [expect.any(Object)] });

    const path = OPS_CALLS.feedbackReply.path.replace(':id', String(feedbackId));
    const replies = await Promise.all([
      t.post(path, { text: 'Corrigimos, obrigado!' }, asToken(ana.token)),
      t.post(path, { text: 'Já resolvido.' }, asToken(bia.token)),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(replies.find((r) => r.status === 400)?.body.msg).toBe(O.feedbackAlreadyReplied);
    const [row] = await t.db.select().from(feedback).where(eq(feedback.id, feedbackId));
    expect(row?.status).toBe('replied');
    const inbox = await t.post(API.stationMessages.path, { page: 1, page_size: 10 }, { token: member.token });
    const answers = inbox.body.data.list.filter((m: { title: string }) => m.title === O.feedbackReplyTitle);
    expect(answers).toHaveLength(1);
    expect(answers[0].body).toMatch(/A roleta travou/);
    expect((await t.post(OPS_CALLS.feedbackReply.path.replace(':id', '999999'), { text: 'x' }, secret)).body.msg).toBe(O.feedbackNotFound);
    expect((await t.post(path, { text: '' }, secret)).status).toBe(400);
  });
});
