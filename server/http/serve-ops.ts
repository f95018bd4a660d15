/**
 * Operator calls from their one definition (src/domain/contract/ops-calls): the route's method
 * and path, its guard (the roles of `who`), its input parsed before the handler runs (the path's
 * parameters over the query of a GET or the body of a POST) and its 200 answer serialised from the
 * answer schema. A handler gets the parsed input and the actor and returns the answer's data.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { MULTIPART, OPS_CALLS, type OpsCallDefinition, type OpsInput, type OpsName, type OpsResponse } from '../../src/domain/contract/ops-calls/index.ts';
import { RULE_MESSAGES } from '../../src/domain/messages.pt.ts';
import type { AppContext } from '../context.ts';
import type { Actor } from '../services/operators.ts';
import { ok, badRequest } from './envelope.ts';
import { isPlainObject } from './input-guard.ts';
import { actorOf, operatorGuard, secretGuard } from './ops-guard.ts';
import { envelopeOfSchema } from './answers/json-schema.ts';
import { parseInput } from './validate.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The operator call a route serves (set by serveOps). */
    opsCall?: OpsName;
  }
}

export interface OpsCallContext {
  /** Null for the calls nobody signs in for (`public`, `feed`). */
  actor: Actor | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type OpsHandler<N extends OpsName> = (input: OpsInput<N>, call: OpsCallContext) => Promise<OpsResponse<N>>;

/** The signed-in operator of a call whose definition requires one. */
export function operatorOf(call: OpsCallContext): Actor {
  if (!call.actor) throw new Error('operatorOf: a call without an operator');
  return call.actor;
}

const definitionOf = (name: OpsName): OpsCallDefinition => OPS_CALLS[name];

function guardOf(ctx: AppContext, secret: string, name: OpsName) {
  const { who } = definitionOf(name);
  if (who === 'public' || who === 'feed') return undefined;
  if (who === 'secret') return secretGuard(secret);
  return operatorGuard(ctx, secret, name);
}

function inputOf(name: OpsName, request: FastifyRequest): unknown {
  const definition = definitionOf(name);
  if (definition.input === MULTIPART) return undefined;
  const payload = definition.method === 'GET' ? request.query : request.body;
  if (payload !== undefined && payload !== null && !isPlainObject(payload)) throw badRequest(RULE_MESSAGES.bodyNotObject);
  // The path's parameters win: a body cannot name another record than the path does.
  return parseInput(definition.input, { ...(payload ?? {}), ...(request.params as object) });
}

/** Registers operator call `name`; nothing when the server has no OPS_SECRET (no operator calls at all). */
export function serveOps<N extends OpsName>(app: FastifyInstance, ctx: AppContext, name: N, handler: OpsHandler<N>, options: RouteShorthandOptions = {}): void {
  const secret = ctx.opsSecret;
  if (!secret) return;
  const definition = definitionOf(name);
  const guard = guardOf(ctx, secret, name);
  app.route({
    ...options,
    method: definition.method,
    url: definition.path,
    ...(guard ? { preHandler: guard } : {}),
    schema: { response: { 200: envelopeOfSchema(definition.answer) } },
    config: { ...options.config, opsCall: name },
    handler: async (request, reply) => {
      const input = inputOf(name, request) as OpsInput<N>;
      const actor = guard ? actorOf(request) : null;
      return ok(await handler(input, { actor, request, reply }));
    },
  });
}
