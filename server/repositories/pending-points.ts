/** Pending points rows (db/tables/risk.ts pendingPoints; services/pending-points.ts). */
import { and, asc, desc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { draws, pendingPoints, users } from '../db/schema.ts';

export type PendingRow = typeof pendingPoints.$inferSelect;

export async function insertPending(db: Executor, row: typeof pendingPoints.$inferInsert): Promise<void> {
  await db.insert(pendingPoints).values(row).onConflictDoNothing();
}

/** Rows waiting for a friend who has drawn since: their delay starts at that first draw. */
export async function startDelays(db: Executor, delayMs: number): Promise<void> {
  await db.execute(sql`
    update ${pendingPoints} p set release_after = d.first_draw + make_interval(secs => ${delayMs / 1000})
    from (
      select ${draws.userId} as user_id, min(${draws.createdAt}) as first_draw from ${draws}
      where ${draws.userId} in (select waits_for from ${pendingPoints} where status = 'pending' and release_after is null and waits_for is not null)
      group by ${draws.userId}
    ) d
    where p.status = 'pending' and p.release_after is null and p.waits_for = d.user_id`);
}

export async function duePending(db: Executor, now: Date, limit: number): Promise<number[]> {
  const rows = await db.select({ id: pendingPoints.id }).from(pendingPoints)
    .where(and(eq(pendingPoints.status, 'pending'), isNotNull(pendingPoints.releaseAfter), lte(pendingPoints.releaseAfter, now)))
    .orderBy(asc(pendingPoints.id)).limit(limit);
  return rows.map((r) => r.id);
}

/** Still pending, locked: a second settler waits, then finds it settled. */
export async function lockPending(db: Executor, id: number): Promise<PendingRow | undefined> {
  const [row] = await db.select().from(pendingPoints).where(and(eq(pendingPoints.id, id), eq(pendingPoints.status, 'pending'))).for('update');
  return row;
}

export async function closePending(db: Executor, id: number, changes: Pick<PendingRow, 'status' | 'note' | 'decidedAt' | 'entryId'>): Promise<void> {
  await db.update(pendingPoints).set(changes).where(and(eq(pendingPoints.id, id), eq(pendingPoints.status, 'pending')));
}

export async function pendingOf(db: Executor, userId: number, limit = 50): Promise<PendingRow[]> {
  return db.select().from(pendingPoints).where(and(eq(pendingPoints.userId, userId), eq(pendingPoints.status, 'pending')))
    .orderBy(desc(pendingPoints.id)).limit(limit);
}

/** The month's allowance had no room: the row waits until `until`. */
export async function postponePending(db: Executor, id: number, until: Date): Promise<void> {
  await db.update(pendingPoints).set({ releaseAfter: until }).where(and(eq(pendingPoints.id, id), eq(pendingPoints.status, 'pending')));
}

export async function listPending(db: Executor, userId: number | undefined, limit: number) {
  return db.select({ row: pendingPoints, username: users.username }).from(pendingPoints).innerJoin(users, eq(users.id, pendingPoints.userId))
    .where(and(eq(pendingPoints.status, 'pending'), userId === undefined ? undefined : eq(pendingPoints.userId, userId)))
    .orderBy(asc(pendingPoints.id)).limit(limit);
}
