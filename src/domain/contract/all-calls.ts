/**
 * Every call of both audiences by name, for what reads them all: the server's routes
 * (server/http/serve-call.ts), the rate limits and docs/api.md. Names are unique across both maps
 * (tests/unit/call-definitions.test.ts), so one name says which definition.
 */
import type { z } from 'zod';
import type { CallLimit } from './define-call.ts';
import { MEMBER_CALLS } from './member-calls/index.ts';
import { OPS_CALLS } from './ops-calls/index.ts';

export const CALLS = { ...MEMBER_CALLS, ...OPS_CALLS };

export type CallName = keyof typeof CALLS;
type Definition<N extends CallName> = (typeof CALLS)[N];

/** What a handler gets: the input parsed (defaults filled in); an upload's handler reads the request. */
export type CallInput<N extends CallName> = Definition<N>['input'] extends z.ZodType ? z.output<Definition<N>['input']> : undefined;
/** The answer's `data`. */
export type CallAnswer<N extends CallName> = z.output<Definition<N>['answer']>;
export type WhoOf<N extends CallName> = Definition<N>['who'];

export const isOpsCall = (name: CallName): boolean => Object.hasOwn(OPS_CALLS, name);

/** The calls with a limit of their own. */
export type LimitedCall = { [N in CallName]: Definition<N> extends { limit: CallLimit } ? N : never }[CallName];
export type RateLimits = Record<LimitedCall, CallLimit>;

/** Each limited call's limit as its definition gives it. */
export function definedRateLimits(): RateLimits {
  const limits: Partial<Record<CallName, CallLimit>> = {};
  for (const [name, definition] of Object.entries(CALLS) as [CallName, { limit?: CallLimit }][]) {
    if (definition.limit) limits[name] = definition.limit;
  }
  return limits as RateLimits;
}
