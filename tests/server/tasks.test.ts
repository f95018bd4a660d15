import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API } from '../../src/domain/contract/paths.ts';
import type { Task } from '../../src/domain/contract/tasks.ts';
import { RULE_MESSAGES as R, SERVER_MESSAGES as S } from '../../src/domain/messages.pt.ts';
import { stationMessages, taskSubmissions } from '../../server/db/schema.ts';
import { registerMember } from './flows.ts';
import { createTestApp, OPS_SECRET, type TestApp } from './helpers.ts';
import { drawCall, expectLedgerConsistent, grant, newPlayer, pointsOf, type Player } from './reward-flows.ts';
import { openTestStorage, png, STORAGE_KINDS, type TestStorage, upload } from './upload-flows.ts';
import { OPS_CALLS } from '../../src/domain/contract/ops-calls/index.ts';

// The same behaviour on the local disk and on an S3-compatible bucket.
describe.each(STORAGE_KINDS)('tasks on %s', (kind) => {
  let t: TestApp;
  let store: TestStorage;

  beforeAll(async () => {
    store = await openTestStorage(kind);
    t = await createTestApp({ storage: store.storage, autoTasks: true });
  });
  afterAll(async () => {
    await t.close();
    await store.dispose();
  });

  const ops = { headers: { 'x-ops-secret': OPS_SECRET } };
  const tasksOf = async (token: string): Promise<Task[]> => (await t.post(API.taskList.path, {}, { token })).body.data;
  const byTitle = (list: Task[], title: string) => list.find((task) => task.title === title)!;
  const decide = (id: number, decision: 'approve' | 'reject', remark = '') =>
    t.post(OPS_CALLS.reviewDecide.path.replace(':queue', 'tasks'), { id, decision, remark }, ops);
  const messagesOf = (userId: number) => t.db.select().from(stationMessages).where(eq(stationMessages.userId, userId));
  const COLLECTION = 'Mostre sua coleção de prêmios';

  async function uploadIds(p: Player, count: number): Promise<number[]> {
    const files = await Promise.all(Array.from({ length: count }, (_, i) => png(`prova${i}.png`)));
    const result = await upload(t, p.token, files);
    expect(result.status).toBe(200);
    return result.body.data.items.map((item) => item.id);
  }

  describe('task list', () => {
    it('lists open tasks in three kinds with progress and the button state', async () => {
      const p = await newPlayer(t);
      const list = await tasksOf(p.token);
      expect(new Set(list.map((task) => task.kind))).toEqual(new Set(['newcomer', 'daily', 'once']));
      expect(byTitle(list, COLLECTION)).toMatchObject({ action: 'submit', done: 0, limit: 1, min_images: 3, needs_text: true });
      expect(byTitle(list, 'Faça seu primeiro giro')).toMatchObject({ automatic: true, action: 'todo' });
      expect((await t.post(API.taskList.path, {})).status).toBe(401);
    });
  });

  describe('automatic tasks', () => {
    it('complete from their events exactly once, with one credit and one message', async () => {
      const { token, userInfo, form } = await registerMember(t);
      const id = Number(userInfo.id);
      for (let i = 0; i < 2; i += 1) {
        expect((await t.post(API.completeInfo.path, { real_name: 'Maria Jogadora', birth_date: '1990-05-20' }, { token })).status).toBe(200);
      }
      await Promise.all(Array.from({ length: 3 }, () => t.post(API.bindAccount.path, { account: 'chave-pix-maria', phone_last4: String(form.phone).slice(-4) }, { token })));
      const player: Player = { token, id, username: userInfo.username };
      await grant(t, id, 'wheel', 2);
      expect((await drawCall(t, player, 'wheel')).status).toBe(200);
      expect((await drawCall(t, player, 'wheel')).status).toBe(200);

      const list = await tasksOf(token);
      for (const title of ['Complete suas informações', 'Faça seu primeiro giro', 'Vincule sua conta de recebimento']) {
        expect(byTitle(list, title)).toMatchObject({ action: 'done', done: 1 });
      }
      const rows = await t.db.select().from(taskSubmissions).where(eq(taskSubmissions.userId, id));
      expect(rows).toHaveLength(3);
      expect(rows.every((row) => row.automatic && row.status === 'approved' && row.ledgerEntryId !== null)).toBe(true);
      const completed = (await messagesOf(id)).filter((m) => m.title === S.taskCompletedTitle);
      expect(completed).toHaveLength(3);
      const history = await t.post(API.pointsHistory.path, { source: 'other' }, { token });
      expect(history.body.data.list.map((e: { amount: number }) => e.amount).sort()).toEqual([20, 30, 50]);
      await expectLedgerConsistent(t);
    });

    it('cannot be submitted by hand', async () => {
      const p = await newPlayer(t);
      const auto = byTitle(await tasksOf(p.token), 'Faça seu primeiro giro');
      const result = await t.post(API.taskSubmit.path, { task_id: auto.id }, { token: p.token });
      expect(result.status).toBe(400);
      expect(result.body.msg).toBe(S.taskAutomatic);
    });
  });

  describe('submitted tasks', () => {
    it('3 images → rejected with a reason → resubmitted → approved → points under other', async () => {
      const p = await newPlayer(t);
      const start = await pointsOf(t, p.id);
      const task = byTitle(await tasksOf(p.token), COLLECTION);
      const send = async (text: string, images: number[]) => t.post(API.taskSubmit.path, { task_id: task.id, text, images }, { token: p.token });

      const tooFew = await send('Meu favorito foi o fone', await uploadIds(p, 2));
      expect(tooFew.status).toBe(400);
      expect(tooFew.body.msg).toBe(R.taskImagesRequired.replace('{{min}}', '3'));
      expect((await send('', await uploadIds(p, 3))).body.msg).toBe(R.taskTextRequired);

      const first = await send('Meu favorito foi o fone', await uploadIds(p, 3));
      expect(first.status).toBe(200);
      expect(first.body.data.images).toHaveLength(3);
      expect(byTitle(await tasksOf(p.token), COLLECTION).action).toBe('review');
      expect((await send('de novo', await uploadIds(p, 3))).body.msg).toBe(S.taskAlreadyInReview);

      const queued = await t.get(OPS_CALLS.reviewList.path.replace(':queue', 'tasks'), ops);
      const item = queued.body.data.find((i: { id: number }) => i.id === first.body.data.id);
      expect(item).toMatchObject({ status: 'review', text: 'Meu favorito foi o fone', member: { id: String(p.id), username: p.username } });
      expect(item.images).toHaveLength(3);

      expect((await decide(first.body.data.id, 'reject', 'Prints ilegíveis')).status).toBe(200);
      const afterReject = byTitle(await tasksOf(p.token), COLLECTION);
      expect(afterReject).toMatchObject({ action: 'retry', last_submission: { status: 'rejected', remark: 'Prints ilegíveis' } });
      expect((await messagesOf(p.id)).some((m) => m.title === S.taskRejectedTitle && m.body.includes('Prints ilegíveis'))).toBe(true);

      const second = await send('Agora com prints nítidos', await uploadIds(p, 3));
      expect(second.status).toBe(200);
      const approvals = await Promise.all(Array.from({ length: 10 }, () => decide(second.body.data.id, 'approve', 'Boa!')));
      expect(approvals.every((r) => r.status < 500)).toBe(true);
      expect(approvals.filter((r) => r.status === 200)).toHaveLength(1);
      expect(await pointsOf(t, p.id)).toBe(start + 100);
      expect(byTitle(await tasksOf(p.token), COLLECTION)).toMatchObject({ action: 'done', done: 1 });
      expect((await send('terceira vez', await uploadIds(p, 3))).body.msg).toBe(S.taskLimitReached);

      const history = await t.post(API.pointsHistory.path, { source: 'other' }, { token: p.token });
      expect(history.body.data.list[0]).toMatchObject({ amount: 100, source: 'other' });
      expect(history.body.data.list[0].reason).toContain(COLLECTION);
      const rejected = await t.post(API.taskRecords.path, { status: 'rejected' }, { token: p.token });
      expect(rejected.body.data.list.map((r: { id: number }) => r.id)).toEqual([first.body.data.id]);
      const detail = await t.post(API.taskRecordDetail.path, { id: second.body.data.id }, { token: p.token });
      expect(detail.body.data).toMatchObject({ status: 'approved', remark: 'Boa!', points: 100, text: 'Agora com prints nítidos' });
      expect(detail.body.data.images[0].url).toMatch(/^\/api\/uploads\//);
      const proof = await t.app.inject({ method: 'GET', url: detail.body.data.images[0].url });
      expect(proof.statusCode).toBe(200);
      expect(proof.headers['content-type']).toBe('image/png');
      await expectLedgerConsistent(t);
    });

    it('refuses member B the submission of member A, and A’s images to B', async () => {
      const a = await newPlayer(t);
      const b = await newPlayer(t);
      const task = byTitle(await tasksOf(a.token), COLLECTION);
      const ids = await uploadIds(a, 3);
      const stolen = await t.post(API.taskSubmit.path, { task_id: task.id, text: 'meu', images: ids }, { token: b.token });
      expect(stolen.status).toBe(400);
      expect(stolen.body.msg).toBe(S.uploadNotYours);
      const sent = await t.post(API.taskSubmit.path, { task_id: task.id, text: 'meu', images: ids }, { token: a.token });
      const peek = await t.post(API.taskRecordDetail.path, { id: sent.body.data.id }, { token: b.token });
      expect(peek.status).toBe(400);
      expect(peek.body.msg).toBe(S.recordNotFound);
      const unknown = await t.post(API.taskRecordDetail.path, { id: 999_999 }, { token: b.token });
      expect(unknown.body.msg).toBe(S.recordNotFound);
    });

    it('counts a daily task per reward day', async () => {
      const p = await newPlayer(t);
      const daily = byTitle(await tasksOf(p.token), 'Conte como foi seu dia de prêmios');
      const sent = await t.post(API.taskSubmit.path, { task_id: daily.id, text: 'Ganhei 50 pontos' }, { token: p.token });
      await decide(sent.body.data.id, 'approve');
      expect(byTitle(await tasksOf(p.token), daily.title).action).toBe('done');
      t.clock.advance(24 * 60 * 60);
      expect(byTitle(await tasksOf(p.token), daily.title)).toMatchObject({ action: 'submit', done: 0 });
    });
  });
});
