/**
 * The checks every route gets before its handler, whatever schema it parses (or none):
 * - a body, when there is one, is a JSON object: the contract has no other kind of request, and
 *   zod would otherwise answer `[]`, `0` or text/plain with its own words;
 * - no text anywhere in the request (body, query, path parameters; keys and values) holds U+0000.
 *   PostgreSQL cannot store it in text, so it would fail deep in a query as a 500 with a log line
 *   as long as the input; no form can type it, so it is refused here, once for all routes.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RULE_MESSAGES } from '../../src/domain/messages.pt.ts';
import { badRequest } from './envelope.ts';

const NUL = '\u0000';

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * True when a string anywhere inside `value` (a key or a value) contains NUL. Walks with its own
 * stack, not recursion, so a deeply nested body cannot overflow the call stack.
 */
export function containsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current === 'string') {
      if (current.includes(NUL)) return true;
    } else if (Array.isArray(current)) {
      // One by one: spreading a long array into push() would overflow the call stack too.
      for (const item of current as unknown[]) pending.push(item);
    } else if (isPlainObject(current)) {
      for (const [key, inner] of Object.entries(current)) {
        if (key.includes(NUL)) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}

async function refuseHostileInput(request: FastifyRequest): Promise<void> {
  const { body } = request;
  if (body !== undefined && !isPlainObject(body)) throw badRequest(RULE_MESSAGES.bodyNotObject);
  if (containsNul(body) || containsNul(request.query) || containsNul(request.params)) throw badRequest(RULE_MESSAGES.nulCharacter);
}

/** Registered before the routes, so every route (and the operator calls) runs it. */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', refuseHostileInput);
}
