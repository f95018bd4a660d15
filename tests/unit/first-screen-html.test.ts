// @vitest-environment node
/** scripts/first-screen-html.ts: what the built index.html asks for before any script runs. */
import { describe, expect, it } from 'vitest';
import { runInNewContext } from 'node:vm';
import { addModulePreloads, addRoutePreloads, inlineStylesheets, startEntryAfterFirstPaint } from '../../scripts/first-screen-html.ts';

type Bundle = Parameters<typeof inlineStylesheets>[1];

const asset = (fileName: string, source: string) => ({ type: 'asset', fileName, source });
const chunk = (fileName: string, moduleIds: string[], imports: string[] = []) => ({ type: 'chunk', fileName, moduleIds, imports, isDynamicEntry: false, facadeModuleId: moduleIds.at(-1) });
const page = (fileName: string, module: string, imports: string[] = []) => ({ ...chunk(fileName, [module], imports), isDynamicEntry: true });
const bundle = (...outputs: Array<{ fileName: string }>) => Object.fromEntries(outputs.map((o) => [o.fileName, o])) as unknown as Bundle;

const HTML = `<head>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-2.css">
  </head>`;

describe('first-screen stylesheets', () => {
  it('writes the stylesheet into the page and keeps its link disabled, so neither the page nor a lazy chunk fetches it', () => {
    const html = inlineStylesheets(HTML, bundle(asset('assets/index-2.css', '.a{color:red}\n')), '/');
    expect(html).toContain('<style>.a{color:red}</style>');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-2.css" disabled>');
    expect(html).not.toMatch(/index-2\.css">/);
  });

  it('leaves a stylesheet linked when its text could close the <style> element', () => {
    const html = inlineStylesheets(HTML, bundle(asset('assets/index-2.css', '.a{content:"</style>"}')), '/');
    expect(html).toBe(HTML);
  });
});

describe('modules preloaded by the page', () => {
  const built = bundle(
    chunk('assets/index-1.js', ['/app/src/main.tsx']),
    chunk('assets/http-3.js', ['/app/src/api/query.ts', '/app/src/api/http.ts'], ['assets/index-1.js', 'assets/values-4.js']),
    chunk('assets/values-4.js', ['/app/src/lib/values.ts']),
  );

  it('links the chunk holding the module and its static imports, once, and not the entry it runs already', () => {
    const html = addModulePreloads(HTML, built, '/', ['src/api/http.ts', 'src/api/query.ts']);
    expect(html.match(/rel="modulepreload"/g)).toHaveLength(2);
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/http-3.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/values-4.js">');
    expect(html.indexOf('modulepreload')).toBeLessThan(html.indexOf('</head>'));
  });

  it('fails the build when a named module is in no chunk', () => {
    expect(() => addModulePreloads(HTML, built, '/', ['src/api/gone.ts'])).toThrow(/src\/api\/gone\.ts/);
  });
});

describe("the opened page's preloads", () => {
  const built = bundle(
    chunk('assets/index-1.js', ['/app/src/main.tsx']),
    page('assets/login-5.js', '/app/src/pages/login/login.tsx', ['assets/index-1.js', 'assets/schemas-6.js']),
    chunk('assets/schemas-6.js', ['/app/src/domain/zod.ts']),
    page('assets/index-7.js', '/app/src/pages/index/index.tsx', ['assets/index-1.js']),
    page('assets/scenes-8.js', '/app/scenes/index.ts'),
  );
  const html = addRoutePreloads(HTML, built, '/');
  const script = html.match(/<script>(.*)<\/script>/)?.[1] ?? '';

  /** Runs the inline script as the browser would at `hash`; answers the hrefs it preloads. */
  function preloadsAt(hash: string): string[] {
    const links: Array<{ rel: string; href: string }> = [];
    const document = { createElement: () => ({}), head: { appendChild: (l: { rel: string; href: string }) => links.push(l) } };
    runInNewContext(script, { location: { hash }, document });
    return links.map((l) => `${l.rel} ${l.href}`);
  }

  it("preloads the route's page chunk and what it imports, not what the entry loads", () => {
    expect(preloadsAt('#/pages/login/login?mode=register')).toEqual(['modulepreload /assets/login-5.js', 'modulepreload /assets/schemas-6.js']);
    expect(preloadsAt('#/Pages/Login/login/')).toHaveLength(2);
  });

  it('preloads home at / and at its alias, and nothing for an unknown route or a module that is not a page', () => {
    expect(preloadsAt('')).toEqual(['modulepreload /assets/index-7.js']);
    expect(preloadsAt('#/pages/index/index')).toEqual(['modulepreload /assets/index-7.js']);
    expect(preloadsAt('#/pages/nada/nada')).toEqual([]);
    expect(script).not.toContain('scenes');
  });
});

describe('the entry', () => {
  const html = startEntryAfterFirstPaint(HTML);
  const script = html.match(/<script>(.*)<\/script>/)?.[1] ?? '';

  function run(visibilityState: 'visible' | 'hidden') {
    const added: Array<{ type: string; src: string }> = [];
    const frames: Array<() => void> = [];
    const timers: Array<() => void> = [];
    runInNewContext(script, {
      document: { visibilityState, createElement: () => ({}), head: { appendChild: (s: { type: string; src: string }) => added.push(s) } },
      requestAnimationFrame: (f: () => void) => frames.push(f),
      setTimeout: (f: () => void) => timers.push(f),
    });
    return { added, frames, timers };
  }

  it('is fetched at once but run only after the first frame has painted', () => {
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/index-1.js">');
    expect(html).not.toContain('<script type="module"');
    const page = run('visible');
    expect(page.added).toEqual([]);
    page.frames.forEach((f) => f());
    expect(page.added).toEqual([]);
    page.timers.forEach((f) => f());
    expect(page.added).toMatchObject([{ type: 'module', src: '/assets/index-1.js' }]);
  });

  it('runs at once in a hidden tab, which paints no frames', () => {
    expect(run('hidden').added).toMatchObject([{ type: 'module', src: '/assets/index-1.js' }]);
  });
});

