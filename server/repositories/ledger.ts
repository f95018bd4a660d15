import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { PointSource } from '../../src/domain/contract/rewards.ts';
import type { Executor } from '../db/client.ts';
import { pointsLedger, users } from '../db/schema.ts';

export type LedgerEntryRow = typeof pointsLedger.$inferSelect;
export type NewLedgerEntry = typeof pointsLedger.$inferInsert;

/**
 * Locks the member's row, so ledger changes of one member run one at a time on PostgreSQL, and
 * reads the balance; undefined for an unknown member. Reads nothing else: in READ COMMITTED a
 * statement that waited for the lock sees only the locked row's newest version, any other table
 * as it was before the wait (see findEntryByKey).
 */
export async function lockBalance(db: Executor, userId: number): Promise<number | undefined> {
  const [row] = await db.select({ points: users.points }).from(users).where(eq(users.id, userId)).for('no key update');
  return row?.points;
}

/**
 * The member's entry under `key`, if any. Called after lockBalance, as its own statement: it takes
 * a new snapshot, so it sees the entry of a transaction that held the lock while we waited.
 */
export async function findEntryByKey(db: Executor, userId: number, key: string): Promise<LedgerEntryRow | undefined> {
  const [row] = await db
    .select()
    .from(pointsLedger)
    .where(and(eq(pointsLedger.userId, userId), eq(pointsLedger.idempotencyKey, key)));
  return row;
}

/** Adds `delta` to the balance unless that would take it below zero; undefined when refused. */
export async function applyToBalance(db: Executor, userId: number, delta: number): Promise<number | undefined> {
  const [row] = await db
    .update(users)
    .set({ points: sql`${users.points} + ${delta}` })
    .where(and(eq(users.id, userId), gte(sql`${users.points} + ${delta}`, 0)))
    .returning({ points: users.points });
  return row?.points;
}

export async function insertLedgerEntry(db: Executor, entry: NewLedgerEntry): Promise<LedgerEntryRow> {
  const [row] = await db.insert(pointsLedger).values(entry).returning();
  if (!row) throw new Error('insert points_ledger returned nothing');
  return row;
}

export interface LedgerFilter {
  userId: number;
  from?: Date;
  until?: Date;
  source?: PointSource;
  limit: number;
  offset: number;
}

/** Newest first. */
export async function listLedgerEntries(db: Executor, filter: LedgerFilter): Promise<LedgerEntryRow[]> {
  return db
    .select()
    .from(pointsLedger)
    .where(
      and(
        eq(pointsLedger.userId, filter.userId),
        filter.from ? gte(pointsLedger.createdAt, filter.from) : undefined,
        filter.until ? lt(pointsLedger.createdAt, filter.until) : undefined,
        filter.source ? eq(pointsLedger.source, filter.source) : undefined,
      ),
    )
    .orderBy(desc(pointsLedger.createdAt), desc(pointsLedger.id))
    .limit(filter.limit)
    .offset(filter.offset);
}

export async function findLedgerEntry(db: Executor, userId: number, id: number): Promise<LedgerEntryRow | undefined> {
  const [row] = await db.select().from(pointsLedger).where(and(eq(pointsLedger.id, id), eq(pointsLedger.userId, userId)));
  return row;
}

/** Every member whose balance differs from the sum of their entries (should always be empty). */
export async function findLedgerMismatches(db: Executor) {
  return db
    .select({ userId: users.id, points: users.points, ledger: sql<number>`coalesce(sum(${pointsLedger.amount}), 0)::int` })
    .from(users)
    .leftJoin(pointsLedger, eq(pointsLedger.userId, users.id))
    .groupBy(users.id, users.points)
    .having(sql`${users.points} <> coalesce(sum(${pointsLedger.amount}), 0)`)
    .orderBy(asc(users.id));
}
