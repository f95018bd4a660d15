/**
 * RTP feeds: made with a key shown once (only its SHA-256 kept), posting readings with it,
 * revoked; the member's market says it updates itself only while a feed delivered within the hour.
 */
import { createHash } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPS_CALLS } from '../../src/domain/contract/ops-calls/index.ts';
import { API } from '../../src/domain/contract/paths.ts';
import { OPS_RTP_MESSAGES as M } from '../../src/domain/ops-rtp.pt.ts';
import { operators, opsAudit, rtpFeeds, rtpGames, rtpReadings } from '../../server/db/schema.ts';
import { createTestApp, OPS_SECRET, type AnyData, type TestApp } from './helpers.ts';
import { signedInOperator } from './ops-flows.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInOperator>>;
let gameId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInOperator(t, 'rtpfeed');
  const [game] = await t.db.select().from(rtpGames).where(eq(rtpGames.name, 'Maré Alta'));
  gameId = game!.id;
});
afterAll(async () => {
  await t.close();
});

const createFeed = (name: string, headers = admin.headers) => t.post(OPS_CALLS.rtpFeedCreate.path, { name }, headers);
const revoke = (id: number) => t.post(OPS_CALLS.rtpFeedRevoke.path.replace(':id', String(id)), {}, admin.headers);
const feedList = () => t.get(OPS_CALLS.rtpFeedList.path, admin.headers);
const postBatch = (key: string | null, readings: unknown[], app = t) =>
  app.post(OPS_CALLS.rtpFeedReadings.path, { readings }, { headers: key === null ? {} : { 'x-feed-key': key } });
const reading = (value: number) => ({ game_id: gameId, value, at: new Date(t.clock.now().getTime() + 1000).toISOString() });
const market = async () => (await t.get(API.rtpMarket.path, { query: 'keyword=Maré' })).body.data;

describe('RTP feeds', () => {
  it('the market is not live before any feed delivered, and says when its newest reading is from', async () => {
    const data = await market();
    expect(data.live).toBe(false);
    const [newest] = await t.db.select().from(rtpReadings).orderBy(desc(rtpReadings.measuredAt)).limit(1);
    expect(data.last_reading_at).toBe(newest!.measuredAt.toISOString());
  });

  it('makes a feed with a key shown once, keeping only its SHA-256; the list never shows it', async () => {
    const made = await createFeed('  Fornecedor A  ');
    expect(made.status).toBe(200);
    const { feed, key } = made.body.data;
    expect(key).toMatch(/^rtpf_[\w-]{43}$/);
    expect(feed).toMatchObject({ name: 'Fornecedor A', last_reading_at: null, revoked_at: null, live: false });
    const [row] = await t.db.select().from(rtpFeeds).where(eq(rtpFeeds.id, feed.id));
    expect(row!.keyHash).toBe(createHash('sha256').update(key).digest('hex'));
    const list = (await feedList()).body.data.list;
    expect(list[0]).toEqual(feed);
    expect(JSON.stringify(list)).not.toContain(key);
    const [audit] = await t.db.select().from(opsAudit).where(eq(opsAudit.action, 'rtp.feed.create')).orderBy(desc(opsAudit.id)).limit(1);
    expect(audit).toMatchObject({ actor: admin.name, target: `rtp-feed:${feed.id}` });
    expect((await createFeed('A')).body.msg).toBe(M.feedNameInvalid);
  });

  it('takes a batch with its key, sets last_reading_at, and the market turns live', async () => {
    const { feed, key } = (await createFeed('Fornecedor B')).body.data;
    const posted = await postBatch(key, [reading(95.5)]);
    expect(posted.body).toMatchObject({ code: 0, data: { inserted: 1 } });
    const [row] = await t.db.select().from(rtpFeeds).where(eq(rtpFeeds.id, feed.id));
    expect(row!.lastReadingAt).not.toBeNull();
    const listed = (await feedList()).body.data.list.find((f: AnyData) => f.id === feed.id);
    expect(listed).toMatchObject({ live: true, last_reading_at: row!.lastReadingAt!.toISOString() });
    const data = await market();
    expect(data.live).toBe(true);
    expect(data.list.find((r: AnyData) => r.game_id === gameId).rtp).toBe(95.5);

    // A bad batch changes nothing and says which reading, like an operator's batch.
    const bad = await postBatch(key, [reading(90), { ...reading(90), game_id: 99_999 }]);
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('Lote recusado: a leitura 2 é inválida (jogo 99999 desconhecido). Nenhuma leitura foi gravada');
    expect((await postBatch(key, [])).body.msg).toBe('Leituras: envie de 1 a 500 leituras em readings');

    // Live means within the hour.
    t.clock.advance(61 * 60);
    expect((await market()).live).toBe(false);
    t.clock.advance(-61 * 60);
  });

  it('refuses a missing, unknown or revoked key with 401 in Portuguese', async () => {
    const before = await t.db.$count(rtpReadings);
    for (const key of [null, 'rtpf_nada', OPS_SECRET]) {
      const refused = await postBatch(key, [reading(91)]);
      expect(refused.status).toBe(401);
      expect(refused.body.msg).toBe(M.feedKeyInvalid);
    }
    const { feed, key } = (await createFeed('Fornecedor C')).body.data;
    const revoked = await revoke(feed.id);
    expect(revoked.body.data).toMatchObject({ id: feed.id, live: false, revoked_at: expect.any(String) });
    expect((await revoke(feed.id)).body.data.revoked_at).toBe(revoked.body.data.revoked_at);
    const refused = await postBatch(key, [reading(91)]);
    expect(refused.status).toBe(401);
    expect(refused.body.msg).toBe(M.feedKeyInvalid);
    expect(await t.db.$count(rtpReadings)).toBe(before);
    expect((await revoke(999_999)).body.msg).toBe(M.feedNotFound);
    const [audit] = await t.db.select().from(opsAudit).where(eq(opsAudit.action, 'rtp.feed.revoke')).orderBy(desc(opsAudit.id)).limit(1);
    expect(audit).toMatchObject({ actor: admin.name, target: `rtp-feed:${feed.id}` });
  });

  it('a revoked feed no longer keeps the market live', async () => {
    const { feed, key } = (await createFeed('Fornecedor D')).body.data;
    await postBatch(key, [reading(92)]);
    for (const other of (await feedList()).body.data.list) if (other.id !== feed.id) await revoke(other.id);
    expect((await market()).live).toBe(true);
    await revoke(feed.id);
    expect((await market()).live).toBe(false);
  });

  it('feeds are the admin\'s: the content role cannot list or make them', async () => {
    const content = await signedInOperator(t, 'rtpcont');
    await t.db.update(operators).set({ role: 'content' }).where(eq(operators.name, content.name));
    expect((await t.get(OPS_CALLS.rtpFeedList.path, content.headers)).status).toBe(403);
    expect((await createFeed('Fornecedor E', content.headers)).status).toBe(403);
  });

  it('limits a feed\'s batches per address like the other ingest calls', async () => {
    const limited = await createTestApp({ database: t.database, seed: false, rateLimits: { rtpFeedReadings: { max: 2, timeWindow: 60_000 } } });
    try {
      const { key } = (await createFeed('Fornecedor F')).body.data;
      expect((await postBatch(key, [reading(93)], limited)).status).toBe(200);
      expect((await postBatch(key, [reading(94)], limited)).status).toBe(200);
      const third = await postBatch(key, [reading(95)], limited);
      expect(third.status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
