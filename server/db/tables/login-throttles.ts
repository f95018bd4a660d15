/** Wrong login passwords per account: the per-IP limit alone let one account be guessed from many addresses. */
import { bigint, integer, pgTable } from 'drizzle-orm/pg-core';
import { at } from './columns.ts';
import { users } from './accounts.ts';

export const loginThrottles = pgTable('login_throttles', {
  userId: bigint('user_id', { mode: 'number' }).primaryKey().references(() => users.id),
  /** Wrong passwords since the last success or lock. */
  failedTries: integer('failed_tries').notNull().default(0),
  /** How many locks in a row; each lasts twice the one before. */
  lockLevel: integer('lock_level').notNull().default(0),
  lockedUntil: at('locked_until'),
});
