/**
 * Serves the built SPA from disk as it is now (a rebuild needs no restart). The build writes a
 * brotli and a gzip copy beside each text file (scripts/precompress.ts); `preCompressed` picks one
 * by Accept-Encoding (br, then gzip, else the plain file) and adds `Vary: Accept-Encoding`.
 */
import { existsSync } from 'node:fs';
import { basename, join, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const CACHE = {
  /** index.html names the current hashed files: always revalidate it. The service worker and the
   *  web app manifest too, so a release reaches installed apps at the next visit. */
  page: 'no-cache',
  /** Vite puts a content hash in every file name under assets/: safe to keep forever. */
  hashed: 'public, max-age=31536000, immutable',
  /** Icons, banners, sounds and the manifest keep their names across releases. */
  publicFile: 'public, max-age=3600',
} as const;

/** Top-level files that keep their name across releases yet must never be served stale. */
const ALWAYS_REVALIDATED = new Set(['sw.js', 'manifest.webmanifest', 'registerSW.js']);

/** The cache rule of a file on disk (`path` may be the `.br`/`.gz` copy). */
export function cacheControlFor(root: string, path: string): string {
  const plain = path.replace(/\.(?:br|gz)$/, '');
  // Vite puts a content hash in every file name under assets/ (the app's and the console's).
  if (plain.startsWith(join(root, 'assets') + sep) || plain.startsWith(join(root, 'ops', 'assets') + sep)) return CACHE.hashed;
  const name = basename(plain);
  return name.endsWith('.html') || ALWAYS_REVALIDATED.has(name) ? CACHE.page : CACHE.publicFile;
}

/** Types @fastify/static (send's mime table) would not know or would get wrong. */
export function contentTypeFor(path: string): string | null {
  const plain = path.replace(/\.(?:br|gz)$/, '');
  if (plain.endsWith('.webmanifest')) return 'application/manifest+json; charset=utf-8';
  return null;
}

/** Returns false when there is no built site (the API still works). */
export async function registerStaticSite(app: FastifyInstance, staticDir: string | undefined): Promise<boolean> {
  if (!staticDir) return false;
  const root = resolve(staticDir);
  if (!existsSync(join(root, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root,
    preCompressed: true,
    setHeaders(reply, path) {
      reply.header('cache-control', cacheControlFor(root, path));
      const type = contentTypeFor(path);
      if (type) reply.header('content-type', type);
    },
  });
  return true;
}
