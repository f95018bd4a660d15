/** Every body and query goes through a zod schema of src/domain/contract; the first issue is the answer. */
import type { z } from 'zod';
import { firstMessage } from '../../src/domain/validation.ts';
import { badRequest } from './envelope.ts';

export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw badRequest(firstMessage(result.error));
  return result.data;
}
