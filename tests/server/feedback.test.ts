import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API } from '../../src/domain/contract/paths.ts';
import { RULE_MESSAGES as R, SERVER_MESSAGES as S } from '../../src/domain/messages.pt.ts';
import { feedback, feedbackImages, uploads } from '../../server/db/schema.ts';
import { createTestApp, OPS_SECRET, type TestApp } from './helpers.ts';
import { newPlayer, type Player } from './reward-flows.ts';
import { openTestStorage, png, STORAGE_KINDS, type TestStorage, upload } from './upload-flows.ts';
import { OPS_CALLS } from '../../src/domain/contract/ops-calls/index.ts';

// The same behaviour on the local disk and on an S3-compatible bucket.
describe.each(STORAGE_KINDS)('feedback on %s', (kind) => {
  let t: TestApp;
  let store: TestStorage;

  beforeAll(async () => {
    store = await openTestStorage(kind);
    t = await createTestApp({ storage: store.storage, dailyLimits: { feedback: 3 } });
  });
  afterAll(async () => {
    await t.close();
    await store.dispose();
  });

  async function uploadIds(player: Player, count: number): Promise<number[]> {
    const files = await Promise.all(Array.from({ length: count }, (_, i) => png(`img${i}.png`)));
    const result = await upload(t, player.token, files);
    expect(result.status).toBe(200);
    return result.body.data.items.map((item) => item.id);
  }

  const feedbackOf = (player: Player) => t.db.select().from(feedback).where(eq(feedback.userId, player.id));
  const referenced = async (ids: number[]) =>
    (await t.db.select().from(uploads)).filter((row) => ids.includes(row.id) && row.referencedAt !== null).length;

  const send = (player: Player, body: Record<string, unknown>) => t.post(API.submitFeedback.path, body, { token: player.token });

  describe('POST /api/message/submitFeedback', () => {
    it('stores feedback with its images, marks them referenced and shows them to operators', async () => {
      const p = await newPlayer(t);
      const ids = await uploadIds(p, 9);
      const result = await send(p, { email: ' maria@exemplo.com.br ', content: '  O app travou na roleta.  ', images: ids });
      expect(result.status).toBe(200);
      expect(result.body.data).toMatchObject({ status: 'new' });
      const [row] = await feedbackOf(p);
      expect(row).toMatchObject({ email: 'maria@exemplo.com.br', content: 'O app travou na roleta.', status: 'new' });
      const linked = await t.db.select().from(feedbackImages).where(eq(feedbackImages.feedbackId, row!.id));
      expect(linked.sort((a, b) => a.position - b.position).map((link) => link.uploadId)).toEqual(ids);
      expect(await referenced(ids)).toBe(9);

      const listed = await t.get(OPS_CALLS.feedbackList.path, { headers: { 'x-ops-secret': OPS_SECRET } });
      expect(listed.status).toBe(200);
      const item = listed.body.data.find((entry: { id: number }) => entry.id === row!.id);
      expect(item).toMatchObject({ user_id: p.id, username: p.username, email: 'maria@exemplo.com.br', status: 'new' });
      expect(item.images).toHaveLength(9);
      const served = await t.app.inject({ method: 'GET', url: item.images[0].thumb_url });
      expect(served.statusCode).toBe(200);
      expect((await t.get(OPS_CALLS.feedbackList.path)).status).toBe(403);
    });

    it('takes feedback without images', async () => {
      const p = await newPlayer(t);
      expect((await send(p, { email: 'a@exemplo.com', content: 'Sugestão: modo escuro' })).status).toBe(200);
      expect(await feedbackOf(p)).toHaveLength(1);
    });

    it('refuses bad input with a Portuguese 400 and stores nothing', async () => {
      const p = await newPlayer(t);
      const ids = await uploadIds(p, 9);
      const extra = await uploadIds(p, 1);
      const valid = { email: 'joao@exemplo.com', content: 'Texto', images: ids.slice(0, 2) };
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ ...valid, email: 'joao@' }, R.emailFormat],
        [{ ...valid, email: '' }, R.emailFormat],
        [{ ...valid, email: undefined }, R.emailFormat],
        [{ ...valid, content: '   ' }, R.feedbackRequired],
        [{ ...valid, content: undefined }, R.feedbackRequired],
        [{ ...valid, content: 'x'.repeat(2001) }, 'O feedback deve ter no máximo 2000 caracteres'],
        [{ ...valid, images: [...ids, ...extra] }, R.feedbackTooManyUploads],
        [{ ...valid, images: [ids[0], ids[0]] }, R.uploadIdsRepeated],
        [{ ...valid, images: ['abc'] }, R.uploadIdsInvalid],
        [{ ...valid, images: [999_999_999] }, S.uploadNotYours],
      ];
      for (const [body, message] of cases) {
        const result = await send(p, body);
        expect(result.status, message).toBe(400);
        expect(result.body.msg).toBe(message);
      }
      expect(await feedbackOf(p)).toHaveLength(0);
      expect(await referenced([...ids, ...extra])).toBe(0);
    });

    it("refuses another member's upload and leaves the member's own unmarked", async () => {
      const owner = await newPlayer(t);
      const other = await newPlayer(t);
      const [theirs] = await uploadIds(owner, 1);
      const mine = await uploadIds(other, 1);
      const result = await send(other, { email: 'b@exemplo.com', content: 'Oi', images: [...mine, theirs] });
      expect(result.status).toBe(400);
      expect(result.body.msg).toBe(S.uploadNotYours);
      expect(await feedbackOf(other)).toHaveLength(0);
      expect(await referenced([...mine, theirs!])).toBe(0);
    });

    it('uses an upload once', async () => {
      const p = await newPlayer(t);
      const ids = await uploadIds(p, 1);
      expect((await send(p, { email: 'c@exemplo.com', content: 'Primeiro', images: ids })).status).toBe(200);
      const again = await send(p, { email: 'c@exemplo.com', content: 'Segundo', images: ids });
      expect(again.status).toBe(400);
      expect(again.body.msg).toBe(S.uploadNotYours);
      expect(await feedbackOf(p)).toHaveLength(1);
    });

    it('answers 401 to visitors and limits submissions per member per day', async () => {
      const visitor = await t.post(API.deviceToken.path, { device_id: 'fingerprint-feedback-1' });
      const anonymous = await t.post(API.submitFeedback.path, { email: 'v@exemplo.com', content: 'Oi' }, { token: visitor.body.data.token });
      expect(anonymous.status).toBe(401);

      const p = await newPlayer(t);
      for (let i = 0; i < 3; i += 1) expect((await send(p, { email: 'd@exemplo.com', content: `Nº ${i}` })).status).toBe(200);
      const fourth = await send(p, { email: 'd@exemplo.com', content: 'Mais um' });
      expect(fourth.status).toBe(429);
      expect(fourth.body.msg).toBe('Você já enviou 3 feedbacks hoje. Tente novamente amanhã');
      t.clock.advance(24 * 60 * 60 + 1);
      expect((await send(p, { email: 'd@exemplo.com', content: 'Outro dia' })).status).toBe(200);
    });
  });
});
