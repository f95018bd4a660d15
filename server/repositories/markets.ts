/** Promo market rows: settings per type, entries, their periods, redemptions and rain claims. */
import { and, asc, eq, getTableColumns, gt, gte, lt, lte, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { prepared } from '../db/prepared.ts';
import { insertedRow } from '../db/row-select.ts';
import { creditCtes } from './ledger.ts';
import { marketPeriods, marketRedemptions, markets, marketSettings, rainClaims, rewardMonths } from '../db/schema.ts';

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

/** The period of a shown redeem-code entry with this code, begun and not over (its window is the service's to check). */
export async function findCodePeriod(db: Executor, code: string, now: Date) {
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

const insertRainClaimsQuery = prepared('markets_insert_rain_claims', (db) => {
  const userId = placeholder('userId');
  const periodId = placeholder('periodId');
  // This rain only: a recurring period's earlier rains do not count against the cap.
  const mine = and(eq(rainClaims.userId, userId), eq(rainClaims.periodId, periodId), sql`${rainClaims.createdAt} >= ${placeholder('since')}::timestamptz`);
  const month = sql`${placeholder('month')}::text`;
  // With the member's envelopes, the reward points the month has already paid them (services/reward-allowance.ts).
  const held = db.$with('held').as(db.select({
    count: sql<number>`count(*)::int`.as('count'),
    paid: sql<number>`coalesce((select ${rewardMonths.points} from ${rewardMonths} where ${rewardMonths.userId} = ${userId} and ${rewardMonths.month} = ${month}), 0)`.as('paid'),
  }).from(rainClaims).where(mine));
  // The batch's keys this member does not hold yet with their points, numbered in the order sent,
  // and the points of every envelope up to each (window functions run after the filter).
  const fresh = db.$with('fresh').as(
    db
      .select({
        key: sql<string>`k.key`.as('key'),
        pts: sql<number>`k.pts`.as('pts'),
        n: sql<number>`row_number() over (order by k.ord)`.as('n'),
        upTo: sql<number>`sum(k.pts) over (order by k.ord)`.as('up_to'),
      })
      .from(sql`unnest(${placeholder('keys')}::text[], ${placeholder('points')}::int[]) with ordinality as k(key, pts, ord)`)
      .where(sql`not exists (select 1 from ${rainClaims} where ${mine} and ${rainClaims.envelopeKey} = k.key)`),
  );
  // Only as many as the cap leaves room for, and (a budgeted rain) only while the points so far fit
  // what the budget has left (`room`): every envelope is worth at least 1, so the first that does
  // not fit ends the batch. `on conflict` is a safety net: under the member's lock nobody else
  // inserts this member's envelopes meanwhile.
  const inserted = db.$with('inserted', getTableColumns(rainClaims)).as(insertedRow(rainClaims, {
    given: new Set(['userId', 'periodId', 'createdAt']),
    overrides: { envelopeKey: sql`${fresh.key}`, points: sql`${fresh.pts}` },
    source: sql`from ${fresh}, ${held} where ${fresh.n} <= ${placeholder('cap')} - ${held.count}
      and (${placeholder('room')}::bigint is null or ${fresh.upTo} <= ${placeholder('room')}::bigint)
      and (${placeholder('allowance')}::int = 0 or ${fresh.upTo} <= ${placeholder('allowance')}::int - ${held.paid})`,
    skipConflicts: true,
  }));
  // The batch's credit in the same statement: the points of the rows recorded, named by the
  // smallest key this batch recorded (a key no other batch can hold), only when something was recorded.
  const count = sql`(select count(*) from ${inserted})::int`;
  const total = sql`(select coalesce(sum(${inserted.points}), 0) from ${inserted})::int`;
  const firstKey = sql`(select min(${inserted.envelopeKey}) from ${inserted})`;
  const [balance, entry] = creditCtes(db, {
    onlyIf: sql`exists (select 1 from ${inserted})`,
    amount: total,
    key: sql`'envelopes:' || ${periodId}::text || ':' || ${firstKey}`,
    reason: sql`replace(replace(case when ${count} = 1 then ${placeholder('creditReasonOne')}::text else ${placeholder('creditReason')}::text end,
      '{{count}}', ${count}::text), '{{total}}', ${total}::text)`,
  });
  // The month's counter, only when the batch was credited (the balance's update returned a row).
  const counted = db.$with('counted', { points: sql<number>`points`.as('points') }).as(sql`
    insert into ${rewardMonths} (user_id, month, points) select ${placeholder('userId')}::bigint, ${month}, ${total} from ${balance}
    on conflict (user_id, month) do update set points = ${rewardMonths}.points + excluded.points
    returning points`);
  // A budgeted rain's counter (its row locked by lockRainBudget earlier in the transaction), in
  // this statement rather than one more: the lock every claim of the rain waits for is held one
  // round trip less. Only while the batch fits the budget; `budget_paid` false otherwise.
  const budgetPaid = db.$with('budget_paid', { id: sql<number>`id`.as('id') }).as(sql`
    update ${marketPeriods} set points_paid = points_paid + ${total}
    where id = ${periodId} and ${placeholder('room')}::bigint is not null and exists (select 1 from ${inserted}) and points_paid + ${total} <= points_budget
    returning id`);
  return db
    .with(held, fresh, inserted, balance, entry, counted, budgetPaid)
    .select({
      budgetPaid: sql<boolean>`exists (select 1 from ${budgetPaid})`,
      inserted: sql<number>`${count}`,
      allowanceLeft: sql<number>`${placeholder('allowance')}::int - ${held.paid}`,
      fresh: sql<number>`(select count(*) from ${fresh})::int`,
      collected: sql<number>`${held.count} + ${count}`,
      credited: sql<number>`${total}`,
      balance: sql<number | null>`(select ${entry.balanceAfter} from ${entry})`,
    })
    .from(held)
    .prepare('markets_insert_rain_claims');
});

export interface RainClaimsInsert {
  userId: number;
  periodId: number;
  /** Distinct keys, in the order the client collected them. */
  keys: string[];
  /** Each key's points, parallel to `keys` (drawn by the service). */
  points: number[];
  cap: number;
  /** Points the rain's budget has left; null when it has none. */
  room: number | null;
  /** The member's monthly reward allowance (0: none) and the São Paulo month it counts ('YYYY-MM'). */
  allowance: number;
  month: string;
  /** When this rain began: a recurring period's claims before it belong to earlier rains. */
  since: Date;
  createdAt: Date;
  /** The ledger text, `{{count}}` (envelopes) and `{{total}}` (points) filled in by the statement; `creditReasonOne` for a single envelope. */
  creditReason: string;
  creditReasonOne: string;
  creditReference: string;
}

export interface RainClaimsInserted {
  /** Envelopes recorded by this statement. */
  inserted: number;
  /** A budgeted rain: the batch's points were added to its counter (false when nothing was recorded). */
  budgetPaid: boolean;
  /** What the member's monthly allowance had left before this batch (meaningless without one). */
  allowanceLeft: number;
  /** Keys of the batch the member did not hold before: fresh > inserted means the cap or the budget cut them. */
  fresh: number;
  /** Envelopes of this rain the member holds now. */
  collected: number;
  /** Points credited: the sum of the recorded envelopes' points. */
  credited: number;
  /** The balance after the credit; null when nothing was credited. */
  balance: number | null;
}

/**
 * One statement: records the batch's keys the member does not hold yet in this rain,
 * only up to the cap (held + new ≤ cap) and the budget left (their points ≤ room), credits them with their ledger entry (the ledger's
 * creditCtes, key `envelopes:<period>:<smallest key recorded>`), and answers what it did. Exact
 * only under the member's lock (the ledger's, taken first in its own statement so this one's
 * snapshot sees every claim committed while it waited), as claimEnvelopes runs it.
 */
export async function insertRainClaims(db: Executor, batch: RainClaimsInsert): Promise<RainClaimsInserted> {
  const createdAt = batch.createdAt.toISOString();
  const [row] = await insertRainClaimsQuery(db, { ...batch, since: batch.since.toISOString(), createdAt, creditAt: createdAt, creditSource: 'other' });
  if (!row) throw new Error('insert rain_claims answered nothing');
  return row;
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

/**
 * Locks a budgeted rain's row for the claim's transaction and answers the points it has left.
 * The counter restarts when a recurring period's next rain begins (`paid_since` is the rain's start).
 * An update, not a read: it waits for the claims before it and sees their counter.
 */
export async function lockRainBudget(db: Executor, periodId: number, since: Date): Promise<number> {
  const paidNow = sql`case when ${marketPeriods.paidSince} = ${since.toISOString()}::timestamptz then ${marketPeriods.pointsPaid} else 0 end`;
  const [row] = await db
    .update(marketPeriods)
    .set({ pointsPaid: paidNow, paidSince: since })
    .where(and(eq(marketPeriods.id, periodId), sql`${marketPeriods.pointsBudget} is not null`))
    .returning({ left: sql<number>`${marketPeriods.pointsBudget} - ${marketPeriods.pointsPaid}` });
  if (!row) throw new Error(`rain ${periodId} has no budget to lock`);
  return row.left;
}

