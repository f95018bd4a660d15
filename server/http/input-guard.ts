/**
 * The checks every route gets before its handler, whatever schema it parses (or none):
 * - a body, when there is one, is a JSON object: the contract has no other kind of request, and
 *   zod would otherwise answer `[]`, `0` or text/plain with its own words;
 * - no text anywhere in the request (body, query, path parameters; keys and values) holds what
 *   PostgreSQL cannot store: U+0000, or half of a UTF-16 surrogate pair (a JSON `\ud800` escape
 *   with no partner). A text column refuses NUL and a jsonb column (the audit's detail) a lone
 *   surrogate, deep in a query, as a 500 with a log line as long as the input; a text column would
 *   silently keep U+FFFD in its place. No form can type them, so they are refused here, once for
 *   every route and field, whatever its schema says (records, free JSON, calls wired by hand).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RULE_MESSAGES } from '../../src/domain/messages.pt.ts';
import { badRequest } from './envelope.ts';

const NUL = '\u0000';
/** A surrogate code unit that is not half of a pair (with `u`, a whole pair reads as one code point, never Cs). */
const LONE_SURROGATE = /\p{Cs}/u;

const unstorable = (text: string) => text.includes(NUL) || LONE_SURROGATE.test(text);

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * True when a string anywhere inside `value` (a key or a value) holds a character PostgreSQL cannot
 * store (NUL, a lone surrogate). Walks with its own stack, not recursion, so a deeply nested body cannot
 * overflow the call stack.
 */
export function containsUnstorableText(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current === 'string') {
      if (unstorable(current)) return true;
    } else if (Array.isArray(current)) {
      // One by one: spreading a long array into push() would overflow the call stack too.
      for (const item of current as unknown[]) pending.push(item);
    } else if (isPlainObject(current)) {
      for (const [key, inner] of Object.entries(current)) {
        if (unstorable(key)) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}

/** A callback hook, not an async one: it runs on every request, and a promise per request is a cost for nothing. */
function refuseHostileInput(request: FastifyRequest, _reply: unknown, done: (error?: Error) => void): void {
  const { body } = request;
  if (body !== undefined && !isPlainObject(body)) return done(badRequest(RULE_MESSAGES.bodyNotObject));
  if (containsUnstorableText(body) || containsUnstorableText(request.query) || containsUnstorableText(request.params)) {
    return done(badRequest(RULE_MESSAGES.invalidCharacter));
  }
  done();
}

/** Registered before the routes, so every route (and the operator calls) runs it. */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', refuseHostileInput);
}
