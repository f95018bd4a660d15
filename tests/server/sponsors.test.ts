import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API } from '../../src/domain/contract/paths.ts';
import { OPS_CALLS } from '../../src/domain/contract/ops-calls/index.ts';
import { RULE_MESSAGES as R, SERVER_MESSAGES as S } from '../../src/domain/messages.pt.ts';
import { rtpReadings, uploads } from '../../server/db/schema.ts';
import { registerMember } from './flows.ts';
import { createTestApp, OPS_SECRET, type AnyData, type TestApp } from './helpers.ts';
import { png, tempStorage, upload } from './upload-flows.ts';

let t: TestApp;
const disk = tempStorage();
beforeAll(async () => {
  t = await createTestApp({ storage: disk.storage });
});
afterAll(async () => {
  await t.close();
  disk.dispose();
});

const market = (query = '') => t.get(API.rtpMarket.path, { query });
const rawMarket = (query: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `${API.rtpMarket.path}?${query}`, headers });
const postReadings = (readings: unknown[], secret: string | null = OPS_SECRET) =>
  t.post(OPS_CALLS.rtpReadings.path, { readings }, { headers: secret ? { 'x-ops-secret': secret } : {} });
const readingCount = async () => t.db.$count(rtpReadings);
// Just after the seeded feed's last reading (seeded moments ago), within the feed's 5 min slack.
const recent = () => new Date(Date.now() + 1000).toISOString();

describe('GET /api/rtp/market', () => {
  it('lists games with current RTP, change, sponsor and type, best RTP first, paged', async () => {
    const answer = await market('page_size=4');
    expect(answer.status).toBe(200);
    const { list, total, hasMore, page, page_size } = answer.body.data;
    expect({ total, hasMore, page, page_size }).toEqual({ total: 10, hasMore: true, page: 1, page_size: 4 });
    expect(list).toHaveLength(4);
    const row = list[0];
    expect(row).toMatchObject({ type: expect.any(String), demo: true, sponsor: { id: expect.any(Number), name: expect.any(String) } });
    expect(row.rtp).toBeGreaterThanOrEqual(85);
    expect(row.rtp).toBeLessThanOrEqual(99);
    expect(typeof row.change).toBe('number');
    const rtps = list.map((r: AnyData) => r.rtp);
    expect(rtps).toEqual([...rtps].sort((a, b) => b - a));
    const last = (await market('page_size=4&page=3')).body.data;
    expect(last.list).toHaveLength(2);
    expect(last.hasMore).toBe(false);
    expect((await market('page=9')).body.data).toMatchObject({ list: [], total: 10, hasMore: false });
  });

  it('filters by sponsor, type and keyword, and sorts by change either way', async () => {
    const sponsors = (await t.post(API.sponsorList.path)).body.data;
    const lua = sponsors.find((s: AnyData) => s.name === 'Lua Demonstração');
    const ofLua = (await market(`sponsor_id=${lua.id}`)).body.data.list;
    expect(ofLua).toHaveLength(4);
    expect(ofLua.every((r: AnyData) => r.sponsor.id === lua.id)).toBe(true);
    const slots = (await market('type=slot')).body.data.list;
    expect(slots.length).toBe(4);
    expect(slots.every((r: AnyData) => r.type === 'slot')).toBe(true);
    expect((await market(`type=slot&sponsor_id=${lua.id}`)).body.data.total).toBe(2);
    expect((await market('keyword=roleta')).body.data.list.map((r: AnyData) => r.name).sort()).toEqual(['Roleta Aurora', 'Roleta Carioca']);
    expect((await market('keyword=%25')).body.data.total).toBe(0);
    const changes = (await market('sort=change&order=asc&page_size=50')).body.data.list.map((r: AnyData) => r.change);
    expect(changes).toEqual([...changes].sort((a, b) => a - b));
    const bad = await market('type=bingo');
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe(R.rtpTypeInvalid);
  });

  it('answers 304 to an unchanged poll and a new ETag after a reading batch', async () => {
    const first = await rawMarket('page_size=50');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect((await rawMarket('page_size=50', { 'if-none-match': etag })).statusCode).toBe(304);
    const row = first.json().data.list.find((r: AnyData) => r.name === 'Maré Alta');
    const posted = await postReadings([{ game_id: row.game_id, value: 97.25, at: recent() }]);
    expect(posted.body.data).toEqual({ inserted: 1 });
    const after = await rawMarket('page_size=50', { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    const updated = after.json().data.list.find((r: AnyData) => r.game_id === row.game_id);
    expect(updated.rtp).toBe(97.25);
    expect(updated.change).toBeCloseTo(97.25 - row.rtp, 2);
  });
});

describe('POST /api/ops/rtp-readings', () => {
  it('refuses without the operator secret', async () => {
    expect((await postReadings([{ game_id: 1, value: 90, at: recent() }], null)).status).toBe(403);
    expect((await postReadings([{ game_id: 1, value: 90, at: recent() }], 'wrong')).status).toBe(403);
  });

  it('changes nothing when one reading of the batch is bad, and says which in Portuguese', async () => {
    const before = await readingCount();
    const good = { game_id: 1, value: 91.5, at: recent() };
    const cases: [unknown, string][] = [
      [{ game_id: 99_999, value: 90, at: recent() }, 'jogo 99999 desconhecido'],
      [{ game_id: 1, value: 100.5, at: recent() }, S.rtpReasonValue],
      [{ game_id: 1, value: -1, at: recent() }, S.rtpReasonValue],
      [{ game_id: 1, value: 90, at: 'ontem' }, S.rtpReasonTime],
      [{ game_id: 1, value: 90, at: '2026-02-30T10:00:00Z' }, S.rtpReasonTime],
      [{ game_id: 1, value: 90, at: new Date(Date.now() + 3_600_000).toISOString() }, S.rtpReasonTime],
      [{ game_id: 1, value: '90' }, S.rtpReasonShape],
    ];
    for (const [bad, reason] of cases) {
      const answer = await postReadings([good, bad]);
      expect(answer.status).toBe(400);
      expect(answer.body.msg).toBe(`Lote recusado: a leitura 2 é inválida (${reason}). Nenhuma leitura foi gravada`);
    }
    expect(await readingCount()).toBe(before);
  });
});

describe('sponsors', () => {
  it('lists sponsors with their game counts', async () => {
    const list = (await t.post(API.sponsorList.path)).body.data;
    expect(list.map((s: AnyData) => [s.name, s.games])).toEqual([['Estrela Fictícia', 3], ['Lua Demonstração', 4], ['Sol Exemplo', 3]]);
    expect(list[0].link).toMatch(/^https:\/\/[a-z]+\.example\.com$/);
  });

  it('gives a sponsor, its games and the last 30 readings of the featured or asked game, oldest first', async () => {
    const [first] = (await t.post(API.sponsorList.path)).body.data;
    const info = (await t.post(API.sponsorInfo.path, { id: first.id })).body.data;
    expect(info.sponsor.name).toBe('Estrela Fictícia');
    expect(info.games).toHaveLength(3);
    expect(info.games[0].featured).toBe(true);
    expect(info.chart.game_id).toBe(info.games[0].game_id);
    expect(info.chart.readings).toHaveLength(30);
    const times = info.chart.readings.map((r: AnyData) => r.at);
    expect(times).toEqual([...times].sort());
    const other = (await t.post(API.sponsorInfo.path, { id: first.id, game_id: info.games[2].game_id })).body.data;
    expect(other.chart.game_id).toBe(info.games[2].game_id);
    const unknown = await t.post(API.sponsorInfo.path, { id: 99_999 });
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toBe(S.sponsorNotFound);
  });
});

async function uploadOne(token: string) {
  const item = (await upload(t, token, [await png()])).body.data.items[0];
  if (!item) throw new Error('upload failed');
  return item;
}

describe('profile photo and nickname', () => {
  it('sets only the member’s own, unused upload as photo and releases the previous one', async () => {
    const owner = await registerMember(t);
    const stranger = await registerMember(t);
    const mine = await uploadOne(owner.token);
    const theirs = await uploadOne(stranger.token);
    const refused = await t.post(API.setAvatar.path, { upload_id: theirs.id }, { token: owner.token });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe(S.avatarNotYours);
    expect((await t.post(API.setAvatar.path, { upload_id: mine.id })).status).toBe(401);
    const set = await t.post(API.setAvatar.path, { upload_id: mine.id }, { token: owner.token });
    expect(set.status).toBe(200);
    expect(set.body.data.avatar).toBe(mine.url);
    expect((await t.post(API.userInfo.path, {}, { token: owner.token })).body.data.avatar).toBe(mine.url);
    const [row] = await t.db.select().from(uploads).where(eq(uploads.id, mine.id));
    expect(row?.referencedAt).not.toBeNull();
    // Used once: the same upload cannot be set again (nor attached elsewhere).
    expect((await t.post(API.setAvatar.path, { upload_id: mine.id }, { token: owner.token })).status).toBe(400);
    const next = await uploadOne(owner.token);
    expect((await t.post(API.setAvatar.path, { upload_id: next.id }, { token: owner.token })).body.data.avatar).toBe(next.url);
    const [released] = await t.db.select().from(uploads).where(eq(uploads.id, mine.id));
    expect(released?.referencedAt).toBeNull();
  });

  it('keeps nickname rules: 2–20 characters, no control characters, Portuguese messages', async () => {
    const { token } = await registerMember(t);
    const change = (nickname: string) => t.post(API.updateProfile.path, { nickname }, { token });
    expect((await change('A')).body.msg).toBe(R.nicknameFormat);
    expect((await change('x'.repeat(21))).body.msg).toBe(R.nicknameFormat);
    expect((await change('Ma\nria')).body.msg).toBe(R.nicknameControl);
    expect((await change('Ma\u0007ria')).body.msg).toBe(R.nicknameControl);
    // NUL is refused before any form rule, for every field (server/http/input-guard.ts).
    expect((await change('Ma\u0000ria')).body.msg).toBe(R.invalidCharacter);
    const ok = await change('  Zé Ninguém 🎲 ');
    expect(ok.status).toBe(200);
    expect(ok.body.data.nickname).toBe('Zé Ninguém 🎲');
  });
});
