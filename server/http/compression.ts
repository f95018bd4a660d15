/**
 * On-the-fly compression of API answers only. The built site is served from its brotli/gzip
 * copies made at build time (static-site.ts), so compressing it again per request would cost CPU
 * for nothing; routes outside /api are marked `compress: false` before @fastify/compress sees them.
 */
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go out as they are: compression would save less than its headers. */
export const API_COMPRESS_THRESHOLD = 1024;

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/');

/** Must run before any route is added: it only sees routes registered after it. */
export async function registerApiCompression(app: FastifyInstance): Promise<void> {
  // Added before the plugin's own onRoute hook, so it runs first and the plugin skips these routes.
  app.addHook('onRoute', (route) => {
    if (!isApiPath(route.url) && route.compress === undefined) route.compress = false;
  });
  await app.register(fastifyCompress, {
    threshold: API_COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
    // Request bodies are small JSON; the client never compresses them.
    requestEncodings: ['gzip'],
  });
}
