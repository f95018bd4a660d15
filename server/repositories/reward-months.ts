/** The monthly reward counter (db/tables/risk.ts `reward_months`). */
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { rewardMonths } from '../db/schema.ts';

/**
 * Adds `points` to the member's month, only while the sum stays within `allowance` (0: no
 * allowance); false when it would not. One statement, so two credits at once cannot both pass the
 * last room: the second waits for the first's row and sees its sum.
 */
export async function addMonthRewards(db: Executor, change: { userId: number; month: string; points: number; allowance: number }): Promise<boolean> {
  const { userId, month, points, allowance } = change;
  if (allowance > 0 && points > allowance) return false;
  const rows = await db.insert(rewardMonths).values({ userId, month, points })
    .onConflictDoUpdate({
      target: [rewardMonths.userId, rewardMonths.month],
      set: { points: sql`${rewardMonths.points} + excluded.points` },
      setWhere: allowance > 0 ? sql`${rewardMonths.points} + excluded.points <= ${allowance}` : undefined,
    })
    .returning({ points: rewardMonths.points });
  return rows.length > 0;
}

export async function monthRewards(db: Executor, userId: number, month: string): Promise<number> {
  const [row] = await db.select({ points: rewardMonths.points }).from(rewardMonths).where(and(eq(rewardMonths.userId, userId), eq(rewardMonths.month, month)));
  return row?.points ?? 0;
}
