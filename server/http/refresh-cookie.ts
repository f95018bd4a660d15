/**
 * A member session's refresh token travels only as an httpOnly cookie, sent to the refresh call
 * alone: a page script (a tracking script included) can read the short-lived bearer token in
 * localStorage, never this. SameSite=Strict keeps other sites from spending it.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API } from '../../src/domain/contract/paths.ts';

export const REFRESH_COOKIE = 'premia_refresh';
const DAY_SECONDS = 24 * 60 * 60;

const cookieOptions = (request: FastifyRequest) => ({
  httpOnly: true,
  sameSite: 'strict' as const,
  // Behind a TLS proxy the protocol comes from X-Forwarded-Proto when the proxy is trusted.
  secure: request.protocol === 'https',
  path: API.refreshToken.path,
});

export function setRefreshCookie(request: FastifyRequest, reply: FastifyReply, refreshToken: string, lifetimeDays: number): void {
  reply.setCookie(REFRESH_COOKIE, refreshToken, { ...cookieOptions(request), maxAge: Math.round(lifetimeDays * DAY_SECONDS) });
}

export function clearRefreshCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(REFRESH_COOKIE, cookieOptions(request));
}

export function refreshCookieOf(request: FastifyRequest): string | null {
  const value = request.cookies[REFRESH_COOKIE];
  return value && value.length <= 128 ? value : null;
}
