import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { loginThrottles } from '../db/schema.ts';

export type LoginThrottleRow = typeof loginThrottles.$inferSelect;

/** The account's row, locked for the rest of the transaction: parallel guesses are counted one by one. */
export async function lockLoginThrottle(db: Executor, userId: number): Promise<LoginThrottleRow> {
  await db.insert(loginThrottles).values({ userId }).onConflictDoNothing();
  const [row] = await db.select().from(loginThrottles).where(eq(loginThrottles.userId, userId)).for('update');
  if (!row) throw new Error(`login throttle of user ${userId} not found`);
  return row;
}

export async function updateLoginThrottle(db: Executor, userId: number, changes: Partial<Omit<LoginThrottleRow, 'userId'>>): Promise<void> {
  await db.update(loginThrottles).set(changes).where(eq(loginThrottles.userId, userId));
}
