import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../src/domain/contract/paths.ts';
import { buildPolicy, hostsIn, inlineScriptsOf, scriptHash } from '../../server/http/security-headers.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/** As the build writes the route's preloads into index.html (scripts/first-screen-html.ts). */
const PAGE_SCRIPT = "(function(){document.head.dataset.x='1'})()";
let t: TestApp;
beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'premia-csp-'));
  writeFileSync(join(dir, 'index.html'), `<!doctype html><title>Prêmia</title><script type="module" src="/assets/index.js"></script><script>${PAGE_SCRIPT}</script>`);
  t = await createTestApp({ staticDir: dir });
});
afterAll(() => t.close());

describe('security headers', () => {
  it('sends nosniff, a referrer policy and no framing on API answers', async () => {
    const answer = await t.app.inject({ method: 'GET', url: API.languages.path });
    expect(answer.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'DENY',
    });
    expect(answer.headers['content-security-policy']).toBeUndefined();
  });

  it('gives the page a policy: scripts from this origin and the enabled tracking scripts only, no eval, no framing', async () => {
    const scripts = (await t.get(API.trackingScripts.path)).body.data as Array<{ content: string }>;
    expect(scripts.length).toBeGreaterThan(0);
    for (const url of ['/', '/pages/login/login']) {
      const page = await t.app.inject({ method: 'GET', url });
      const policy = String(page.headers['content-security-policy']);
      const scriptSrc = policy.split('; ').find((d) => d.startsWith('script-src ')) ?? '';
      expect(scriptSrc.startsWith("script-src 'self'")).toBe(true);
      for (const script of scripts) expect(scriptSrc).toContain(scriptHash(script.content));
      // The page's own inline script, by its hash; never 'unsafe-inline'.
      expect(scriptSrc).toContain(scriptHash(PAGE_SCRIPT));
      expect(policy).not.toContain('unsafe-eval');
      expect(scriptSrc).not.toContain('unsafe-inline');
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("object-src 'none'");
    }
  });

  it('allows the https hosts a tracking script names, for its script and its beacons', () => {
    const snippet = "var s=document.createElement('script');s.src='https://tags.example.com/t.js?id=1';fetch('https://Beacon.example.org:8443/c')";
    expect(hostsIn(snippet)).toEqual(['https://tags.example.com', 'https://beacon.example.org:8443']);
    const policy = buildPolicy([{ content: snippet }]);
    expect(policy).toContain(`script-src 'self' ${scriptHash(snippet)} https://tags.example.com https://beacon.example.org:8443`);
    expect(policy).toContain("connect-src 'self' https://tags.example.com");
    expect(hostsIn("fetch('http://plain.example.com')")).toEqual([]);
  });

  it('finds the inline scripts of a page, not those loaded from a file', () => {
    expect(inlineScriptsOf('<script src="/a.js"></script><script>one()</script><SCRIPT type="x">two()</SCRIPT><script> </script>'))
      .toEqual([{ content: 'one()' }, { content: 'two()' }]);
  });
});
