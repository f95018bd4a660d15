/**
 * A call whose route still parses its own input and whose answer has no schema yet: the schemas
 * accept anything. tests/unit/ops-calls.test.ts lists the calls still using it.
 */
import { z } from 'zod';

export const LEGACY = { input: z.unknown(), answer: z.unknown() } as const;
