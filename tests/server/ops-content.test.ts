/** Content calls with an operator session (issue 12): saves and publications are audited with the operator. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPS_CONSOLE_API as C, OPS_TOKEN_HEADER } from '../../src/domain/contract/ops.ts';
import { API, OPS_API } from '../../src/domain/contract/paths.ts';
import { SERVER_MESSAGES as S } from '../../src/domain/messages.pt.ts';
import { OPS_MESSAGES as O } from '../../src/domain/ops.pt.ts';
import { createTestApp, OPS_SECRET, type TestApp } from './helpers.ts';
import { newPlayer } from './reward-flows.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const secret = { headers: { 'x-ops-secret': OPS_SECRET } };
const asToken = (token: string) => ({ headers: { [OPS_TOKEN_HEADER]: token } });
const contentPath = (template: string, kind: string) => template.replace(':kind', kind);

async function newOperator() {
  const name = `conteudo${Date.now().toString(36)}`;
  const password = 'senha-forte-123';
  expect((await t.post(C.addOperator.path, { name, password }, secret)).status).toBe(200);
  const signedIn = await t.post(C.signIn.path, { name, password });
  return { name, token: signedIn.body.data.token as string };
}

async function auditEntries() {
  const audit = await t.get(C.audit.path, { ...secret, query: 'page=1&page_size=50' });
  return audit.body.data.list as Array<{ actor: string; action: string; target: string; detail: Record<string, unknown> }>;
}

describe('operator content calls with an operator session', () => {
  it('save a banner, answer its sanitized page, and list the save in the audit', async () => {
    const op = await newOperator();
    const body = { title: 'Banner do operador', image: '/content/cover-1.svg', position: 'home', html: '<p>Oi</p><script>x</script>' };
    const saved = await t.post(contentPath(OPS_API.saveContent.path, 'banners'), body, asToken(op.token));
    expect(saved).toMatchObject({ status: 200, body: { data: { title: 'Banner do operador', html: '<p>Oi</p>' } } });
    const id = saved.body.data.id as number;
    const edited = await t.post(contentPath(OPS_API.saveContent.path, 'banners'), { ...body, id, active: false }, asToken(op.token));
    expect(edited.body.data).toMatchObject({ id, active: false });

    const listed = await t.get(contentPath(OPS_API.listContent.path, 'banners'), asToken(op.token));
    expect(listed.body.data.find((row: { id: number }) => row.id === id)).toMatchObject({ html: '<p>Oi</p>', active: false });
    const entries = await auditEntries();
    expect(entries.find((e) => e.target === `banners:${id}` && e.action === 'content.create')).toMatchObject({ actor: op.name, detail: { title: 'Banner do operador' } });
    expect(entries.find((e) => e.target === `banners:${id}` && e.action === 'content.update')).toMatchObject({ actor: op.name });
  });

  it('audit a publication with the operator, and a save by the secret as cli', async () => {
    const op = await newOperator();
    const categories = await t.get(API.articleCategories.path);
    const article = await t.post(contentPath(OPS_API.saveContent.path, 'articles'), { category_id: categories.body.data.list[0].id, title: 'Notícia', html: '<p>n</p>' }, secret);
    const id = article.body.data.id as number;
    expect((await t.post(OPS_API.publishArticle.path, { id, published: true }, asToken(op.token))).status).toBe(200);
    const entries = await auditEntries();
    expect(entries.find((e) => e.target === `articles:${id}` && e.action === 'content.publish')).toMatchObject({ actor: op.name });
    expect(entries.find((e) => e.target === `articles:${id}` && e.action === 'content.create')).toMatchObject({ actor: 'cli' });
  });

  it('refuse a member token, as a bearer (403) or as an operator token (401), and audit nothing', async () => {
    const member = await newPlayer(t);
    const path = contentPath(OPS_API.saveContent.path, 'banners');
    const body = { title: 'Intruso', image: '/content/cover-1.svg' };
    expect(await t.post(path, body, { token: member.token })).toMatchObject({ status: 403, body: { msg: S.forbidden } });
    expect(await t.post(path, body, asToken(member.token))).toMatchObject({ status: 401, body: { msg: O.sessionInvalid } });
    expect((await t.get(contentPath(OPS_API.listContent.path, 'banners'), { token: member.token })).status).toBe(403);
    expect((await auditEntries()).some((e) => e.detail.title === 'Intruso')).toBe(false);
  });

  it('refuse a bad banner with the server message and audit nothing', async () => {
    const op = await newOperator();
    const refused = await t.post(contentPath(OPS_API.saveContent.path, 'banners'), { title: '', image: 'javascript:x' }, asToken(op.token));
    expect(refused).toMatchObject({ status: 400, body: { msg: 'Dados inválidos' } });
  });
});
