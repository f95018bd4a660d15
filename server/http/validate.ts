/** Every body and query goes through a zod schema of src/domain/contract; the first issue is the answer. */
import type { z } from 'zod';
import { firstMessage } from '../../src/domain/validation.ts';
import { RULE_MESSAGES } from '../../src/domain/messages.pt.ts';
import { badRequest } from './envelope.ts';
import { isPlainObject } from './input-guard.ts';

/** No input (a call without a body) reads as `{}`; anything but an object is refused in Portuguese, not in zod's words. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  if (input !== undefined && !isPlainObject(input)) throw badRequest(RULE_MESSAGES.bodyNotObject);
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw badRequest(firstMessage(result.error));
  return result.data;
}

/**
 * For the operator calls whose schemas carry no Portuguese messages of their own: any invalid
 * input answers the one generic refusal, never zod's English words.
 */
export function parseOrRefuse<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw badRequest(RULE_MESSAGES.invalidRequest);
  return result.data;
}
