import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPS_CALLS } from '../../src/domain/contract/ops-calls/index.ts';
import { API } from '../../src/domain/contract/paths.ts';
import { createTestApp, OPS_SECRET, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ops = { 'x-ops-secret': OPS_SECRET };
const saveContent = (kind: string, body: unknown) => t.post(OPS_CALLS.saveContent.path.replace(':content_kind', kind), body, { headers: ops });

async function newArticle(html: string, published = true) {
  const categories = await t.get(API.articleCategories.path);
  const saved = await saveContent('articles', { category_id: categories.body.data.list[0].id, title: 'Teste', html });
  expect(saved.status).toBe(200);
  if (published) expect((await t.post(OPS_CALLS.publishArticle.path, { id: saved.body.data.id, published: true }, { headers: ops })).status).toBe(200);
  return saved.body.data.id as number;
}

describe('home content', () => {
  it('GET /api/get/categories answers the grid, paged', async () => {
    const all = await t.get(API.homeCategories.path);
    expect(all.status).toBe(200);
    expect(all.body.data.list.length).toBeGreaterThanOrEqual(8);
    expect(all.body.data.list[0]).toEqual({ id: expect.any(Number), title: 'Roda', icon: 'wheel', route: '/pages/lottery/lottery', link: null });
    const first = await t.get(API.homeCategories.path, { query: 'page=1&page_size=3' });
    const second = await t.get(API.homeCategories.path, { query: 'page=2&page_size=3' });
    expect(first.body.data).toMatchObject({ page: 1, page_size: 3, hasMore: true });
    expect(first.body.data.list).toHaveLength(3);
    expect(second.body.data.list[0].id).toBe(all.body.data.list[3].id);
    expect((await t.get(API.homeCategories.path, { query: 'page=0' })).body.msg).toBe('Página inválida');
  });

  it('POST /api/ads/index answers banners, filtered by position and paged', async () => {
    const home = await t.post(API.banners.path, { position: 'home' });
    expect(home.status).toBe(200);
    expect(home.body.data.list[0]).toEqual({
      id: expect.any(Number), title: expect.any(String), image: expect.any(String), link: expect.any(String), position: 'home', has_content: true,
    });
    expect(home.body.data.list[1].has_content).toBe(false);
    const paged = await t.post(API.banners.path, { page: 2, page_size: 1 });
    expect(paged.body.data).toMatchObject({ page: 2, page_size: 1, hasMore: true });
    expect((await t.post(API.banners.path, { position: 'news' })).body.data.list).toEqual([]);
    expect((await t.post(API.banners.path, { position: 'lado' })).body.msg).toBe('Posição de banner inválida');
  });

  it('GET /api/ads/detail answers the banner with its sanitized page', async () => {
    const [first] = (await t.post(API.banners.path, {})).body.data.list;
    const detail = await t.get(API.bannerDetail.path, { query: `id=${first.id}` });
    expect(detail.body.data).toMatchObject({ id: first.id, has_content: true });
    expect(detail.body.data.html).toContain('<h2>');
    expect((await t.get(API.bannerDetail.path, { query: 'id=999999' })).body.msg).toBe('Banner não encontrado');
  });
});

describe('articles', () => {
  it('lists categories and their published articles, newest first, paged', async () => {
    const categories = await t.get(API.articleCategories.path);
    expect(categories.body.data.list.map((c: { name: string }) => c.name)).toEqual(['Novidades', 'Dicas', 'Promoções']);
    const first = await t.post(API.categoryArticles.path, { category_id: categories.body.data.list[0].id, page_size: 2 });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ page: 1, page_size: 2, hasMore: true });
    const [a, b] = first.body.data.list;
    expect(a).toEqual({
      id: expect.any(Number), category_id: categories.body.data.list[0].id, title: expect.any(String), summary: expect.any(String),
      cover: expect.stringMatching(/^\/content\//), cover_width: 640, cover_height: 360, published_at: expect.any(String),
    });
    expect(Date.parse(a.published_at)).toBeGreaterThan(Date.parse(b.published_at));
    const latest = await t.post(API.categoryArticles.path, { page_size: 50 });
    expect(latest.body.data.list.length).toBeGreaterThanOrEqual(7);
    expect((await t.post(API.categoryArticles.path, { category_id: 'x' })).body.msg).toBe('Registro inválido');
  });

  it('GET /api/articles?id= answers one published article with its HTML', async () => {
    const [summary] = (await t.post(API.categoryArticles.path, {})).body.data.list;
    const article = await t.get(API.article.path, { query: `id=${summary.id}` });
    expect(article.body.data).toEqual({ ...summary, html: expect.stringContaining('<') });
  });

  it('shows only published articles: drafts and future dates are hidden', async () => {
    const draft = await newArticle('<p>Rascunho</p>', false);
    expect((await t.get(API.article.path, { query: `id=${draft}` })).body.msg).toBe('Artigo não encontrado');
    const latest = async () => (await t.post(API.categoryArticles.path, { page_size: 50 })).body.data.list.map((a: { id: number }) => a.id);
    expect(await latest()).not.toContain(draft);
    const future = new Date(Date.now() + 3600_000).toISOString();
    await t.post(OPS_CALLS.publishArticle.path, { id: draft, published: true, at: future }, { headers: ops });
    expect(await latest()).not.toContain(draft);
    t.clock.advance(7200);
    expect(await latest()).toContain(draft);
    await t.post(OPS_CALLS.publishArticle.path, { id: draft, published: false }, { headers: ops });
    expect((await t.get(API.article.path, { query: `id=${draft}` })).status).toBe(400);
  });
});

/** Each is saved as an article's HTML; none may come back able to run. */
const XSS_PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://example.com/x.js></SCRIPT>',
  '<ScRiPt>alert(1)</sCrIpT>',
  '<img src=x onerror=alert(1)>',
  '<img src="https://example.com/a.png" onerror="alert(1)">',
  '<IMG SRC="javascript:alert(1)">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<img src="jav&#x09;ascript:alert(1)">',
  '<img src=" javascript:alert(1)">',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="&#x6A;avascript:alert(1)">x</a>',
  '<a href="java\nscript:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="https://example.com" onclick="alert(1)">x</a>',
  '<a href="https://example.com" onmouseover=alert(1)>x</a>',
  '<iframe src="https://example.com"></iframe>',
  '<IFRAME SRC="javascript:alert(1)"></IFRAME>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<SVG/ONLOAD=alert(1)>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<style>body{background:url("javascript:alert(1)")}</style>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<body onload=alert(1)>',
  '<object data="data:text/html,<script>alert(1)</script>"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror=alert(1)></video>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<p title="&quot;><script>alert(1)</script>">x</p>',
  '<div onpointerenter="alert(1)">x</div>',
  '<<img src=x onerror=alert(1)//<',
  '<blockquote cite="javascript:alert(1)" onclick=alert(1)>x</blockquote>',
  '<h2 id="x" onanimationstart=alert(1)>x</h2>',
  '<img src=/api/uploads/ok.png width=10 height=10 onload=alert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
];

const ALLOWED_TAGS = new Set(['p', 'h2', 'h3', 'h4', 'strong', 'em', 'a', 'ul', 'ol', 'li', 'img', 'blockquote', 'br']);
const ALLOWED_ATTRS = new Set(['href', 'rel', 'target', 'src', 'alt', 'width', 'height', 'loading']);

function unsafeParts(html: string): string[] {
  const problems: string[] = [];
  if (/javascript:|vbscript:|data:/i.test(html)) problems.push('dangerous address');
  for (const [, name = '', attrs = ''] of html.matchAll(/<\/?([a-zA-Z0-9]+)([^>]*)>/g)) {
    if (!ALLOWED_TAGS.has(name.toLowerCase())) problems.push(`tag ${name}`);
    for (const [, attr = '', value = ''] of attrs.matchAll(/([^\s=/]+)(?:="([^"]*)")?/g)) {
      if (!ALLOWED_ATTRS.has(attr.toLowerCase())) problems.push(`attribute ${attr}`);
      if ((attr === 'href' || attr === 'src') && !/^(https?:\/\/|\/api\/uploads\/)/.test(value)) problems.push(`${attr}=${value}`);
    }
  }
  return problems;
}

describe('article HTML is sanitized when saved', () => {
  it(`lets none of ${XSS_PAYLOADS.length} XSS payloads survive`, async () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(30);
    for (const payload of XSS_PAYLOADS) {
      const id = await newArticle(`<p>antes</p>${payload}<p>depois</p>`);
      const { html } = (await t.get(API.article.path, { query: `id=${id}` })).body.data;
      expect(unsafeParts(html), `${payload} → ${html}`).toEqual([]);
      expect(html).toContain('antes');
    }
  });

  it('keeps the allowed formatting, with safe links and lazy images', async () => {
    const id = await newArticle(
      '<h2>Título</h2><p><strong>forte</strong> <em>ênfase</em><br></p><ul><li>um</li></ul><ol><li>dois</li></ol><blockquote>citação</blockquote>'
      + '<a href="https://example.com/x" target="_blank">link</a><img src="https://example.com/a.png" alt="A" width="640" height="360">',
    );
    const { html } = (await t.get(API.article.path, { query: `id=${id}` })).body.data;
    expect(html).toContain('<h2>Título</h2>');
    expect(html).toContain('<strong>forte</strong> <em>ênfase</em><br />');
    expect(html).toContain('<a href="https://example.com/x" target="_blank" rel="noopener noreferrer">link</a>');
    expect(html).toContain('<img src="https://example.com/a.png" alt="A" loading="lazy" width="640" height="360" />');
    expect(html).toContain('<blockquote>citação</blockquote>');
  });
});

describe('caching', () => {
  it('answers public GETs with an ETag, Cache-Control and 304 on If-None-Match', async () => {
    for (const url of [API.homeCategories.path, API.articleCategories.path, API.activities.path, API.partners.path, API.documents.path, API.downloadLinks.path]) {
      const first = await t.app.inject({ method: 'GET', url });
      expect(first.statusCode).toBe(200);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^"[\w-]+"$/);
      expect(first.headers['cache-control']).toBe('public, no-cache');
      const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      const stale = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': '"outra"' } });
      expect(stale.statusCode).toBe(200);
    }
  });

  it('changes the ETag when the content changes', async () => {
    const before = await t.app.inject({ method: 'GET', url: API.partners.path });
    await saveContent('partners', { name: 'Nova Marca (fictícia)', logo: '/content/partner-1.svg', link: 'https://example.com/nova' });
    const after = await t.app.inject({ method: 'GET', url: API.partners.path, headers: { 'if-none-match': before.headers.etag as string } });
    expect(after.statusCode).toBe(200);
  });
});

describe('other content', () => {
  it('GET /api/activities answers campaigns with their state', async () => {
    const { list } = (await t.get(API.activities.path)).body.data;
    expect(new Set(list.map((a: { state: string }) => a.state))).toEqual(new Set(['running', 'upcoming', 'ended']));
    expect(list[0]).toEqual({
      id: expect.any(Number), title: expect.any(String), summary: expect.any(String), image: expect.any(String),
      route: '/pages/lottery/lottery', starts_at: expect.any(String), ends_at: expect.any(String), state: 'running',
    });
  });

  it('GET /api/gameshow/programme answers sessions earliest first, paged', async () => {
    const page = (await t.get(API.programme.path, { query: 'page_size=5' })).body.data;
    expect(page).toMatchObject({ page: 1, page_size: 5, hasMore: true });
    const starts = page.list.map((e: { starts_at: string }) => Date.parse(e.starts_at));
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);
  });

  it('GET /api/partners, /api/documents and /api/documents/detail answer texts from the server', async () => {
    const partners = (await t.get(API.partners.path)).body.data.list;
    expect(partners[0]).toEqual({ id: expect.any(Number), name: expect.any(String), logo: expect.any(String), description: expect.any(String), link: expect.stringMatching(/^https:\/\/example\.com\//) });
    const documents = (await t.get(API.documents.path)).body.data.list;
    expect(documents.map((d: { slug: string }) => d.slug)).toEqual(['termos', 'privacidade', 'regras']);
    const one = await t.get(API.document.path, { query: `id=${documents[0].id}` });
    expect(one.body.data).toMatchObject({ title: 'Termos de uso', html: expect.stringContaining('<h2>') });
    const about = await t.get(API.document.path, { query: 'slug=about' });
    expect(about.body.data.title).toBe('Sobre o Prêmia');
    expect((await t.get(API.document.path, { query: 'slug=nada' })).body.msg).toBe('Documento não encontrado');
  });
});

describe('app download', () => {
  it('GET /api/auth/getDownLink answers the platform links', async () => {
    const answer = await t.get(API.downloadLinks.path);
    expect(answer.body.data.links).toEqual([
      { platform: 'android', kind: 'package', url: 'https://example.com/premia/premia.apk' },
      { platform: 'ios', kind: 'pwa', url: null },
      { platform: 'desktop', kind: 'pwa', url: null },
    ]);
  });

  it('POST /api/auth/addDownloadCount counts once per uuid and day', async () => {
    const body = { channel_from: 'premia', uuid: 'c0ffee00-1234-4abc-8def-000000000001' };
    expect((await t.post(API.addDownloadCount.path, body)).body.data).toEqual({ counted: true });
    expect((await t.post(API.addDownloadCount.path, body)).body.data).toEqual({ counted: false });
    expect((await t.post(API.addDownloadCount.path, { ...body, uuid: 'c0ffee00-1234-4abc-8def-000000000002' })).body.data).toEqual({ counted: true });
    t.clock.advance(24 * 3600);
    expect((await t.post(API.addDownloadCount.path, body)).body.data).toEqual({ counted: true });
  });

  it('refuses a bad payload with a Portuguese 400', async () => {
    for (const [body, msg] of [
      [{ channel_from: 'premia' }, 'Identificador de instalação inválido'],
      [{ channel_from: 'premia', uuid: '<script>' }, 'Identificador de instalação inválido'],
      [{ channel_from: 'a b c', uuid: 'c0ffee00-1234' }, 'Canal de origem inválido'],
      [{ channel_from: 5, uuid: 'c0ffee00-1234' }, 'Canal de origem inválido'],
    ] as const) {
      const answer = await t.post(API.addDownloadCount.path, body);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ code: 400, msg, data: null });
    }
  });
});

describe('operator content calls', () => {
  it('refuse a wrong secret and an unknown kind', async () => {
    expect((await t.post(OPS_CALLS.saveContent.path.replace(':content_kind', 'partners'), {}, { headers: { 'x-ops-secret': 'x' } })).status).toBe(403);
    expect((await saveContent('segredos', {})).body.msg).toBe('Tipo de conteúdo desconhecido');
  });

  it('create and update each kind', async () => {
    const now = Date.now();
    const samples: Record<string, object> = {
      categories: { title: 'Ajuda', icon: 'info', link: 'https://example.com/ajuda' },
      banners: { title: 'Novo', image: '/banners/banner-1.svg', link: 'https://example.com/b', html: '<p>x</p><script>y</script>' },
      'article-categories': { name: 'Eventos' },
      activities: { title: 'Nova', route: '/pages/lottery/lottery', starts_at: new Date(now).toISOString(), ends_at: new Date(now + 3600_000).toISOString() },
      programme: { title: 'Sessão', route: '/pages/lottery/lottery', starts_at: new Date(now).toISOString(), ends_at: new Date(now + 3600_000).toISOString() },
      documents: { slug: 'cookies', title: 'Cookies', html: '<p>c</p>' },
    };
    for (const [kind, body] of Object.entries(samples)) {
      const created = await saveContent(kind, body);
      expect(created.status, kind).toBe(200);
      expect((await saveContent(kind, { ...body, id: created.body.data.id })).body.data.id).toBe(created.body.data.id);
    }
    const banners = (await t.post(API.banners.path, { page_size: 50 })).body.data.list;
    const banner = banners.find((b: { title: string }) => b.title === 'Novo');
    expect((await t.get(API.bannerDetail.path, { query: `id=${banner.id}` })).body.data.html).toBe('<p>x</p>');
    expect((await saveContent('partners', { id: 999999, name: 'x', logo: '/x.svg', link: 'https://example.com' })).body.msg).toBe('Conteúdo não encontrado');
  });

  it('list every row of a kind for the console, drafts included', async () => {
    const draft = await newArticle('<p>Só no console</p>', false);
    const listed = await t.get(OPS_CALLS.listContent.path.replace(':content_kind', 'articles'), { headers: ops, query: 'limit=5' });
    expect(listed.status).toBe(200);
    expect(listed.body.data[0]).toMatchObject({ id: draft, publishedAt: null, html: '<p>Só no console</p>' });
    expect(listed.body.data.length).toBeLessThanOrEqual(5);
    expect((await t.get(OPS_CALLS.listContent.path.replace(':content_kind', 'articles'))).status).toBe(403);
  });
});
