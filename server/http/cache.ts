/**
 * Content answers carry an ETag (a hash of the body: it changes exactly when what the query shows
 * changes, and two servers give the same tag for the same data) and Cache-Control: a client that
 * sends the ETag back in If-None-Match gets 304 and no body.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ok } from './envelope.ts';
import { markSent, type Sent } from './sent.ts';

/**
 * Kept, but asked again every time (an unchanged answer costs a 304): an operator's change, a row
 * hidden or deleted, must reach members at once, never from a copy up to a minute old.
 */
export const PUBLIC_CACHE = 'public, no-cache';
/** The browser keeps the copy but asks every time, so a poll always reaches the server. */
export const ALWAYS_REVALIDATE = 'no-cache';

function etagOf(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag || tag.trim() === '*');
}

/** Sends `ok(data)` with validators; answers 304 when the client already holds this body. */
export function sendCached<T>(request: FastifyRequest, reply: FastifyReply, data: T, cacheControl = PUBLIC_CACHE): Sent<T> {
  const body = JSON.stringify(ok(data));
  const etag = etagOf(body);
  reply.header('etag', etag).header('cache-control', cacheControl);
  if (matches(request.headers['if-none-match'], etag)) void reply.code(304).send();
  else void reply.type('application/json; charset=utf-8').send(body);
  return markSent<T>();
}
