/**
 * Routes of the typed call map (src/domain/contract/calls.ts): the method and path come from
 * `API`, the call's input is parsed from the query of a GET or the JSON body of a POST with its
 * schema of src/domain/contract/requests.ts before the handler runs (a call without one gets
 * nothing), and the handler must answer that call's `data` type, as an envelope or as a reply sent
 * by a helper that says what it sent (sendCached). The client's calls read the same map, so a
 * change of shape on one side fails to compile until the other side follows.
 *
 * Each route gives Fastify its 200 answer's schema (answers/), so the envelope is written by
 * fast-json-stringify instead of JSON.stringify. Other statuses (the error handler's `data: null`
 * envelopes, a 304) have no schema and keep the default serializer. `config.call` names the call
 * for the tests' answer check (answer-check.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { InputOf, ResponseOf } from '../../src/domain/contract/calls.ts';
import type { ApiEnvelope } from '../../src/domain/contract/envelope.ts';
import { API, type ApiName } from '../../src/domain/contract/paths.ts';
import { requestSchemaOf } from '../../src/domain/contract/requests.ts';
import { envelopeJsonSchema } from './answers/json-schema.ts';
import { parseInput } from './validate.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The call of `API` a route serves (set by serve()). */
    call?: ApiName;
  }
}

declare const sentData: unique symbol;
const SENT = Symbol('sent');
/**
 * What a handler answers when a helper has already sent `ok(T)` itself (or a 304 for it). Not
 * the reply: a reply is thenable, so an async handler returning it would be typed as anything.
 */
export interface Sent<T> {
  readonly [SENT]: true;
  readonly [sentData]?: T;
}

export function markSent<T>(): Sent<T> {
  return { [SENT]: true };
}

function isSent(answer: unknown): answer is Sent<unknown> {
  return typeof answer === 'object' && answer !== null && SENT in answer;
}

export type CallHandler<N extends ApiName> = (
  input: InputOf<N>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<ApiEnvelope<ResponseOf<N>> | Sent<ResponseOf<N>>>;

/** The call's input, parsed as the handlers used to parse it themselves (plain object, Portuguese messages). */
function inputOf(name: ApiName, request: FastifyRequest): unknown {
  const schema = requestSchemaOf(name);
  if (!schema) return undefined;
  return parseInput(schema, API[name].method === 'GET' ? request.query : request.body);
}

export function serve<N extends ApiName>(app: FastifyInstance, name: N, handler: CallHandler<N>): void;
export function serve<N extends ApiName>(app: FastifyInstance, name: N, options: RouteShorthandOptions, handler: CallHandler<N>): void;
export function serve<N extends ApiName>(
  app: FastifyInstance,
  name: N,
  optionsOrHandler: RouteShorthandOptions | CallHandler<N>,
  maybeHandler?: CallHandler<N>,
): void {
  const [options, handler] = typeof optionsOrHandler === 'function' ? [{}, optionsOrHandler] : [optionsOrHandler, maybeHandler];
  if (!handler) throw new Error(`serve(${name}): no handler`);
  const { method, path } = API[name];
  app.route({
    ...options,
    method,
    url: path,
    schema: { ...options.schema, response: { 200: envelopeJsonSchema(name) } },
    config: { ...options.config, call: name },
    handler: async (request, reply) => {
      const answer = await handler(inputOf(name, request) as InputOf<N>, request, reply);
      if (isSent(answer)) return reply;
      // A handler that sent the reply itself escapes the call's type: refuse it loudly in tests.
      if (reply.sent || answer === undefined) throw new Error(`${name}: answer with ok(…) or sendCached(…), not reply.send`);
      return answer;
    },
  });
}
