/**
 * Vite plugin (build only) for a phone on a slow network (issue 14), shaping what index.html asks
 * for before any script runs:
 * - The first screen's stylesheets are written into index.html as <style>, so the shell's first
 *   paint waits for no request but the page itself (each render-blocking stylesheet costs a round
 *   trip on slow 4G). Each link stays, `disabled`: a disabled stylesheet is neither fetched nor
 *   applied, and Vite's loader, which skips a stylesheet already linked, does not fetch it again
 *   when a lazy page lists it among its dependencies (a second copy would also come later in the
 *   cascade and undo the page's own overrides).
 * - Modules every page calls right after its first render (the HTTP client) get a
 *   <link rel=modulepreload>, so they download beside the entry instead of after it has run.
 */
import type { IndexHtmlTransformContext, Plugin } from 'vite';

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

/** The chunk holding `moduleSuffix` (e.g. `src/api/http.ts`) and the chunks it imports statically. */
function chunkClosure(bundle: Bundle, moduleSuffix: string): string[] {
  const chunks = Object.values(bundle).filter((o): o is Chunk => o.type === 'chunk');
  const home = chunks.find((c) => c.moduleIds.some((id) => id.replaceAll('\\', '/').endsWith(moduleSuffix)));
  if (!home) throw new Error(`first-screen-html: no chunk holds ${moduleSuffix}`);
  const files: string[] = [];
  const visit = (file: string) => {
    if (files.includes(file)) return;
    files.push(file);
    const chunk = bundle[file];
    if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
  };
  visit(home.fileName);
  return files;
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

export function firstScreenHtml(options: { preloadModules: readonly string[] }): Plugin {
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
        return addModulePreloads(inlineStylesheets(html, ctx.bundle, base), ctx.bundle, base, options.preloadModules);
      },
    },
  };
}
