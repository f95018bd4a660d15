/** Content calls with an operator session: saves and publications are audited with the operator. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPS_TOKEN_HEADER } from '../../src/domain/contract/ops.ts';
import { API } from '../../src/domain/contract/paths.ts';
import { OPS_CALLS } from '../../src/domain/contract/ops-calls/index.ts';
import { SERVER_MESSAGES as S } from '../../src/domain/messages.pt.ts';
import { OPS_MESSAGES as O } from '../../src/domain/ops.pt.ts';
import { OPS_CONTENT_FIELD_MESSAGES as F } from '../../src/domain/ops-content.pt.ts';
import { type CallOptions, createTestApp, OPS_SECRET, type TestApp } from './helpers.ts';
import { signedInOperator } from './ops-flows.ts';
import { newPlayer } from './reward-flows.ts';
import { multipartBody, png } from './upload-flows.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const secret = { headers: { 'x-ops-secret': OPS_SECRET } };
const asToken = (token: string) => ({ headers: { [OPS_TOKEN_HEADER]: token } });
const contentPath = (template: string, kind: string) => template.replace(':content_kind', kind);

const newOperator = () => signedInOperator(t, 'conteudo');

async function auditEntries() {
  const audit = await t.get(OPS_CALLS.audit.path, { ...secret, query: 'page=1&page_size=50' });
  return audit.body.data.list as Array<{ actor: string; action: string; target: string; detail: Record<string, unknown> }>;
}

describe('operator content calls with an operator session', () => {
  it('save a banner, answer its sanitized page, and list the save in the audit', async () => {
    const op = await newOperator();
    const body = { title: 'Banner do operador', image: '/content/cover-1.svg', position: 'home', html: '<p>Oi</p><script>x</script>' };
    const saved = await t.post(contentPath(OPS_CALLS.saveContent.path, 'banners'), body, asToken(op.token));
    expect(saved).toMatchObject({ status: 200, body: { data: { title: 'Banner do operador', html: '<p>Oi</p>' } } });
    const id = saved.body.data.id as number;
    const edited = await t.post(contentPath(OPS_CALLS.saveContent.path, 'banners'), { ...body, id, active: false }, asToken(op.token));
    expect(edited.body.data).toMatchObject({ id, active: false });

    const listed = await t.get(contentPath(OPS_CALLS.listContent.path, 'banners'), asToken(op.token));
    expect(listed.body.data.find((row: { id: number }) => row.id === id)).toMatchObject({ html: '<p>Oi</p>', active: false });
    const entries = await auditEntries();
    expect(entries.find((e) => e.target === `banners:${id}` && e.action === 'content.create')).toMatchObject({ actor: op.name, detail: { title: 'Banner do operador' } });
    expect(entries.find((e) => e.target === `banners:${id}` && e.action === 'content.update')).toMatchObject({ actor: op.name });
  });

  it('refuse an edit made from a row someone else saved meanwhile; nothing is overwritten', async () => {
    const [ana, bia] = [await newOperator(), await newOperator()];
    const path = contentPath(OPS_CALLS.saveContent.path, 'partners');
    const made = await t.post(path, { name: 'Parceiro A', logo: '/content/cover-1.svg', link: 'https://example.com/a' }, asToken(ana.token));
    const loaded = (await t.get(contentPath(OPS_CALLS.listContent.path, 'partners'), asToken(ana.token))).body.data.find((row: { id: number }) => row.id === made.body.data.id);
    const edit = (name: string) => ({ name, logo: loaded.logo, link: loaded.link, id: loaded.id, loaded });
    expect((await t.post(path, edit('Parceiro da Ana'), asToken(ana.token))).status).toBe(200);
    const late = await t.post(path, edit('Parceiro da Bia'), asToken(bia.token));
    expect(late).toMatchObject({ status: 400, body: { msg: F.changedByOther } });
    const listed = (await t.get(contentPath(OPS_CALLS.listContent.path, 'partners'), asToken(bia.token))).body.data;
    expect(listed.find((row: { id: number }) => row.id === loaded.id).name).toBe('Parceiro da Ana');

    // Two saves from the same loaded row at once: one lands, the other is refused in Portuguese.
    const fresh = listed.find((row: { id: number }) => row.id === loaded.id);
    const both = await Promise.all(['Versão 1', 'Versão 2'].map((name, i) =>
      t.post(path, { name, logo: fresh.logo, link: fresh.link, id: fresh.id, loaded: fresh }, asToken([ana, bia][i]!.token))));
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 400]);
    expect(both.find((answer) => answer.status === 400)!.body.msg).toBe(F.changedByOther);
  });

  it('audit a publication with the operator, and a save by the secret as cli', async () => {
    const op = await newOperator();
    const categories = await t.get(API.articleCategories.path);
    const article = await t.post(contentPath(OPS_CALLS.saveContent.path, 'articles'), { category_id: categories.body.data.list[0].id, title: 'Notícia', html: '<p>n</p>' }, secret);
    const id = article.body.data.id as number;
    expect((await t.post(OPS_CALLS.publishArticle.path, { id, published: true }, asToken(op.token))).status).toBe(200);
    const entries = await auditEntries();
    expect(entries.find((e) => e.target === `articles:${id}` && e.action === 'content.publish')).toMatchObject({ actor: op.name });
    expect(entries.find((e) => e.target === `articles:${id}` && e.action === 'content.create')).toMatchObject({ actor: 'cli' });
  });

  it('refuse a member token, as a bearer (403) or as an operator token (401), and audit nothing', async () => {
    const member = await newPlayer(t);
    const path = contentPath(OPS_CALLS.saveContent.path, 'banners');
    const body = { title: 'Intruso', image: '/content/cover-1.svg' };
    expect(await t.post(path, body, { token: member.token })).toMatchObject({ status: 403, body: { msg: S.forbidden } });
    expect(await t.post(path, body, asToken(member.token))).toMatchObject({ status: 401, body: { msg: O.sessionInvalid } });
    expect((await t.get(contentPath(OPS_CALLS.listContent.path, 'banners'), { token: member.token })).status).toBe(403);
    expect((await auditEntries()).some((e) => e.detail.title === 'Intruso')).toBe(false);
  });

  it('refuse a bad banner with the server message and audit nothing', async () => {
    const op = await newOperator();
    const refused = await t.post(contentPath(OPS_CALLS.saveContent.path, 'banners'), { title: '', image: 'javascript:x' }, asToken(op.token));
    expect(refused).toMatchObject({ status: 400, body: { msg: F.title200 } });
    const badImage = await t.post(contentPath(OPS_CALLS.saveContent.path, 'banners'), { title: 'Banner', image: 'javascript:x' }, asToken(op.token));
    expect(badImage).toMatchObject({ status: 400, body: { msg: F.image } });
  });
});

describe('sponsors, RTP games, readings and download links from the console', () => {
  const save = (kind: string, body: unknown, options: CallOptions = secret) => t.post(contentPath(OPS_CALLS.saveContent.path, kind), body, options);
  const list = async (kind: string, options: CallOptions = secret) => (await t.get(contentPath(OPS_CALLS.listContent.path, kind), options)).body.data as Array<Record<string, unknown>>;

  it('create and edit a sponsor; members list it; the edit is audited with the operator', async () => {
    const op = await newOperator();
    const body = { name: 'Patrocinador Real', logo: '/sponsors/sol.svg', description: 'Novo', link: 'https://real.example.com', sort: -5 };
    const created = await save('sponsors', body, asToken(op.token));
    expect(created).toMatchObject({ status: 200, body: { data: { name: 'Patrocinador Real', demo: false, sort: -5 } } });
    const id = created.body.data.id as number;
    const edited = await save('sponsors', { ...body, id, description: 'Revisado' }, asToken(op.token));
    expect(edited.body.data).toMatchObject({ id, description: 'Revisado' });
    const members = (await t.post(API.sponsorList.path)).body.data as Array<{ id: number; description: string; demo: boolean }>;
    expect(members.find((s) => s.id === id)).toMatchObject({ description: 'Revisado', demo: false });
    // The seeded simulation is listed as such for the console.
    expect((await list('sponsors', asToken(op.token))).some((row) => row.demo === true)).toBe(true);
    const entries = await auditEntries();
    expect(entries.find((e) => e.target === `sponsors:${id}` && e.action === 'content.update')).toMatchObject({ actor: op.name, detail: { title: 'Patrocinador Real' } });
  });

  it('refuse a bad sponsor and a game of an unknown sponsor in Portuguese, and write nothing', async () => {
    expect(await save('sponsors', { name: 'Sem link', logo: '/sponsors/sol.svg', link: 'javascript:alert(1)' })).toMatchObject({ status: 400, body: { msg: F.outsideLink } });
    expect(await save('sponsors', { name: '', logo: 'logo', link: 'https://x.example.com' })).toMatchObject({ status: 400, body: { msg: F.name100 } });
    expect(await save('sponsors', { id: 999_999, name: 'Fantasma', logo: '/sponsors/sol.svg', link: 'https://x.example.com' })).toMatchObject({ status: 400, body: { msg: S.contentNotFound } });
    const game = { sponsor_id: 999_999, name: 'Jogo órfão', type: 'slot', image: '/rtp/slot.svg' };
    expect(await save('rtp-games', game)).toMatchObject({ status: 400, body: { msg: S.sponsorNotFound } });
    expect(await save('rtp-games', { ...game, sponsor_id: 1, type: 'bingo' })).toMatchObject({ status: 400, body: { msg: F.gameType } });
    expect((await list('rtp-games')).some((row) => row.name === 'Jogo órfão')).toBe(false);
  });

  it('create a game, enter a reading for it, and list the reading beside the demo simulation', async () => {
    const op = await newOperator();
    const sponsor = await save('sponsors', { name: 'Casa dos Jogos', logo: '/sponsors/lua.svg', link: 'https://casa.example.com' });
    const sponsorId = sponsor.body.data.id as number;
    const game = await save('rtp-games', { sponsor_id: sponsorId, name: 'Jogo do Console', type: 'roleta', image: '/rtp/roleta.svg', featured: true }, asToken(op.token));
    expect(game).toMatchObject({ status: 200, body: { data: { sponsorId, name: 'Jogo do Console', type: 'roleta', featured: true, demo: false } } });
    const gameId = game.body.data.id as number;
    const renamed = await save('rtp-games', { id: gameId, sponsor_id: sponsorId, name: 'Jogo Renomeado', type: 'roleta', image: '/rtp/roleta.svg' }, asToken(op.token));
    expect(renamed.body.data).toMatchObject({ id: gameId, name: 'Jogo Renomeado', featured: false });

    const at = new Date(t.clock.now().getTime() - 60_000).toISOString();
    const reading = await t.post(OPS_CALLS.rtpReadings.path, { readings: [{ game_id: gameId, value: 96.53, at }] }, asToken(op.token));
    expect(reading).toMatchObject({ status: 200, body: { data: { inserted: 1 } } });
    const readings = await list('rtp-readings', asToken(op.token));
    expect(readings.find((row) => row.gameId === gameId)).toMatchObject({ name: 'Jogo Renomeado', rtp: 96.53, demo: false });
    expect(readings.some((row) => row.demo === true)).toBe(true);
    const info = await t.post(API.sponsorInfo.path, { id: sponsorId });
    expect(info.body.data.chart).toMatchObject({ game_id: gameId, readings: [{ rtp: 96.53 }] });
    // Readings are not a saved kind: only the feed's call writes them.
    expect(await save('rtp-readings', { game_id: gameId, value: 90, at })).toMatchObject({ status: 400, body: { msg: F.kindUnknown } });
  });

  it('set and clear the Android package address that getDownLink answers', async () => {
    const op = await newOperator();
    const [seeded] = await list('download-links', asToken(op.token));
    expect(seeded).toMatchObject({ platform: 'android', url: expect.stringMatching(/^https:/) });
    const changed = await save('download-links', { id: seeded!.id, platform: 'android', url: 'https://example.com/premia-2.apk' }, asToken(op.token));
    expect(changed).toMatchObject({ status: 200, body: { data: { id: seeded!.id, platform: 'android', url: 'https://example.com/premia-2.apk' } } });
    expect((await t.get(API.downloadLinks.path)).body.data.links[0]).toEqual({ platform: 'android', kind: 'package', url: 'https://example.com/premia-2.apk' });
    expect(await save('download-links', { platform: 'android', url: 'ftp://x' }, asToken(op.token))).toMatchObject({ status: 400, body: { msg: F.downloadUrl } });
    expect(await save('download-links', { platform: 'ios', url: 'https://x.example.com' }, asToken(op.token))).toMatchObject({ status: 400, body: { msg: F.platform } });
    // Without `id`, the platform's setting is replaced, never duplicated; '' goes back to the web app.
    const cleared = await save('download-links', { platform: 'android', url: '' }, asToken(op.token));
    expect(cleared.body.data).toMatchObject({ id: seeded!.id, url: '' });
    expect((await t.get(API.downloadLinks.path)).body.data.links[0]).toEqual({ platform: 'android', kind: 'pwa', url: null });
    expect(await list('download-links')).toHaveLength(1);
    expect((await auditEntries()).find((e) => e.target === `download-links:${seeded!.id}`)).toMatchObject({ actor: op.name });
  });

  it('refuse member tokens on every new kind and on the readings', async () => {
    const member = await newPlayer(t);
    for (const kind of ['sponsors', 'rtp-games', 'download-links']) {
      expect(await save(kind, { name: 'Intruso' }, { token: member.token })).toMatchObject({ status: 403, body: { msg: S.forbidden } });
      expect(await save(kind, { name: 'Intruso' }, asToken(member.token))).toMatchObject({ status: 401, body: { msg: O.sessionInvalid } });
    }
    expect((await t.get(contentPath(OPS_CALLS.listContent.path, 'rtp-readings'), { token: member.token })).status).toBe(403);
    expect((await t.post(OPS_CALLS.rtpReadings.path, { readings: [{ game_id: 1, value: 90, at: t.clock.now().toISOString() }] }, { token: member.token })).status).toBe(403);
  });

  it('upload a site image as an operator: re-encoded, served, audited; members and non-images are refused', async () => {
    const op = await newOperator();
    const send = async (headers: Record<string, string>, part?: Awaited<ReturnType<typeof png>>) => {
      const body = multipartBody(part ? [part] : []);
      const response = await t.app.inject({ method: 'POST', url: OPS_CALLS.uploadSiteImage.path, headers: { ...body.headers, ...headers }, payload: body.payload });
      return { status: response.statusCode, body: response.json() as { msg: string; data: { items: Array<{ url: string; thumb_url: string; width: number }> } } };
    };
    const sent = await send({ [OPS_TOKEN_HEADER]: op.token }, await png('logo.png', 60, 40));
    expect(sent.status).toBe(200);
    const [image] = sent.body.data.items;
    expect(image).toMatchObject({ url: expect.stringMatching(/^\/api\/uploads\//), width: 60 });
    const served = await t.app.inject({ method: 'GET', url: image!.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toMatch(/^image\//);
    expect((await auditEntries()).find((e) => e.action === 'content.upload')).toMatchObject({ actor: op.name, detail: { urls: [image!.url] } });

    const member = await newPlayer(t);
    expect((await send({ authorization: `Bearer ${member.token}` }, await png())).status).toBe(403);
    expect(await send({ [OPS_TOKEN_HEADER]: op.token }, { filename: 'x.png', contentType: 'image/png', bytes: Buffer.from('não é imagem') })).toMatchObject({ status: 400, body: { msg: S.uploadBadType } });
    expect(await send({ [OPS_TOKEN_HEADER]: op.token })).toMatchObject({ status: 400, body: { msg: S.uploadFileMissing } });
  });
});
