// @vitest-environment node
/** scripts/first-screen-html.ts: what the built index.html asks for before any script runs. */
import { describe, expect, it } from 'vitest';
import { runInNewContext } from 'node:vm';
import { addModulePreloads, inlineStylesheets, routePageFiles, routePreloadStatements, startAfterFirstPaint } from '../../scripts/first-screen-html.ts';

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

/** Runs index.html's inline script as the browser would at `hash`; records what it adds to <head>. */
function runInlineScript(html: string, { hash = '', visibilityState = 'visible', stored = {} }: { hash?: string; visibilityState?: 'visible' | 'hidden'; stored?: Record<string, string> } = {}) {
  const script = html.match(/<script>(.*)<\/script>/)?.[1] ?? '';
  const added: Array<{ rel?: string; href?: string; type?: string; src?: string }> = [];
  const frames: Array<() => void> = [];
  const timers: Array<() => void> = [];
  const window: { premiaRouteChunks?: string[] } = {};
  runInNewContext(script, {
    window,
    location: { hash },
    document: { visibilityState, createElement: () => ({}), head: { appendChild: (e: (typeof added)[number]) => added.push(e) } },
    requestAnimationFrame: (f: () => void) => frames.push(f),
    setTimeout: (f: () => void) => timers.push(f),
    localStorage: { getItem: (key: string) => stored[key] ?? null },
  });
  /** The first frame, then every task the script queues, until none is left. */
  const paint = () => {
    frames.splice(0).forEach((f) => f());
    while (timers.length > 0) timers.shift()!();
  };
  const preloads = () => added.filter((e) => e.rel === 'modulepreload').map((e) => e.href ?? '');
  const entry = () => added.filter((e) => e.type === 'module').map((e) => e.src);
  /** What the starter leaves for main.tsx: the route's files, each after those it imports. */
  const routeChunks = () => window.premiaRouteChunks;
  return { added, frames, timers, paint, preloads, entry, routeChunks };
}

describe("the opened page's preloads", () => {
  const built = bundle(
    chunk('assets/index-1.js', ['/app/src/main.tsx']),
    page('assets/login-5.js', '/app/src/pages/login/login.tsx', ['assets/index-1.js', 'assets/schemas-6.js']),
    chunk('assets/schemas-6.js', ['/app/src/domain/zod.ts']),
    page('assets/index-7.js', '/app/src/pages/index/index.tsx', ['assets/index-1.js']),
    page('assets/scenes-8.js', '/app/scenes/index.ts'),
  );
  const statements = routePreloadStatements(routePageFiles(built, new Set(['assets/index-1.js'])), '/');
  const html = startAfterFirstPaint(HTML, statements);

  /** The page's own preloads at `hash` (after the entry's, which every route has). */
  function preloadsAt(hash: string): string[] {
    const page = runInlineScript(html, { hash });
    page.paint();
    return page.preloads().filter((href) => href !== '/assets/index-1.js');
  }

  it("preloads the route's page chunk and what it imports, not what the entry loads", () => {
    expect(preloadsAt('#/pages/login/login?mode=register')).toEqual(['/assets/schemas-6.js', '/assets/login-5.js']);
    expect(preloadsAt('#/Pages/Login/login/')).toHaveLength(2);
  });

  it('leaves the route\'s files for main.tsx, each after the chunks it imports, the page last', () => {
    const page = runInlineScript(html, { hash: '#/pages/login/login' });
    expect(page.routeChunks()).toBeUndefined();
    page.paint();
    expect(page.routeChunks()).toEqual(['/assets/schemas-6.js', '/assets/login-5.js']);
    const unknown = runInlineScript(html, { hash: '#/pages/nada/nada' });
    unknown.paint();
    expect(unknown.routeChunks()).toEqual([]);
  });

  it('runs the entry before the page\'s preloads, which come a few per task', () => {
    const many = bundle(
      chunk('assets/index-1.js', ['/app/src/main.tsx']),
      page('assets/login-5.js', '/app/src/pages/login/login.tsx', ['assets/index-1.js', 'assets/a-6.js', 'assets/b-7.js', 'assets/c-8.js', 'assets/d-9.js', 'assets/e-10.js']),
      ...['a-6', 'b-7', 'c-8', 'd-9', 'e-10'].map((name) => chunk(`assets/${name}.js`, [`/app/src/lib/${name}.ts`])),
    );
    const starter = runInlineScript(startAfterFirstPaint(HTML, routePreloadStatements(routePageFiles(many, new Set(['assets/index-1.js'])), '/')), { hash: '#/pages/login/login' });
    starter.frames.splice(0).forEach((f) => f());
    starter.timers.shift()!();
    // The task after the first frame: the entry's preload and the entry itself, nothing of the page yet.
    expect(starter.entry()).toEqual(['/assets/index-1.js']);
    expect(starter.preloads()).toEqual(['/assets/index-1.js']);
    starter.paint();
    expect(starter.preloads()).toHaveLength(7);
    expect(starter.preloads().slice(1)).toContain('/assets/login-5.js');
  });

  it('preloads home at / and at its alias, and nothing for an unknown route or a module that is not a page', () => {
    expect(preloadsAt('')).toEqual(['/assets/index-7.js']);
    expect(preloadsAt('#/pages/index/index')).toEqual(['/assets/index-7.js']);
    expect(preloadsAt('#/pages/nada/nada')).toEqual([]);
    expect(html).not.toContain('scenes');
  });
});

describe('the entry and the preloads', () => {
  const built = bundle(
    chunk('assets/index-1.js', ['/app/src/main.tsx']),
    chunk('assets/http-3.js', ['/app/src/api/http.ts']),
  );
  const html = startAfterFirstPaint(addModulePreloads(HTML, built, '/', ['src/api/http.ts']));

  it('start only after the first frame has painted: preloads first (the entry first), then the entry runs', () => {
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('<link rel="modulepreload"');
    const page = runInlineScript(html);
    expect(page.added).toEqual([]);
    expect(page.frames).toHaveLength(1);
    page.paint();
    expect(page.preloads()).toEqual(['/assets/index-1.js', '/assets/http-3.js']);
    expect(page.entry()).toEqual(['/assets/index-1.js']);
    expect(page.added.at(-1)).toMatchObject({ type: 'module', src: '/assets/index-1.js' });
  });

  it('start at once in a hidden tab, which paints no frames', () => {
    const page = runInlineScript(html, { visibilityState: 'hidden' });
    expect(page.entry()).toEqual(['/assets/index-1.js']);
    expect(page.preloads()).toHaveLength(2);
  });

  it('fails the build when index.html has no entry script', () => {
    expect(() => startAfterFirstPaint('<head></head>')).toThrow(/entry/);
  });
});

describe('a visitor opening a member-only page', () => {
  const built = bundle(
    chunk('assets/index-1.js', ['/app/src/main.tsx']),
    page('assets/login-5.js', '/app/src/pages/login/login.tsx', ['assets/index-1.js']),
    page('assets/wallet-6.js', '/app/src/pages/personal/wallet.tsx', ['assets/index-1.js', 'assets/schemas-7.js']),
    chunk('assets/schemas-7.js', ['/app/src/domain/zod.ts']),
    page('assets/about-8.js', '/app/src/pages/personal/about.tsx', ['assets/index-1.js']),
  );
  const visitors = { memberOnly: ['/pages/personal/wallet'], login: '/pages/login/login', memberKeys: ['token', 'userInfo'] };
  const html = startAfterFirstPaint(HTML, routePreloadStatements(routePageFiles(built, new Set(['assets/index-1.js'])), '/', visitors));
  const preloadsAt = (hash: string, stored: Record<string, string> = {}) => {
    const starter = runInlineScript(html, { hash, stored });
    starter.paint();
    return starter.preloads().filter((href) => href !== '/assets/index-1.js');
  };

  it("preloads login's files, where the app sends them, not the page's", () => {
    expect(preloadsAt('#/pages/personal/wallet')).toEqual(['/assets/login-5.js']);
    expect(preloadsAt('#/Pages/Personal/Wallet/', { token: 't' })).toEqual(['/assets/login-5.js']);
  });

  it("preloads the page's own for a member, and any public page for everyone", () => {
    expect(preloadsAt('#/pages/personal/wallet', { token: 't', userInfo: '{}' })).toEqual(['/assets/schemas-7.js', '/assets/wallet-6.js']);
    expect(preloadsAt('#/pages/personal/about')).toEqual(['/assets/about-8.js']);
  });
});

