/**
 * Tests' and dev's guard on the answer schemas. fast-json-stringify drops a field its
 * schema lacks and coerces a value of the wrong type without a word, so a schema that drifted from
 * what a handler really sends would quietly change answers. With this on, every 200 answer of a
 * call is checked twice, and a mismatch answers 500 (and is printed):
 * - the data the handler gave is parsed with the call's strict zod schema (no unknown field, every
 *   type right);
 * - the serialised body must equal, parsed back, what JSON.stringify makes of the same answer.
 * Answers sent already serialised (sendCached) are parsed back and checked against the schema.
 * Off in production: it costs a second serialisation and a parse per answer.
 */
import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { CALLS } from '../../src/domain/contract/all-calls.ts';

export interface AnswerMismatch {
  /** A member's or an operator's call. */
  call: string;
  problem: string;
}

export type MismatchReport = (mismatch: AnswerMismatch) => void;

const printMismatch: MismatchReport = ({ call, problem }) => console.error(`[answer check] ${call}: ${problem}`);

interface CheckedCall {
  name: string;
  answer: z.ZodType;
}

function callOf(request: FastifyRequest, reply: FastifyReply): CheckedCall | undefined {
  if (reply.statusCode !== 200) return undefined;
  const { call } = request.routeOptions.config;
  return call ? { name: call, answer: CALLS[call].answer } : undefined;
}

function dataOf(envelope: unknown): unknown {
  return typeof envelope === 'object' && envelope !== null ? (envelope as { data?: unknown }).data : undefined;
}

/** A route as registered, with the call it serves (none: a route outside every definition). */
export interface RegisteredRoute {
  method: string;
  url: string;
  call: string | undefined;
  websocket: boolean;
}
const registeredRoutes = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/** Every route registered after the check (tests: each /api route must serve a definition). */
export function routesOf(app: FastifyInstance): RegisteredRoute[] {
  return registeredRoutes.get(app) ?? [];
}

/** Registered before compression, so `onSend` still sees the body as text. */
export function registerAnswerCheck(app: FastifyInstance, report: MismatchReport = printMismatch): void {
  const routes: RegisteredRoute[] = [];
  registeredRoutes.set(app, routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      routes.push({ method, url: route.url, call: route.config?.call, websocket: Boolean(route.websocket) });
    }
  });

  /** JSON.stringify of the handler's answer: what the client got before the serializer. */
  const plainBodies = new WeakMap<FastifyReply, string>();

  const refuse = (call: CheckedCall, problem: string): never => {
    report({ call: call.name, problem });
    throw new Error(`answer check, ${call.name}: ${problem}`);
  };
  const checkData = (call: CheckedCall, data: unknown) => {
    const result = call.answer.safeParse(data);
    if (!result.success) {
      // The code and keys, not the message: zod speaks Portuguese here (src/domain/zod.ts) and says little.
      const issues = result.error.issues
        .slice(0, 5)
        .map((issue) => `${issue.path.join('.') || '(data)'}: ${issue.code}${'keys' in issue ? ` ${issue.keys.join(', ')}` : ''}${'expected' in issue ? ` (expected ${String(issue.expected)})` : ''}`);
      refuse(call, `data does not match its answer schema: ${issues.join('; ')}`);
    }
  };

  app.addHook('preSerialization', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const call = callOf(request, reply);
    if (!call) return payload;
    checkData(call, dataOf(payload));
    plainBodies.set(reply, JSON.stringify(payload));
    return payload;
  });

  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const call = callOf(request, reply);
    if (!call || typeof payload !== 'string') return payload;
    const plain = plainBodies.get(reply);
    if (plain === undefined) {
      checkData(call, dataOf(JSON.parse(payload)));
    } else if (!isDeepStrictEqual(JSON.parse(payload), JSON.parse(plain))) {
      refuse(call, `the serializer changed the answer: ${payload.slice(0, 300)} instead of ${plain.slice(0, 300)}`);
    }
    return payload;
  });
}
