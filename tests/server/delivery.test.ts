/**
 * Delivery: the built site goes out from its build-time brotli/gzip copies with the
 * right cache rules, and API answers over 1 kB are compressed on the fly.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../scripts/precompress.ts';
import { createTestApp, type TestApp } from './helpers.ts';

const HTML = `<!doctype html><html lang="pt-BR"><head><title>Prêmia</title></head><body>${'<p>Olá</p>'.repeat(100)}</body></html>`;
const SCRIPT = `export const prizes = ${JSON.stringify(Array.from({ length: 100 }, (_, i) => ({ id: i, name: `Prêmio ${i}` })))};`;
const ASSET = '/assets/index-Ab12Cd34.js';
const BIG = { code: 0, msg: 'ok', data: Array.from({ length: 80 }, (_, i) => ({ id: i, title: `Artigo de demonstração ${i}` })) };

let dir: string;
let t: TestApp;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'premia-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), HTML);
  writeFileSync(join(dir, ASSET), SCRIPT);
  writeFileSync(join(dir, 'sw.js'), `self.addEventListener('fetch', () => {});${' '.repeat(600)}`);
  writeFileSync(join(dir, 'manifest.webmanifest'), JSON.stringify({ name: 'Prêmia', start_url: '/#/', pad: 'x'.repeat(600) }));
  writeFileSync(join(dir, 'favicon.svg'), `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(200)}</svg>`);
  await precompressDir(dir);
  t = await createTestApp({ staticDir: dir, seed: false });
  t.app.get('/api/test/big', async () => BIG);
  t.app.get('/api/test/small', async () => ({ code: 0, msg: 'ok', data: { id: 1 } }));
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

describe('build-time compressed copies', () => {
  it('writes a .br and a .gz beside each text file', () => {
    for (const file of ['index.html', ASSET, 'favicon.svg']) {
      expect(existsSync(join(dir, `${file}.br`)) && existsSync(join(dir, `${file}.gz`))).toBe(true);
    }
  });
});

describe('static files by Accept-Encoding', () => {
  it('sends brotli when accepted, with Vary and the JavaScript type', async () => {
    const response = await get(ASSET, 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends gzip when only gzip is accepted', async () => {
    const response = await get(ASSET, 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the plain file otherwise, still with Vary', async () => {
    for (const accept of [undefined, 'identity']) {
      const response = await get(ASSET, accept);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.body).toBe(SCRIPT);
    }
  });
});

describe('cache rules', () => {
  it('keeps a hashed asset forever', async () => {
    const response = await get(ASSET, 'br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates index.html, also through the SPA fallback, and compresses it', async () => {
    for (const url of ['/', '/index.html', '/carteira']) {
      const response = await get(url, 'br, gzip');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers['content-type'], url).toMatch(/text\/html/);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toBe(HTML);
    }
  });

  it('gives other public files a short cache', async () => {
    const response = await get('/favicon.svg', 'gzip');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.headers['content-type']).toMatch(/image\/svg\+xml/);
  });

  it('revalidates the service worker and the manifest, with their types', async () => {
    for (const encoding of ['br, gzip', '']) {
      const worker = await get('/sw.js', encoding);
      expect(worker.statusCode).toBe(200);
      expect(worker.headers['cache-control']).toBe('no-cache');
      expect(worker.headers['content-type']).toMatch(/javascript/);
      const manifest = await get('/manifest.webmanifest', encoding);
      expect(manifest.statusCode).toBe(200);
      expect(manifest.headers['cache-control']).toBe('no-cache');
      expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    }
  });

  it('lets the worker and the manifest load under the page policy', async () => {
    const policy = String((await get('/', 'gzip')).headers['content-security-policy']);
    expect(policy).toMatch(/worker-src 'self'/);
    expect(policy).toMatch(/manifest-src 'self'/);
  });

  it('answers a missing asset 404, not the app', async () => {
    const response = await get('/assets/index-Gone1234.js', 'br, gzip');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 404 });
  });
});

describe('API answers', () => {
  it('compresses an answer over 1 kB when the client accepts gzip', async () => {
    const response = await get('/api/test/big', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(gunzipSync(response.rawPayload).toString())).toEqual(BIG);
  });

  it('prefers brotli and sends it plain to a client that accepts neither', async () => {
    expect((await get('/api/test/big', 'br, gzip')).headers['content-encoding']).toBe('br');
    const plain = await get('/api/test/big');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(BIG);
  });

  it('sends a small answer as it is', async () => {
    const response = await get('/api/test/small', 'br, gzip');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toMatchObject({ data: { id: 1 } });
  });
});
