/** Promo market rows: settings per type, entries, their periods, redemptions and rain claims. */
import { and, asc, eq, gt, gte, lt, lte, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { prepared } from '../db/prepared.ts';
import { marketPeriods, marketRedemptions, markets, marketSettings, rainClaims } from '../db/schema.ts';

export type MarketRow = typeof markets.$inferSelect;
export type PeriodRow = typeof marketPeriods.$inferSelect;

const placeholder = sql.placeholder;

export async function findSetting(db: Executor, type: number) {
  const [row] = await db.select().from(marketSettings).where(eq(marketSettings.type, type));
  return row;
}

export async function listMarkets(db: Executor, type: number): Promise<MarketRow[]> {
  return db.select().from(markets).where(and(eq(markets.type, type), eq(markets.status, 1))).orderBy(asc(markets.sort), asc(markets.id));
}

/** Periods of these entries that have not ended, soonest first. */
export async function currentAndNextPeriods(db: Executor, marketIds: number[], now: Date): Promise<PeriodRow[]> {
  if (marketIds.length === 0) return [];
  return db
    .select()
    .from(marketPeriods)
    .where(and(sql`${marketPeriods.marketId} in ${marketIds}`, gt(marketPeriods.endsAt, now)))
    .orderBy(asc(marketPeriods.startsAt));
}

/** The live period of a type-`type` entry with this code. */
export async function findLiveCode(db: Executor, code: string, now: Date) {
  const [row] = await db
    .select({ period: marketPeriods, market: markets })
    .from(marketPeriods)
    .innerJoin(markets, eq(markets.id, marketPeriods.marketId))
    .where(and(eq(marketPeriods.code, code), eq(markets.type, 1), eq(markets.status, 1), lte(marketPeriods.startsAt, now), gt(marketPeriods.endsAt, now)));
  return row;
}

const findPeriodWithMarketQuery = prepared('markets_find_period_with_market', (db) =>
  db
    .select({ period: marketPeriods, market: markets })
    .from(marketPeriods)
    .innerJoin(markets, eq(markets.id, marketPeriods.marketId))
    .where(eq(marketPeriods.id, placeholder('periodId')))
    .prepare('markets_find_period_with_market'),
);

export async function findPeriodWithMarket(db: Executor, periodId: number) {
  const [row] = await findPeriodWithMarketQuery(db, { periodId });
  return row;
}

/** Inserts the redemption; false when the member had already redeemed this period. */
export async function insertRedemption(db: Executor, row: typeof marketRedemptions.$inferInsert): Promise<boolean> {
  const inserted = await db.insert(marketRedemptions).values(row).onConflictDoNothing().returning({ userId: marketRedemptions.userId });
  return inserted.length > 0;
}

export async function findRainClaim(db: Executor, userId: number, periodId: number, envelopeKey: string) {
  const [row] = await db
    .select()
    .from(rainClaims)
    .where(and(eq(rainClaims.userId, userId), eq(rainClaims.periodId, periodId), eq(rainClaims.envelopeKey, envelopeKey)));
  return row;
}

const countRainClaimsQuery = prepared('markets_count_rain_claims', (db) =>
  db
    .select({ count: sql<number>`count(*)::int` })
    .from(rainClaims)
    .where(and(eq(rainClaims.userId, placeholder('userId')), eq(rainClaims.periodId, placeholder('periodId'))))
    .prepare('markets_count_rain_claims'),
);

export async function countRainClaims(db: Executor, userId: number, periodId: number): Promise<number> {
  const [row] = await countRainClaimsQuery(db, { userId, periodId });
  return row?.count ?? 0;
}

const insertRainClaimCountingQuery = prepared('markets_insert_rain_claim_counting', (db) => {
  const held = db.$with('held').as(
    db
      .select({ count: sql<number>`count(*)::int`.as('count') })
      .from(rainClaims)
      .where(and(eq(rainClaims.userId, placeholder('userId')), eq(rainClaims.periodId, placeholder('periodId')))),
  );
  return db
    .with(held)
    .insert(rainClaims)
    .values({
      userId: placeholder('userId'),
      periodId: placeholder('periodId'),
      envelopeKey: placeholder('envelopeKey'),
      points: placeholder('points'),
      createdAt: placeholder('createdAt'),
    })
    .returning({ before: sql<number>`(select ${held.count} from ${held})` })
    .prepare('markets_insert_rain_claim_counting');
});

/**
 * One statement (issue 15: instead of a count, then an insert): records the envelope and answers
 * how many of this rain the member held before it. The caller checks the cap with that number and,
 * over it, fails and rolls its transaction back (the row never commits). Exact only under the
 * member's lock (the ledger's), as claimEnvelope runs it.
 */
export async function insertRainClaimCounting(db: Executor, row: typeof rainClaims.$inferInsert): Promise<number> {
  const [inserted] = await insertRainClaimCountingQuery(db, row);
  if (!inserted) throw new Error('insert rain_claims returned nothing');
  return inserted.before;
}

export async function insertPeriod(db: Executor, row: typeof marketPeriods.$inferInsert): Promise<PeriodRow> {
  const [inserted] = await db.insert(marketPeriods).values(row).returning();
  return inserted!;
}

export async function findMarketById(db: Executor, id: number): Promise<MarketRow | undefined> {
  const [row] = await db.select().from(markets).where(eq(markets.id, id)).limit(1);
  return row;
}

export async function firstMarketOfType(db: Executor, type: number): Promise<MarketRow | undefined> {
  const [row] = await db.select().from(markets).where(eq(markets.type, type)).orderBy(asc(markets.sort), asc(markets.id)).limit(1);
  return row;
}

/** Ends the live periods of a type now and removes its future ones that nobody used yet. */
export async function clearPeriodsOfType(db: Executor, type: number, now: Date): Promise<void> {
  const ids = db.select({ id: markets.id }).from(markets).where(eq(markets.type, type));
  await db.transaction(async (tx) => {
    await tx.update(marketPeriods).set({ endsAt: now }).where(and(sql`${marketPeriods.marketId} in ${ids}`, lt(marketPeriods.startsAt, now), gt(marketPeriods.endsAt, now)));
    await tx
      .delete(marketPeriods)
      .where(and(
        sql`${marketPeriods.marketId} in ${ids}`, gte(marketPeriods.startsAt, now),
        sql`not exists (select 1 from ${marketRedemptions} where ${marketRedemptions.periodId} = ${marketPeriods.id})`,
        sql`not exists (select 1 from ${rainClaims} where ${rainClaims.periodId} = ${marketPeriods.id})`,
      ));
  });
}
