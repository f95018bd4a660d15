/** Who is calling: the bearer token's session, and the guards that member-only calls use. */
import type { FastifyRequest } from 'fastify';
import { SERVER_MESSAGES } from '../../src/domain/messages.pt.ts';
import type { Executor } from '../db/client.ts';
import { findSessionByToken, tokenOpens } from '../repositories/sessions.ts';
import { cachedSession, rememberSession } from '../security/session-cache.ts';
import { sha256 } from '../security/tokens.ts';
import { ApiError } from './envelope.ts';
import type { Member } from '../services/member.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's clock (AppContext.now): token lifetimes are judged by it, so tests can move it. */
    appNow: () => Date;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1] ?? null;
}

/** The caller's live session (member or visitor), or null; never refuses. */
export async function currentSession(db: Executor, request: FastifyRequest) {
  const token = bearerToken(request);
  if (!token) return null;
  const found = await findSessionByToken(db, token, request.server.appNow());
  if (!found || found.session.revokedAt || found.user?.disabled) return null;
  return found;
}

/** Any live session: 401 without one, 402 when it was revoked or its account disabled. */
export async function requireSession(db: Executor, request: FastifyRequest) {
  const token = bearerToken(request);
  const found = token ? await findSessionByToken(db, token, request.server.appNow()) : undefined;
  if (!found) throw new ApiError(401, SERVER_MESSAGES.loginRequired);
  if (found.session.revokedAt) throw new ApiError(402, SERVER_MESSAGES.sessionEnded);
  if (found.user?.disabled) throw new ApiError(402, SERVER_MESSAGES.accountDisabled);
  return found;
}

/** A signed-in member; a visitor token is answered like no token at all (401). */
export async function requireMember(db: Executor, request: FastifyRequest): Promise<Member> {
  const found = await requireSession(db, request);
  if (!found.user) throw new ApiError(401, SERVER_MESSAGES.loginRequired);
  return { session: found.session, user: found.user };
}

/**
 * requireMember for the hot calls (draws, envelope claims) that use only who the member is and
 * whether the profile is complete: a live session is kept in this process for a few seconds
 * (security/session-cache.ts). Never for answers that show the member row (balance, profile).
 */
export async function requireMemberCached(db: Executor, request: FastifyRequest): Promise<Member> {
  const token = bearerToken(request);
  const hash = token ? sha256(token) : null;
  const hit = hash ? cachedSession(hash) : undefined;
  if (hash && hit?.user && tokenOpens(hit.session, hash, request.server.appNow())) return { session: hit.session, user: hit.user };
  const member = await requireMember(db, request);
  if (hash) rememberSession(hash, member);
  return member;
}

export function channelFrom(request: FastifyRequest): string | null {
  const value = request.headers['channel-from'];
  const text = Array.isArray(value) ? value[0] : value;
  return text?.trim().slice(0, 64) || null;
}
