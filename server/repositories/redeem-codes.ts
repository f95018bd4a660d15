/** A type-1 period's batch of redeem codes: stored, counted, listed with their uses, and used. */
import { and, asc, desc, eq, gt, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { marketPeriods, markets, redeemCodes, redeemCodeUses, users } from '../db/schema.ts';

export type RedeemCodeRow = typeof redeemCodes.$inferSelect;

/** Rows per insert: well under PostgreSQL's 65,535 parameters. */
const CHUNK = 2000;

/** Inserts the codes that nobody holds yet and answers those it stored. */
export async function insertCodes(db: Executor, periodId: number, codes: string[], maxUses: number, now: Date): Promise<string[]> {
  const stored: string[] = [];
  for (let start = 0; start < codes.length; start += CHUNK) {
    const rows = codes.slice(start, start + CHUNK).map((code) => ({ periodId, code, maxUses, createdAt: now }));
    const inserted = await db.insert(redeemCodes).values(rows).onConflictDoNothing().returning({ code: redeemCodes.code });
    stored.push(...inserted.map((row) => row.code));
  }
  return stored;
}

/** Which of these codes a period already uses as its single code. */
export async function periodCodesAmong(db: Executor, codes: string[]): Promise<string[]> {
  const found: string[] = [];
  for (let start = 0; start < codes.length; start += CHUNK) {
    const rows = await db.select({ code: marketPeriods.code }).from(marketPeriods).where(inArray(marketPeriods.code, codes.slice(start, start + CHUNK)));
    found.push(...rows.map((row) => row.code!));
  }
  return found;
}

export async function countCodes(db: Executor, periodId: number) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      used: sql<number>`(count(*) filter (where ${redeemCodes.uses} > 0))::int`,
      uses: sql<number>`coalesce(sum(${redeemCodes.uses}), 0)::int`,
    })
    .from(redeemCodes)
    .where(eq(redeemCodes.periodId, periodId));
  return row ?? { total: 0, used: 0, uses: 0 };
}

/** A page of the period's codes in the order they were made; `unusedOnly` keeps those with uses left. */
export async function listCodes(db: Executor, periodId: number, unusedOnly: boolean, limit: number, offset: number) {
  const where = and(eq(redeemCodes.periodId, periodId), unusedOnly ? lt(redeemCodes.uses, redeemCodes.maxUses) : undefined);
  const [rows, [counted]] = await Promise.all([
    db.select().from(redeemCodes).where(where).orderBy(asc(redeemCodes.id)).limit(limit).offset(offset),
    db.select({ matching: sql<number>`count(*)::int` }).from(redeemCodes).where(where),
  ]);
  return { rows, matching: counted?.matching ?? 0 };
}

/** The latest use of each of these codes, with the member's nickname. */
export async function latestUses(db: Executor, codeIds: number[]) {
  if (codeIds.length === 0) return new Map<number, { userId: number; nickname: string; at: Date }>();
  const rows = await db
    .selectDistinctOn([redeemCodeUses.codeId], { codeId: redeemCodeUses.codeId, userId: redeemCodeUses.userId, nickname: users.nickname, at: redeemCodeUses.createdAt })
    .from(redeemCodeUses)
    .innerJoin(users, eq(users.id, redeemCodeUses.userId))
    .where(inArray(redeemCodeUses.codeId, codeIds))
    .orderBy(redeemCodeUses.codeId, desc(redeemCodeUses.createdAt));
  return new Map(rows.map((row) => [row.codeId, { userId: row.userId, nickname: row.nickname, at: row.at }]));
}

/** true when a period's batch already holds this code (a period's own code must not shadow it). */
export async function isBatchCode(db: Executor, code: string): Promise<boolean> {
  return (await db.$count(redeemCodes, eq(redeemCodes.code, code))) > 0;
}

/** A batch code of a shown redeem-code entry whose period has begun and not ended. */
export async function findBatchCode(db: Executor, code: string, now: Date) {
  const [row] = await db
    .select({ code: redeemCodes, period: marketPeriods })
    .from(redeemCodes)
    .innerJoin(marketPeriods, eq(marketPeriods.id, redeemCodes.periodId))
    .innerJoin(markets, eq(markets.id, marketPeriods.marketId))
    .where(and(eq(redeemCodes.code, code), eq(markets.type, 1), eq(markets.status, 1), lte(marketPeriods.startsAt, now), gt(marketPeriods.endsAt, now)));
  return row;
}

/**
 * Takes one use of the code, only if it has one left. The row lock makes parallel takers wait
 * and re-check: of N members racing for a single-use code, one gets it and the others false.
 */
export async function takeCodeUse(db: Executor, codeId: number): Promise<boolean> {
  const taken = await db
    .update(redeemCodes)
    .set({ uses: sql`${redeemCodes.uses} + 1` })
    .where(and(eq(redeemCodes.id, codeId), lt(redeemCodes.uses, redeemCodes.maxUses)))
    .returning({ id: redeemCodes.id });
  return taken.length > 0;
}

/** Records the member's use; false when the member had used this code already. */
export async function insertCodeUse(db: Executor, row: typeof redeemCodeUses.$inferInsert): Promise<boolean> {
  const inserted = await db.insert(redeemCodeUses).values(row).onConflictDoNothing().returning({ codeId: redeemCodeUses.codeId });
  return inserted.length > 0;
}

export async function memberUsesInPeriod(db: Executor, periodId: number, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(redeemCodeUses)
    .where(and(eq(redeemCodeUses.periodId, periodId), eq(redeemCodeUses.userId, userId)));
  return row?.count ?? 0;
}

export async function setCodesPerMember(db: Executor, periodId: number, perMember: number): Promise<void> {
  await db.update(marketPeriods).set({ codesPerMember: perMember }).where(eq(marketPeriods.id, periodId));
}
