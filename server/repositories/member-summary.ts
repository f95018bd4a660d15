import { count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { feedback, users, withdrawals } from '../db/schema.ts';

export async function memberRow(db: Executor, id: number) {
  const [row] = await db
    .select({ id: users.id, username: users.username, nickname: users.nickname, points: users.points, disabled: users.disabled, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

/** Count and points of the member's withdrawals per status. */
export async function withdrawalTotals(db: Executor, userId: number) {
  return db
    .select({ status: withdrawals.status, count: count(), points: sql<number>`coalesce(sum(${withdrawals.points}), 0)::int` })
    .from(withdrawals)
    .where(eq(withdrawals.userId, userId))
    .groupBy(withdrawals.status);
}

export async function feedbackCount(db: Executor, userId: number): Promise<number> {
  return db.$count(feedback, eq(feedback.userId, userId));
}
