import type { FastifyRequest } from 'fastify';
import { channelFrom } from '../http/guards.ts';
import type { LiveSession } from '../http/serve-call.ts';
import type { Caller, StartedSession } from '../services/accounts.ts';
import type { Member } from '../services/member.ts';
import type { RiskEvent, RiskEventKind } from '../signals/events.ts';

/** IP, channel and the device's visitor, taken from the live token the request carries, if any. */
export function callerOf(request: FastifyRequest, session: LiveSession | null): Caller {
  return { ip: request.ip, channelFrom: channelFrom(request), visitorId: session?.session.visitorId ?? null };
}

const seenFrom = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

/** A risk event of the member a call acts for, on the device its session was opened on. */
export function memberEvent(kind: RiskEventKind, request: FastifyRequest, member: Member): RiskEvent {
  return { kind, userId: member.user.id, visitorId: member.session.visitorId, ...seenFrom(request) };
}

/** A risk event of a registration or login, on the device of the visitor token it came with. */
export function signInEvent(kind: RiskEventKind, request: FastifyRequest, session: LiveSession | null, started: StartedSession): RiskEvent {
  return { kind, userId: started.userId, visitorId: session?.session.visitorId ?? null, ...seenFrom(request) };
}

/** A device's session opening (getDeviceIdFromToken): a visitor, no member. */
export function deviceEvent(request: FastifyRequest, visitorId: number): RiskEvent {
  return { kind: 'session_open', userId: null, visitorId, ...seenFrom(request) };
}
