/** Hiding, showing and deleting content, and managing tracking scripts: members see the change on their next call. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPS_CONTENT_MESSAGES as M } from '../../src/domain/contract/content-ops.ts';
import { OPS_CONTENT_FIELD_MESSAGES as F } from '../../src/domain/ops-content.pt.ts';
import { OPS_TOKEN_HEADER } from '../../src/domain/contract/ops.ts';
import { API } from '../../src/domain/contract/paths.ts';
import { OPS_CALLS } from '../../src/domain/contract/ops-calls/index.ts';
import { SERVER_MESSAGES as S } from '../../src/domain/messages.pt.ts';
import { scriptHash } from '../../server/http/security-headers.ts';
import { type CallOptions, createTestApp, OPS_SECRET, type TestApp } from './helpers.ts';
import { signedInOperator } from './ops-flows.ts';
import { newPlayer } from './reward-flows.ts';

let t: TestApp;
beforeAll(async () => {
  // A built page, so page answers carry the script policy.
  const dir = mkdtempSync(join(tmpdir(), 'premia-visibility-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Prêmia</title>');
  t = await createTestApp({ staticDir: dir });
});
afterAll(() => t.close());

const secret = { headers: { 'x-ops-secret': OPS_SECRET } };
const asToken = (token: string): CallOptions => ({ headers: { [OPS_TOKEN_HEADER]: token } });
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const rowPath = (template: string, kind: string, id: number) => template.replace(':content_kind', kind).replace(':id', String(id));

const newOperator = () => signedInOperator(t, 'visivel');
/** One operator for the many hide-and-show cases: each sign-in counts against the address's limit. */
let shared: Awaited<ReturnType<typeof newOperator>> | undefined;
const sharedOperator = async () => (shared ??= await newOperator());

async function auditEntries() {
  const audit = await t.get(OPS_CALLS.audit.path, { ...secret, query: 'page=1&page_size=50' });
  return audit.body.data.list as Array<{ actor: string; action: string; target: string }>;
}

async function save(kind: string, body: Record<string, unknown>): Promise<number> {
  const saved = await t.post(OPS_CALLS.saveContent.path.replace(':content_kind', kind), body, secret);
  expect(saved.status).toBe(200);
  return saved.body.data.id as number;
}

const ids = (list: Array<{ id?: number; game_id?: number }>) => list.map((row) => row.game_id ?? row.id);
const later = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** The ids a member's list call answers for each kind. */
const MEMBER_LISTS: Record<string, () => Promise<unknown[]>> = {
  categories: async () => ids((await t.get(API.homeCategories.path, { query: 'page_size=50' })).body.data.list),
  banners: async () => ids((await t.post(API.banners.path, { page_size: 50 })).body.data.list),
  'article-categories': async () => ids((await t.get(API.articleCategories.path, { query: 'page_size=50' })).body.data.list),
  articles: async () => ids((await t.post(API.categoryArticles.path, { page_size: 50 })).body.data.list),
  activities: async () => ids((await t.get(API.activities.path, { query: 'page_size=50' })).body.data.list),
  programme: async () => ids((await t.get(API.programme.path, { query: 'page_size=50' })).body.data.list),
  partners: async () => ids((await t.get(API.partners.path, { query: 'page_size=50' })).body.data.list),
  documents: async () => ids((await t.get(API.documents.path, { query: 'page_size=50' })).body.data.list),
  sponsors: async () => ids((await t.post(API.sponsorList.path, {})).body.data),
  'rtp-games': async () => ids((await t.get(API.rtpMarket.path, { query: 'page_size=50&keyword=Oculto' })).body.data.list),
};

const BODIES: Record<string, () => Record<string, unknown>> = {
  categories: () => ({ title: 'Atalho oculto', icon: 'star', route: '/pages/index/index', sort: -1000 }),
  banners: () => ({ title: 'Banner oculto', image: '/content/cover-1.svg', position: 'home', sort: -1000 }),
  'article-categories': () => ({ name: 'Cat oculta', sort: -1000 }),
  activities: () => ({ title: 'Atividade oculta', route: '/pages/index/index', starts_at: later(-1), ends_at: later(5), sort: -1000 }),
  partners: () => ({ name: 'Parceiro oculto', logo: '/content/cover-1.svg', link: 'https://parceiro.example.com', sort: -1000 }),
  programme: () => ({ title: 'Sessão oculta', route: '/pages/index/index', starts_at: later(1), ends_at: later(2) }),
  documents: () => ({ slug: `oculto-${unique()}`, title: 'Documento oculto', html: '<p>x</p>', sort: -1000 }),
  sponsors: () => ({ name: 'Patrocinador oculto', logo: '/sponsors/sol.svg', link: 'https://p.example.com', sort: -1000 }),
};

/** A new row of each kind that members see at once (an article published, a game with its sponsor). */
const HIDEABLE: Record<string, () => Promise<number>> = {
  ...Object.fromEntries(Object.entries(BODIES).map(([kind, body]) => [kind, () => save(kind, body())])),
  'rtp-games': async () => {
    const sponsor = await save('sponsors', { name: 'Dono do jogo', logo: '/sponsors/sol.svg', link: 'https://p.example.com' });
    return save('rtp-games', { sponsor_id: sponsor, name: `Oculto ${unique()}`, type: 'slot', image: '/sponsors/sol.svg' });
  },
  articles: async () => {
    const article = await save('articles', { category_id: await save('article-categories', { name: 'Cat visível' }), title: 'Artigo oculto', html: '<p>a</p>' });
    expect((await t.post(OPS_CALLS.publishArticle.path, { id: article, published: true }, secret)).status).toBe(200);
    return article;
  },
};

const visibility = (kind: string, id: number, active: boolean, options: CallOptions = secret) =>
  t.post(rowPath(OPS_CALLS.contentVisibility.path, kind, id), { active }, options);

describe('hide and show', () => {
  for (const [kind, create] of Object.entries(HIDEABLE)) {
    it(`${kind}: hidden leaves the member's list, shown comes back, audited with the operator`, async () => {
      const op = await sharedOperator();
      const id = await create();
      const list = MEMBER_LISTS[kind]!;
      expect(await list()).toContain(id);
      expect(await visibility(kind, id, false, asToken(op.token))).toMatchObject({ status: 200, body: { data: { id, active: false } } });
      expect(await list()).not.toContain(id);
      const listed = await t.get(OPS_CALLS.listContent.path.replace(':content_kind', kind), { ...secret, query: 'limit=500' });
      expect(listed.body.data.find((row: { id: number }) => row.id === id)).toBeDefined();
      expect(await visibility(kind, id, true, asToken(op.token))).toMatchObject({ status: 200, body: { data: { id, active: true } } });
      expect(await list()).toContain(id);
      const entries = await auditEntries();
      expect(entries.filter((e) => e.target === `${kind}:${id}` && e.actor === op.name).map((e) => e.action)).toEqual(expect.arrayContaining(['content.hide', 'content.show']));
    });
  }

  it('a hidden document is not found by id nor by slug', async () => {
    const slug = `oculto-${unique()}`;
    const id = await save('documents', { slug, title: 'Por slug', html: '<p>x</p>' });
    expect((await t.get(API.document.path, { query: `id=${id}` })).status).toBe(200);
    await visibility('documents', id, false);
    expect((await t.get(API.document.path, { query: `id=${id}` })).body.msg).toBe(S.documentNotFound);
    expect((await t.get(API.document.path, { query: `slug=${slug}` })).body.msg).toBe(S.documentNotFound);
  });

  it('a hidden sponsor takes its page and its games off the market; a hidden game leaves its sponsor\'s page', async () => {
    const sponsor = await save('sponsors', { name: 'Patrocinador com jogos', logo: '/sponsors/sol.svg', link: 'https://p.example.com' });
    const shown = await save('rtp-games', { sponsor_id: sponsor, name: `Oculto ${unique()}`, type: 'slot', image: '/sponsors/sol.svg', featured: true });
    const hidden = await save('rtp-games', { sponsor_id: sponsor, name: `Oculto ${unique()}`, type: 'crash', image: '/sponsors/sol.svg' });
    await visibility('rtp-games', hidden, false);
    const page = await t.post(API.sponsorInfo.path, { id: sponsor });
    expect(ids(page.body.data.games)).toEqual([shown]);
    expect(page.body.data.sponsor.games).toBe(1);
    expect((await t.post(API.sponsorList.path, {})).body.data.find((s: { id: number }) => s.id === sponsor)).toMatchObject({ games: 1 });
    await visibility('sponsors', sponsor, false);
    expect((await t.post(API.sponsorInfo.path, { id: sponsor })).body.msg).toBe(S.sponsorNotFound);
    expect(await MEMBER_LISTS['rtp-games']!()).not.toContain(shown);
  });

  it('a download link hides by losing its address; showing it again asks for one, in Portuguese', async () => {
    const id = await save('download-links', { platform: 'android', url: 'https://loja.example.com/oculto.apk' });
    const android = async () => (await t.get(API.downloadLinks.path)).body.data.links[0];
    expect(await android()).toMatchObject({ kind: 'package' });
    expect(await visibility('download-links', id, false)).toMatchObject({ status: 200, body: { data: { id, active: false } } });
    expect(await android()).toMatchObject({ platform: 'android', kind: 'pwa', url: null });
    expect(await visibility('download-links', id, true)).toMatchObject({ status: 400, body: { msg: F.downloadNeedsUrl } });
    await save('download-links', { id, platform: 'android', url: 'https://loja.example.com/de-volta.apk' });
    expect(await visibility('download-links', id, true)).toMatchObject({ status: 200, body: { data: { id, active: true } } });
  });

  it('an article hidden goes back to draft; shown again, it is published at once', async () => {
    const id = await HIDEABLE.articles!();
    await visibility('articles', id, false);
    expect((await t.get(API.article.path, { query: `id=${id}` })).body.msg).toBe(S.articleNotFound);
    const listed = await t.get(OPS_CALLS.listContent.path.replace(':content_kind', 'articles'), { ...secret, query: 'limit=500' });
    expect(listed.body.data.find((row: { id: number }) => row.id === id)).toMatchObject({ publishedAt: null });
    await visibility('articles', id, true);
    expect((await t.get(API.article.path, { query: `id=${id}` })).body.data.published_at).toMatch(/^\d{4}-/);
  });

  it('refuses an unknown kind, a missing choice and an unknown row in Portuguese, and changes nothing', async () => {
    const id = await save('partners', BODIES.partners!());
    expect(await visibility('segredos', id, false)).toMatchObject({ status: 400, body: { msg: F.kindUnknown } });
    expect(await t.post(rowPath(OPS_CALLS.contentVisibility.path, 'partners', id), {}, secret)).toMatchObject({ status: 400, body: { msg: F.active } });
    expect(await t.post(rowPath(OPS_CALLS.contentVisibility.path, 'partners', id), { active: 'não' }, secret)).toMatchObject({ status: 400, body: { msg: F.active } });
    expect(await visibility('partners', 999_999, false)).toMatchObject({ status: 400, body: { msg: S.contentNotFound } });
    expect(await MEMBER_LISTS.partners!()).toContain(id);
  });

  it('a hidden news category hides its published articles too', async () => {
    const category = await save('article-categories', { name: 'Cat com artigo' });
    const article = await save('articles', { category_id: category, title: 'Artigo da cat', html: '<p>a</p>' });
    await t.post(OPS_CALLS.publishArticle.path, { id: article, published: true }, secret);
    expect(await MEMBER_LISTS.articles!()).toContain(article);
    await visibility('article-categories', category, false);
    expect(await MEMBER_LISTS.articles!()).not.toContain(article);
    expect((await t.get(API.article.path, { query: `id=${article}` })).body.msg).toBe(S.articleNotFound);
  });
});

const DELETABLE: Record<string, () => Promise<number>> = Object.fromEntries(Object.entries(BODIES).map(([kind, body]) => [kind, () => save(kind, body())]));

describe('delete', () => {
  for (const [kind, create] of Object.entries(DELETABLE)) {
    it(`${kind}: deleted is gone from the member's list and the console's`, async () => {
      const id = await create();
      expect(await MEMBER_LISTS[kind]!()).toContain(id);
      expect(await t.post(rowPath(OPS_CALLS.deleteContent.path, kind, id), {}, secret)).toMatchObject({ status: 200, body: { data: { id } } });
      expect(await MEMBER_LISTS[kind]!()).not.toContain(id);
      const listed = await t.get(OPS_CALLS.listContent.path.replace(':content_kind', kind), { ...secret, query: 'limit=500' });
      expect(ids(listed.body.data)).not.toContain(id);
      expect(await t.post(rowPath(OPS_CALLS.deleteContent.path, kind, id), {}, secret)).toMatchObject({ status: 400, body: { msg: S.contentNotFound } });
    });
  }

  it('articles: a deleted article is gone', async () => {
    const category = await save('article-categories', { name: 'Cat do artigo' });
    const article = await save('articles', { category_id: category, title: 'Artigo apagado', html: '<p>a</p>' });
    await t.post(OPS_CALLS.publishArticle.path, { id: article, published: true }, secret);
    expect(await MEMBER_LISTS.articles!()).toContain(article);
    expect((await t.post(rowPath(OPS_CALLS.deleteContent.path, 'articles', article), {}, secret)).status).toBe(200);
    expect(await MEMBER_LISTS.articles!()).not.toContain(article);
  });

  it('refuses a news category with articles and a sponsor with games; a game goes with its readings', async () => {
    const category = await save('article-categories', { name: 'Cat ocupada' });
    const article = await save('articles', { category_id: category, title: 'Artigo preso', html: '<p>a</p>' });
    expect(await t.post(rowPath(OPS_CALLS.deleteContent.path, 'article-categories', category), {}, secret)).toMatchObject({ status: 400, body: { msg: M.categoryHasArticles } });
    expect((await t.post(rowPath(OPS_CALLS.deleteContent.path, 'articles', article), {}, secret)).status).toBe(200);
    expect((await t.post(rowPath(OPS_CALLS.deleteContent.path, 'article-categories', category), {}, secret)).status).toBe(200);

    const sponsor = await save('sponsors', { name: 'Patrocinador ocupado', logo: '/sponsors/sol.svg', link: 'https://p.example.com' });
    const game = await save('rtp-games', { sponsor_id: sponsor, name: `Oculto ${unique()}`, type: 'slot', image: '/sponsors/sol.svg' });
    expect((await t.post(OPS_CALLS.rtpReadings.path, { readings: [{ game_id: game, value: 96.5, at: new Date().toISOString() }] }, secret)).status).toBe(200);
    expect(await MEMBER_LISTS['rtp-games']!()).toContain(game);
    const before = await t.get(API.rtpMarket.path, { query: 'page_size=50&keyword=Oculto' });
    expect(await t.post(rowPath(OPS_CALLS.deleteContent.path, 'sponsors', sponsor), {}, secret)).toMatchObject({ status: 400, body: { msg: M.sponsorHasGames } });
    expect(await t.post(rowPath(OPS_CALLS.deleteContent.path, 'rtp-games', game), {}, secret)).toMatchObject({ status: 200, body: { data: { id: game, readings: 1 } } });
    // The market's validator changes: a client holding the old answer gets the new one, not a 304.
    const after = await t.get(API.rtpMarket.path, { query: 'page_size=50&keyword=Oculto', headers: { 'if-none-match': String(before.headers.etag) } });
    expect(after.status).toBe(200);
    expect(ids(after.body.data.list)).not.toContain(game);
    expect((await t.post(rowPath(OPS_CALLS.deleteContent.path, 'sponsors', sponsor), {}, secret)).status).toBe(200);
    expect(await MEMBER_LISTS.sponsors!()).not.toContain(sponsor);
  });

  it('download links: deleted, the platform installs the web app', async () => {
    const id = await save('download-links', { platform: 'android', url: 'https://loja.example.com/app.apk' });
    const android = async () => (await t.get(API.downloadLinks.path)).body.data.links[0];
    expect(await android()).toMatchObject({ platform: 'android', kind: 'package' });
    expect((await t.post(rowPath(OPS_CALLS.deleteContent.path, 'download-links', id), {}, secret)).status).toBe(200);
    expect(await android()).toMatchObject({ platform: 'android', kind: 'pwa', url: null });
  });

  it('is audited with the operator, and refused to a member', async () => {
    const op = await newOperator();
    const id = await save('partners', BODIES.partners!());
    expect((await t.post(rowPath(OPS_CALLS.deleteContent.path, 'partners', id), {}, asToken(op.token))).status).toBe(200);
    expect(await auditEntries()).toEqual(expect.arrayContaining([expect.objectContaining({ actor: op.name, action: 'content.delete', target: `partners:${id}` })]));
    const member = await newPlayer(t);
    const other = await save('partners', BODIES.partners!());
    expect(await t.post(rowPath(OPS_CALLS.deleteContent.path, 'partners', other), {}, { token: member.token })).toMatchObject({ status: 403, body: { msg: S.forbidden } });
    expect((await t.post(rowPath(OPS_CALLS.contentVisibility.path, 'partners', other), { active: false }, asToken(member.token))).status).toBe(401);
    expect(await MEMBER_LISTS.partners!()).toContain(other);
  });
});

describe('tracking scripts', () => {
  const scriptSrc = async () => {
    const page = await t.app.inject({ method: 'GET', url: '/' });
    return String(page.headers['content-security-policy']).split('; ').find((d) => d.startsWith('script-src ')) ?? '';
  };
  const memberScripts = async () => ((await t.get(API.trackingScripts.path)).body.data as Array<{ id: number }>).map((s) => s.id);
  const consoleList = async () => (await t.get(OPS_CALLS.trackingScriptList.path, secret)).body.data as Array<{ id: number; enabled: boolean; preview: string }>;

  it('refuses a script that does not parse, with where, and saves nothing', async () => {
    const before = (await consoleList()).length;
    const refused = await t.post(OPS_CALLS.addTrackingScript.path, { name: 'Quebrado', content: 'var a = ;\nfoo(' }, secret);
    expect(refused).toMatchObject({ status: 400, body: { msg: M.trackingScriptSyntax.replace('{{line}}', '1').replace('{{column}}', '9') } });
    expect((await consoleList()).length).toBe(before);
  });

  it('adds, turns off and on, and deletes; GetTongji and the page policy follow at once; audited', async () => {
    const op = await newOperator();
    const content = `window.__visivel = '${unique()}'; fetch('https://beacon.visivel.example.com/c');`;
    const added = await t.post(OPS_CALLS.addTrackingScript.path, { name: 'Pixel', content: `${content}${' '.repeat(200)}` }, asToken(op.token));
    expect(added.status).toBe(200);
    const id = added.body.data.id as number;
    const hash = scriptHash(`${content}${' '.repeat(200)}`);
    expect(await memberScripts()).toContain(id);
    expect(await scriptSrc()).toContain(hash);
    expect(await scriptSrc()).toContain('https://beacon.visivel.example.com');
    expect((await consoleList()).find((s) => s.id === id)).toMatchObject({ enabled: true, preview: `${content}${' '.repeat(200)}`.slice(0, 120) });

    const status = (enabled: boolean) => t.post(OPS_CALLS.trackingScriptStatus.path.replace(':id', String(id)), { enabled }, asToken(op.token));
    expect(await status(false)).toMatchObject({ status: 200, body: { data: { id, enabled: false } } });
    expect(await memberScripts()).not.toContain(id);
    expect(await scriptSrc()).not.toContain(hash);
    expect((await status(true)).status).toBe(200);
    expect(await scriptSrc()).toContain(hash);

    expect((await t.post(OPS_CALLS.deleteTrackingScript.path.replace(':id', String(id)), {}, asToken(op.token))).status).toBe(200);
    expect(await memberScripts()).not.toContain(id);
    expect(await scriptSrc()).not.toContain(hash);
    expect((await consoleList()).some((s) => s.id === id)).toBe(false);
    expect(await t.post(OPS_CALLS.deleteTrackingScript.path.replace(':id', String(id)), {}, secret)).toMatchObject({ status: 400, body: { msg: M.trackingScriptNotFound } });

    const actions = (await auditEntries()).filter((e) => e.target === `tracking-scripts:${id}` && e.actor === op.name).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['tracking.create', 'tracking.disable', 'tracking.enable', 'tracking.delete']));
  });

  it('another process on the same database follows a change through the real-time channel, not after its copy lapses', async () => {
    const other = await createTestApp({ database: t.database, seed: false });
    try {
      const listedThere = async () => ((await other.get(API.trackingScripts.path)).body.data as Array<{ id: number }>).map((s) => s.id);
      await listedThere(); // its copy is now warm
      const added = await t.post(OPS_CALLS.addTrackingScript.path, { name: 'Outro processo', content: `window.__outro = '${unique()}';` }, secret);
      const id = added.body.data.id as number;
      await expect.poll(listedThere, { timeout: 5_000 }).toContain(id);
      expect((await t.post(OPS_CALLS.trackingScriptStatus.path.replace(':id', String(id)), { enabled: false }, secret)).status).toBe(200);
      await expect.poll(listedThere, { timeout: 5_000 }).not.toContain(id);
    } finally {
      await other.close();
    }
  });

  it('refuses a member token', async () => {
    const member = await newPlayer(t);
    expect((await t.get(OPS_CALLS.trackingScriptList.path, { token: member.token })).status).toBe(403);
    expect((await t.post(OPS_CALLS.addTrackingScript.path, { name: 'x', content: 'x()' }, { token: member.token })).status).toBe(403);
  });
});
