/**
 * Pieces shared by the answer schemas: strict objects (a field the handler sends but the schema
 * lacks fails the test-mode check instead of being dropped by the serializer), pages and prizes.
 * Numbers are `z.number()`, never `z.int()`: the serializer would truncate an integer-typed value.
 */
import { z } from 'zod';
import { DRAW_STATUSES, GAMES, PRIZE_KINDS } from '../../../src/domain/contract/reward-values.ts';

export const object = z.strictObject;
export const num = z.number();
export const str = z.string();
export const bool = z.boolean();
/** ISO times travel as strings: the serializer would also turn a Date into one, JSON.stringify too. */
export const iso = z.string();

/** `Page<T>` of src/domain/contract/rewards.ts. */
export function page<T extends z.ZodType>(item: T) {
  return object({ list: z.array(item), page: num, page_size: num, hasMore: bool });
}

export const gameName = z.enum(GAMES);
export const drawStatus = z.enum(DRAW_STATUSES);

export const prizeSnapshot = object({ kind: z.enum(PRIZE_KINDS), label: str, points: num, icon: str, color: str });

/** `{ url, thumb_url }` of an upload shown in a list (shares, tasks). */
export const imageRef = object({ url: str, thumb_url: str });
