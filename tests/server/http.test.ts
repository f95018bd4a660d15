import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../src/domain/contract/paths.ts';
import { RULE_MESSAGES as R, SERVER_MESSAGES as S } from '../../src/domain/messages.pt.ts';
import { DEFAULT_RATE_LIMITS } from '../../server/context.ts';
import { sessions } from '../../server/db/schema.ts';
import { sendCodeWithCaptcha, solvedCaptcha } from './flows.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.app.get('/api/test/boom', async () => {
    throw new Error('relation "segredo_interno" does not exist at /srv/app/server.ts:42');
  });
});
afterAll(() => t.close());

describe('envelopes for failures', () => {
  it('answers an unknown API path with a 404 envelope', async () => {
    for (const [method, url] of [['GET', '/api/nada'], ['POST', '/api/auth/naoExiste'], ['GET', '/qualquer']] as const) {
      const result = method === 'GET' ? await t.get(url) : await t.post(url, {});
      expect(result).toMatchObject({ status: 404, body: { code: 404, msg: 'Não encontrado', data: null } });
    }
  });

  it('answers an internal fault with a 500 envelope and no detail', async () => {
    const result = await t.get('/api/test/boom');
    expect(result).toMatchObject({ status: 500, body: { code: 500, msg: S.internalError, data: null } });
    expect(JSON.stringify(result.body)).not.toMatch(/segredo|server\.ts|relation/);
  });

  it('answers malformed JSON with 400 "Dados inválidos"', async () => {
    const response = await t.app.inject({ method: 'POST', url: API.login.path, headers: { 'content-type': 'application/json' }, payload: '{"username":' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 400, msg: R.invalidRequest, data: null });
  });

  it('reads an empty JSON body as an empty object', async () => {
    const response = await t.app.inject({ method: 'POST', url: API.imageCaptcha.path, headers: { 'content-type': 'application/json' } });
    expect(response.statusCode).toBe(200);
    const login = await t.app.inject({ method: 'POST', url: API.login.path, headers: { 'content-type': 'application/json' }, payload: '' });
    expect(login.json()).toMatchObject({ code: 400, msg: R.usernameFormat });
  });
});

describe('rate limits', () => {
  it('answers 429 with the Portuguese envelope once the login limit is reached', async () => {
    const limited = await createTestApp({ database: t.database, seed: false, rateLimits: { login: { max: 2, timeWindow: 60_000 } } });
    const before = await t.db.$count(sessions);
    const attempt = async () => limited.post(API.login.path, { username: 'demo2026', password: 'Premia2026', ...(await solvedCaptcha(limited)) });
    expect((await attempt()).status).toBe(200);
    expect((await attempt()).status).toBe(200);
    const third = await attempt();
    expect(third).toMatchObject({ status: 429, body: { code: 429, msg: S.tooManyRequests, data: null } });
    expect(third.headers['retry-after']).toBeDefined();
    expect(await t.db.$count(sessions)).toBe(before + 2);
    // Calls without a limit are not affected.
    expect((await limited.get(API.languages.path)).status).toBe(200);
    await limited.close();
  });

  it('limits the code sender by default, one IP across many phones', async () => {
    const rule = DEFAULT_RATE_LIMITS.sendCode;
    expect(rule).toEqual({ max: 10, timeWindow: 60_000 });
    const defaults = await createTestApp({ database: t.database, seed: false, rateLimits: { sendCode: rule } });
    const statuses: number[] = [];
    for (let i = 0; i <= rule.max; i += 1) {
      statuses.push((await sendCodeWithCaptcha(defaults, { scene: 'register', phone: `519000000${String(i).padStart(2, '0')}` })).status);
    }
    expect(statuses).toEqual([...Array<number>(rule.max).fill(200), 429]);
    await defaults.close();
  });
});

describe('the built site', () => {
  it('serves files, index.html at / and for unknown page paths, 404 for missing files and under /api', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'premia-dist-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Prêmia</title>');
    writeFileSync(join(dir, 'assets', 'app-abc123.js'), 'console.log(1)');
    const site = await createTestApp({ database: t.database, seed: false, staticDir: dir });
    const root = await site.app.inject({ method: 'GET', url: '/' });
    expect([root.statusCode, root.body]).toEqual([200, '<!doctype html><title>Prêmia</title>']);
    const asset = await site.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const deep = await site.app.inject({ method: 'GET', url: '/pages/login/login' });
    expect([deep.statusCode, deep.body]).toEqual([200, '<!doctype html><title>Prêmia</title>']);
    expect(deep.headers['cache-control']).toBe('no-cache');
    const api = await site.app.inject({ method: 'GET', url: '/api/nada' });
    expect([api.statusCode, api.json().code]).toEqual([404, 404]);
    // A chunk from an older build is missing, not the app: the page's loader must see the failure.
    const oldChunk = await site.app.inject({ method: 'GET', url: '/assets/app-old999.js' });
    expect(oldChunk.statusCode).toBe(404);
    // A file written after start-up (a rebuild) is served without a restart.
    writeFileSync(join(dir, 'assets', 'app-new456.js'), 'console.log(2)');
    const rebuilt = await site.app.inject({ method: 'GET', url: '/assets/app-new456.js' });
    expect([rebuilt.statusCode, rebuilt.body]).toEqual([200, 'console.log(2)']);
    await site.close();
    rmSync(dir, { recursive: true, force: true });
  });
});
