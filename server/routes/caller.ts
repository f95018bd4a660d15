import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { channelFrom, currentSession } from '../http/guards.ts';
import type { Caller } from '../services/accounts.ts';

/** IP, channel and the device's visitor, taken from a live token if the request carries one. */
export async function callerOf(ctx: AppContext, request: FastifyRequest): Promise<Caller> {
  const found = await currentSession(ctx.db, request);
  return { ip: request.ip, channelFrom: channelFrom(request), visitorId: found?.session.visitorId ?? null };
}
