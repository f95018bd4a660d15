import type { FastifyRequest } from 'fastify';
import { channelFrom } from '../http/guards.ts';
import type { LiveSession } from '../http/serve-call.ts';
import type { Caller } from '../services/accounts.ts';

/** IP, channel and the device's visitor, taken from the live token the request carries, if any. */
export function callerOf(request: FastifyRequest, session: LiveSession | null): Caller {
  return { ip: request.ip, channelFrom: channelFrom(request), visitorId: session?.session.visitorId ?? null };
}
