/**
 * Every call, member's or operator's, from its one definition (src/domain/contract/define-call.ts):
 * the route's method and path, its rate limit, who may call (the definition's `who`, checked before
 * the input is read), its input parsed before the handler runs (the path's parameters over the
 * query of a GET or the body of a POST) and its 200 answer serialised from the answer schema, so
 * the envelope is written by fast-json-stringify instead of JSON.stringify. A handler gets the
 * parsed input and who calls, typed by `who`, and returns the answer's `data`, or what a helper
 * that sent it says it sent (sendCached). Other statuses (the error handler's `data: null`
 * envelopes, a 304) have no schema and keep the default serializer. `config.call` names the call
 * for the tests' answer check (answer-check.ts) and the route check.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CALLS, type CallAnswer, type CallInput, type CallName, isOpsCall, type LimitedCall, type WhoOf } from '../../src/domain/contract/all-calls.ts';
import { type CallDefinition, type CallWho, MULTIPART } from '../../src/domain/contract/define-call.ts';
import type { OpsName } from '../../src/domain/contract/ops-calls/index.ts';
import { RULE_MESSAGES } from '../../src/domain/messages.pt.ts';
import type { AppContext } from '../context.ts';
import { type Member, requireCompleteProfile } from '../services/member.ts';
import type { Actor } from '../services/operators.ts';
import { envelopeOfSchema } from './answers/json-schema.ts';
import { badRequest, ok } from './envelope.ts';
import { currentSession, requireMember, requireMemberCached } from './guards.ts';
import { isPlainObject } from './input-guard.ts';
import { feedFor, operatorFor, secretActor } from './ops-guard.ts';
import { isSent, type Sent } from './sent.ts';
import { parseInput } from './validate.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The call a route serves (set by serveCall). */
    call?: CallName;
  }
}

/** The caller's live session, visitor's or member's, when the request carries one. */
export type LiveSession = NonNullable<Awaited<ReturnType<typeof currentSession>>>;

/** Who calls, as the definition's `who` lets the handler rely on. */
type CallerOf<W> = W extends 'member' | 'completeMember'
  ? { member: Member }
  : W extends 'visitor'
    ? { session: LiveSession | null }
    : W extends 'feed'
      ? { feed: number }
      : W extends 'public'
        ? object
        : { actor: Actor };

export type CallContext<N extends CallName> = { request: FastifyRequest; reply: FastifyReply } & CallerOf<WhoOf<N>>;

export type CallHandler<N extends CallName> = (input: CallInput<N>, call: CallContext<N>) => Promise<CallAnswer<N> | Sent<CallAnswer<N>>>;

type Caller = { member?: Member; session?: LiveSession | null; feed?: number; actor?: Actor };

/** Finds who calls, or refuses (401, 402, 403, 1001) before anything of the input is read. */
async function callerOf(ctx: AppContext, name: CallName, definition: CallDefinition, request: FastifyRequest): Promise<Caller> {
  const who: CallWho = definition.who;
  if (who === 'public') return {};
  if (who === 'visitor') return { session: await currentSession(ctx.db, request) };
  if (who === 'member' || who === 'completeMember') {
    const member = await (definition.sessionCache ? requireMemberCached : requireMember)(ctx.db, request);
    if (who === 'completeMember') requireCompleteProfile(member.user);
    return { member };
  }
  if (who === 'feed') return { feed: await feedFor(ctx, request) };
  // Operator calls are registered only with a secret (serveCall).
  const secret = ctx.opsSecret ?? '';
  if (who === 'secret') return { actor: secretActor(secret, request) };
  return { actor: await operatorFor(ctx, secret, name as OpsName, request) };
}

function inputOf(definition: CallDefinition, request: FastifyRequest): unknown {
  if (definition.input === MULTIPART) return undefined;
  const payload = definition.method === 'GET' ? request.query : request.body;
  if (payload !== undefined && payload !== null && !isPlainObject(payload)) throw badRequest(RULE_MESSAGES.bodyNotObject);
  // The path's parameters win: a body cannot name another record than the path does.
  return parseInput(definition.input, { ...(payload ?? {}), ...(request.params as object) });
}

/** Registers call `name`; an operator call only when the server has an OPS_SECRET (else no operator calls at all). */
export function serveCall<N extends CallName>(app: FastifyInstance, ctx: AppContext, name: N, handler: CallHandler<N>): void {
  if (isOpsCall(name) && !ctx.opsSecret) return;
  const definition: CallDefinition = CALLS[name];
  const limit = definition.limit ? ctx.rateLimits[name as LimitedCall] : undefined;
  app.route({
    method: definition.method,
    url: definition.path,
    schema: { response: { 200: envelopeOfSchema(definition.answer) } },
    config: { call: name, ...(limit ? { rateLimit: limit } : {}) },
    handler: async (request, reply) => {
      const caller = await callerOf(ctx, name, definition, request);
      const input = inputOf(definition, request) as CallInput<N>;
      const answer = await handler(input, { request, reply, ...caller } as CallContext<N>);
      if (isSent(answer)) return reply;
      // A handler that sent the reply itself escapes the call's type: refuse it loudly in tests.
      if (reply.sent) throw new Error(`${name}: answer with data or sendCached(…), not reply.send`);
      return ok(answer);
    },
  });
}
