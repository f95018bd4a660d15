/**
 * Security headers on every answer, and a Content-Security-Policy on HTML pages.
 *
 * Scripts: this origin only, plus the tracking scripts of spec §1 — the loader appends each one
 * inline, so the policy carries the sha256 of each enabled script's content, and the https hosts
 * written in them (a tag manager snippet loads its library from its host). The enabled scripts come
 * from the process's copy (services/tracking-cache.ts), which a change clears in every process, so
 * a script an operator adds, turns off or deletes is in or out of the next page's policy, exactly
 * as GetTongji lists it. Trade-off (docs/server.md): a tracking script an operator enables runs with
 * the page's rights and can read localStorage, token included. The built index.html's own inline
 * script (the route's preloads, scripts/first-screen-html.ts) is allowed the same way, by its
 * sha256, read from disk at most every PAGE_TTL_MS, so a rebuild needs no restart.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';

const PAGE_TTL_MS = 60_000;

const COMMON_HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
};

const COMMON_HEADER_ENTRIES = Object.entries(COMMON_HEADERS);

export function scriptHash(content: string): string {
  return `'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`;
}

/** https origins named in a script's text (`https://host[:port]`), deduplicated. */
export function hostsIn(content: string): string[] {
  const found = new Set<string>();
  for (const match of content.matchAll(/https:\/\/([a-z0-9.-]+\.[a-z]{2,})(:\d+)?/gi)) found.add(`https://${match[1]!.toLowerCase()}${match[2] ?? ''}`);
  return [...found];
}

/** A Host header that may be named in the policy (name or IPv4/[IPv6] with an optional port). */
const HOST_PATTERN = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * `host`: the page's own host, so the notifyws socket (ws:/wss: of the same host) is allowed
 * also by browsers whose 'self' does not cover websocket schemes.
 */
export function buildPolicy(scripts: ReadonlyArray<{ content: string }>, host?: string): string {
  const sockets = host && HOST_PATTERN.test(host) ? [`wss://${host.toLowerCase()}`, `ws://${host.toLowerCase()}`] : [];
  const hashes = scripts.map((s) => scriptHash(s.content));
  const hosts = [...new Set(scripts.flatMap((s) => hostsIn(s.content)))];
  const withHosts = (...sources: string[]) => [...sources, ...hosts].join(' ');
  return [
    "default-src 'self'",
    `script-src ${withHosts("'self'", ...hashes)}`,
    `connect-src ${withHosts("'self'", ...sockets)}`,
    // Banners, partner logos and the click sound may live on other https hosts; Howler unlocks audio with a data: URI.
    "img-src 'self' data: blob: https:",
    "media-src 'self' data: blob: https:",
    // React style attributes and the shell's skeleton CSS are inline.
    "style-src 'self' 'unsafe-inline'",
    "font-src 'self' data:",
    // The service worker (/sw.js) and the web app manifest come from this origin.
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The text of each inline <script> (one without `src`) of a page. */
export function inlineScriptsOf(html: string): Array<{ content: string }> {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map((m) => ({ content: m[1]! })).filter((s) => s.content.trim() !== '');
}

async function pageScripts(staticDir: string | undefined): Promise<Array<{ content: string }>> {
  if (!staticDir) return [];
  const html = await readFile(join(staticDir, 'index.html'), 'utf8').catch(() => '');
  return inlineScriptsOf(html);
}

export function registerSecurityHeaders(app: FastifyInstance, trackingScripts: () => Promise<Array<{ content: string }>>, staticDir?: string): void {
  let page: { scripts: Array<{ content: string }>; at: number } | null = null;
  const policy = async (host: string | undefined): Promise<string> => {
    if (!page || Date.now() - page.at > PAGE_TTL_MS) page = { scripts: await pageScripts(staticDir), at: Date.now() };
    const tracking = await trackingScripts();
    return buildPolicy([...page.scripts, ...tracking], host);
  };

  // A callback hook: every answer passes here, and only an HTML page waits for its policy.
  app.addHook('onSend', (request, reply, payload, done) => {
    for (const [name, value] of COMMON_HEADER_ENTRIES) if (!reply.hasHeader(name)) reply.header(name, value);
    const type = reply.getHeader('content-type');
    // Answers that set their own policy (uploaded images) keep it.
    if (typeof type !== 'string' || !type.startsWith('text/html') || reply.hasHeader('content-security-policy')) return done(null, payload);
    policy(request.headers.host).then(
      (value) => {
        reply.header('content-security-policy', value);
        done(null, payload);
      },
      (error: Error) => done(error),
    );
  });
}
