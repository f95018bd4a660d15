/** Serves the built SPA from disk as it is now (a rebuild needs no restart). */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Returns false when there is no built site (the API still works). */
export async function registerStaticSite(app: FastifyInstance, staticDir: string | undefined): Promise<boolean> {
  if (!staticDir) return false;
  const root = resolve(staticDir);
  if (!existsSync(join(root, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root,
    setHeaders(reply, path) {
      // Vite puts a content hash in every file name under assets/: safe to keep forever.
      const hashed = path.includes(`${join(root, 'assets')}`);
      reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return true;
}
