/**
 * Pieces the answer schemas share (server/http/answers for member calls, ops-calls/ for operator
 * calls): strict objects (a field the handler sends but the schema lacks fails the test-mode check
 * instead of being dropped by the serializer) and pages. Numbers are `z.number()`, never `z.int()`:
 * the serializer would truncate an integer-typed value.
 */
import { z } from 'zod';

export const object = z.strictObject;

/**
 * Names of shapes several answers share, for docs/api.md only (scripts/api-docs.ts shows them once
 * and refers to them by name). A registry of its own, so the serializer's schemas stay inline.
 */
export const SHAPE_NAMES = z.registry<{ id: string }>();
export function named<T extends z.ZodType>(id: string, schema: T): T {
  SHAPE_NAMES.add(schema, { id });
  return schema;
}
export const num = z.number();
export const str = z.string();
export const bool = z.boolean();
/** ISO times travel as strings: the serializer would also turn a Date into one, JSON.stringify too. */
export const iso = z.string();

/** `Page<T>` of src/domain/contract/rewards.ts. */
export function page<T extends z.ZodType>(item: T) {
  return object({ list: z.array(item), page: num, page_size: num, hasMore: bool });
}
