/**
 * Public content answers carry an ETag (a hash of the body) and Cache-Control: a client that
 * sends the ETag back in If-None-Match gets 304 and no body.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ok } from './envelope.ts';

/** Short: operators' changes must reach members within a minute. */
export const PUBLIC_MAX_AGE_S = 60;

function etagOf(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag || tag.trim() === '*');
}

/** Sends `ok(data)` with validators; answers 304 when the client already holds this body. */
export function sendCached<T>(request: FastifyRequest, reply: FastifyReply, data: T) {
  const body = JSON.stringify(ok(data));
  const etag = etagOf(body);
  reply.header('etag', etag).header('cache-control', `public, max-age=${PUBLIC_MAX_AGE_S}`);
  if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(body);
}
