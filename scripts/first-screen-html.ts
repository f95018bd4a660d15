/**
 * Vite plugin (build only) for a phone on a slow network, shaping what index.html asks
 * for before any script runs:
 * - The first screen's stylesheets are written into index.html as <style>, so the shell's first
 *   paint waits for no request but the page itself (each render-blocking stylesheet costs a round
 *   trip on slow 4G). Each link stays, `disabled`: a disabled stylesheet is neither fetched nor
 *   applied, and Vite's loader, which skips a stylesheet already linked, does not fetch it again
 *   when a lazy page lists it among its dependencies (a second copy would also come later in the
 *   cascade and undo the page's own overrides).
 * - Modules every page calls right after its first render (the HTTP client) are preloaded, so
 *   they download beside the entry instead of after it has run.
 * - A few hundred bytes of inline script read the address's route and preload the opened page's
 *   own chunks, so they too download beside the entry instead of after it has run and rendered
 *   the shell. A page module sits at its route's path (`src/pages/login/login.tsx` for
 *   `#/pages/login/login`, home's at `/`; tests/unit/paths.test.ts keeps the rule). The server
 *   allows the script by its sha256 (server/http/security-headers.ts). The list, each file after
 *   the files it imports, is left in `window.premiaRouteChunks` for main.tsx to evaluate one chunk
 *   per task (src/app/route-chunks.ts).
 * - None of these requests, nor the entry, starts before the first frame: the skeleton of
 *   index.html is painted first, and the entry runs after it (its evaluation is about 100 ms at a
 *   phone's 4× slowdown). A preload that a fast network completed before the first paint could
 *   hold that paint back while the module was parsed, and Lighthouse then counted every such
 *   script as blocking the first paint (FCP 0.7 s or 1.9 s from one run to the next). In a hidden
 *   tab, which has no frames, everything starts at once.
 */
import type { IndexHtmlTransformContext, Plugin } from 'vite';
import { ROUTE_CHUNKS_GLOBAL } from '../src/app/route-chunks.ts';

type Bundle = NonNullable<IndexHtmlTransformContext['bundle']>;
type Chunk = Extract<Bundle[string], { type: 'chunk' }>;

const STYLESHEET_LINK = /<link rel="stylesheet"( crossorigin)? href="([^"]+\.css)">/g;

function assetText(bundle: Bundle, href: string, base: string): string | undefined {
  const output = bundle[href.slice(base.length)];
  if (output?.type !== 'asset') return undefined;
  return typeof output.source === 'string' ? output.source : new TextDecoder().decode(output.source);
}

export function inlineStylesheets(html: string, bundle: Bundle, base: string): string {
  return html.replace(STYLESHEET_LINK, (link: string, crossorigin: string | undefined, href: string) => {
    const css = assetText(bundle, href, base);
    if (css === undefined || /<\/style/i.test(css)) return link;
    return `<style>${css.trim()}</style>\n    <link rel="stylesheet"${crossorigin ?? ''} href="${href}" disabled>`;
  });
}

/** A chunk and the chunks it imports statically, each after the chunks it imports (the order they are evaluated in). */
function chunkFiles(bundle: Bundle, fileName: string): string[] {
  const seen = new Set<string>();
  const files: string[] = [];
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const chunk = bundle[file];
    if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
    files.push(file);
  };
  visit(fileName);
  return files;
}

/** The chunk holding `moduleSuffix` (e.g. `src/api/http.ts`) and the chunks it imports statically. */
function chunkClosure(bundle: Bundle, moduleSuffix: string): string[] {
  const chunks = Object.values(bundle).filter((o): o is Chunk => o.type === 'chunk');
  const home = chunks.find((c) => c.moduleIds.some((id) => id.replaceAll('\\', '/').endsWith(moduleSuffix)));
  if (!home) throw new Error(`first-screen-html: no chunk holds ${moduleSuffix}`);
  return chunkFiles(bundle, home.fileName);
}

export function addModulePreloads(html: string, bundle: Bundle, base: string, moduleSuffixes: readonly string[]): string {
  const files = [...new Set(moduleSuffixes.flatMap((suffix) => chunkClosure(bundle, suffix)))];
  const links = files
    .map((file) => `${base}${file}`)
    .filter((href) => !html.includes(`"${href}"`)) // linked already, or the entry's own <script src>
    .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`);
  if (links.length === 0) return html;
  return html.replace('</head>', `    ${links.join('\n    ')}\n  </head>`);
}

/** Files the entry loads by itself: its chunk, its static imports and the preloads already written. */
function linkedFiles(html: string, base: string): Set<string> {
  return new Set([...html.matchAll(/(?:href|src)="([^"]+\.js)"/g)].map((m) => m[1]!.slice(base.length)));
}

const PAGE_MODULE = /[\\/]src[\\/]pages[\\/](.+)\.tsx$/;

/** Route path (lower case, as the router matches) → the JavaScript files of its page not loaded with the entry. */
export function routePageFiles(bundle: Bundle, loaded: ReadonlySet<string>): Map<string, string[]> {
  const routes = new Map<string, string[]>();
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== 'chunk' || !chunk.isDynamicEntry) continue;
    const page = chunk.facadeModuleId?.match(PAGE_MODULE)?.[1]?.replaceAll('\\', '/');
    if (!page) continue;
    const files = chunkFiles(bundle, chunk.fileName).filter((file) => !loaded.has(file));
    if (files.length === 0) continue;
    routes.set(`/pages/${page}`.toLowerCase(), files);
    if (page === 'index/index') routes.set('/', files);
  }
  return routes;
}

/** Where a visitor opening a member-only route is sent (the app sends them to login), for the starter to preload that page instead. */
export interface VisitorRedirect {
  memberOnly: readonly string[];
  login: string;
  /** The localStorage keys that together make a member at launch (main.tsx's test). */
  memberKeys: readonly string[];
}

/**
 * Statements listing the opened route's files in `q`, for the starter to preload: each file once
 * in a list, each route as indexes into it. A visitor on a member-only route gets login's files:
 * the page's own would only take the slow network from the page they are shown.
 */
export function routePreloadStatements(routes: Map<string, string[]>, base: string, visitors?: VisitorRedirect): string {
  const all = [...new Set([...routes.values()].flat())];
  // Every chunk sits in one folder (assets/): it is written once, in the prefix.
  const folder = all.every((file) => file.startsWith('assets/')) ? 'assets/' : '';
  const files = all.map((file) => file.slice(folder.length));
  const table = Object.fromEntries([...routes].map(([route, list]) => [route, list.map((file) => all.indexOf(file))]));
  const member = visitors ? visitors.memberKeys.map((key) => `localStorage.getItem(${JSON.stringify(key)})`).join('&&') : '';
  const redirect = visitors
    ? `try{if(${JSON.stringify(visitors.memberOnly.map((path) => path.toLowerCase()))}.indexOf(p)>=0&&!(${member}))p=${JSON.stringify(visitors.login.toLowerCase())}}catch(e){}`
    : '';
  return `var f=${JSON.stringify(files)},r=${JSON.stringify(table)},`
    + `p=(location.hash.slice(1).split(/[?#]/)[0].replace(/(.)\\/+$/,'$1')||'/').toLowerCase();${redirect}`
    + `q=(r[p]||[]).map(function(i){return ${JSON.stringify(base + folder)}+f[i]});`;
}

const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/** How many of the opened route's files are preloaded per task (each <link> costs 2–4 ms at 4× CPU). */
const ROUTE_PRELOADS_PER_TASK = 4;

/**
 * Replaces the entry's <script> and every <link rel=modulepreload> with one inline script that,
 * after the first frame, preloads them (the entry first) and runs the entry, then preloads the
 * opened route's files (`routeStatements`) a few per task: all at once, the starter was a task of
 * 40–80 ms at 4× CPU on a page with a dozen chunks.
 */
export function startAfterFirstPaint(html: string, routeStatements = ''): string {
  const entry = html.match(ENTRY_SCRIPT)?.[1];
  if (!entry) throw new Error('first-screen-html: no entry <script type="module"> in index.html');
  const preloads = [entry, ...[...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]!).filter((href) => href !== entry)];
  const start = `(function(){function link(h){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.appendChild(l)}`
    + `var q=[];function more(){q.splice(0,${ROUTE_PRELOADS_PER_TASK}).forEach(link);if(q.length)setTimeout(more,0)}`
    + `function go(){${JSON.stringify(preloads)}.forEach(link);${routeStatements}window.${ROUTE_CHUNKS_GLOBAL}=q.slice();`
    + `var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entry)};document.head.appendChild(s);`
    + `if(q.length)setTimeout(more,0)}`
    + `if(document.visibilityState==='hidden')go();else requestAnimationFrame(function(){setTimeout(go,0)})})()`;
  // A function, so a `$1` in the script is not read as a replacement pattern.
  return html.replace(MODULE_PRELOAD, '').replace(ENTRY_SCRIPT, () => `<script>${start}</script>`);
}

export function firstScreenHtml(options: { preloadModules: readonly string[]; visitors?: VisitorRedirect }): Plugin {
  let base = '/';
  return {
    name: 'premia:first-screen-html',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      // After Vite has written the entry's <script>, modulepreload and stylesheet tags.
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        const withPreloads = addModulePreloads(inlineStylesheets(html, ctx.bundle, base), ctx.bundle, base, options.preloadModules);
        const routes = routePageFiles(ctx.bundle, linkedFiles(withPreloads, base));
        return startAfterFirstPaint(withPreloads, routes.size > 0 ? routePreloadStatements(routes, base, options.visitors) : '');
      },
    },
  };
}
