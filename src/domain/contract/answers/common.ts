/** The answer parts of ../answer-parts.ts, and the reward and image shapes several member answers share. */
import { z } from 'zod';
import { DRAW_STATUSES, GAMES, PRIZE_KINDS } from '../reward-values.ts';

export { bool, iso, named, num, object, page, SHAPE_NAMES, str } from '../answer-parts.ts';
import { named, num, object, str } from '../answer-parts.ts';

export const gameName = z.enum(GAMES);
export const drawStatus = z.enum(DRAW_STATUSES);

export const prizeSnapshot = named('PrizeSnapshot', object({ kind: z.enum(PRIZE_KINDS), label: str, points: num, icon: str, color: str }));

/** `{ url, thumb_url }` of an upload shown in a list (shares, tasks). */
export const imageRef = named('Image', object({ url: str, thumb_url: str }));
