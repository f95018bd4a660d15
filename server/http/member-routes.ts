/**
 * Member-only routes are registered inside this one plugin: its preHandler finds the caller's
 * member (401 without a member token, 402 for an ended session) and sets `request.member`, so no
 * member-only handler can forget the check, and the handlers read who calls with `memberOf`.
 * `cached` uses the short in-process session cache of the hot calls (draws, envelope claims).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import type { Member } from '../services/member.ts';
import { requireMember, requireMemberCached } from './guards.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by memberRoutes' preHandler; null outside it (decorated once in app.ts). */
    member: Member | null;
  }
}

export function memberRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  register: (scope: FastifyInstance) => void,
  options: { cached?: boolean } = {},
): void {
  const find = options.cached ? requireMemberCached : requireMember;
  void app.register(async (scope) => {
    scope.addHook('preHandler', async (request) => {
      request.member = await find(ctx.db, request);
    });
    register(scope);
  });
}

/** The member a memberRoutes route acts for. */
export function memberOf(request: FastifyRequest): Member {
  if (!request.member) throw new Error(`${request.url}: not registered in memberRoutes`);
  return request.member;
}
