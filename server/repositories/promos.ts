/** The console's reads and writes of promotions: settings per type, every entry, periods to edit, a rain's figures. */
import { and, asc, eq, gt, gte, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { marketPeriods, marketRedemptions, markets, marketSettings, rainClaims } from '../db/schema.ts';
import type { MarketRow, PeriodRow } from './markets.ts';

export type SettingRow = typeof marketSettings.$inferSelect;

export async function listSettings(db: Executor): Promise<SettingRow[]> {
  return db.select().from(marketSettings).orderBy(asc(marketSettings.type));
}

/** Every entry, hidden ones too: the console shows what members do not. */
export async function listAllMarkets(db: Executor): Promise<MarketRow[]> {
  return db.select().from(markets).orderBy(asc(markets.type), asc(markets.sort), asc(markets.id));
}

/** Periods that end after `since`, by start. */
export async function periodsEndingAfter(db: Executor, since: Date): Promise<PeriodRow[]> {
  return db.select().from(marketPeriods).where(gt(marketPeriods.endsAt, since)).orderBy(asc(marketPeriods.startsAt), asc(marketPeriods.id));
}

/** A type's setting, locked until the transaction ends: two saves of it run one after the other. */
export async function lockSetting(db: Executor, type: number): Promise<SettingRow | undefined> {
  const [row] = await db.select().from(marketSettings).where(eq(marketSettings.type, type)).for('update');
  return row;
}

export async function updateSetting(db: Executor, setting: SettingRow): Promise<SettingRow | undefined> {
  const [row] = await db.update(marketSettings).set({ image: setting.image, status: setting.status }).where(eq(marketSettings.type, setting.type)).returning();
  return row;
}

/** The period, locked until the transaction ends: claims and edits of it wait. */
export async function lockPeriod(db: Executor, id: number): Promise<PeriodRow | undefined> {
  const [row] = await db.select().from(marketPeriods).where(eq(marketPeriods.id, id)).for('update');
  return row;
}

export async function updatePeriod(db: Executor, id: number, values: Partial<typeof marketPeriods.$inferInsert>): Promise<PeriodRow> {
  const [row] = await db.update(marketPeriods).set(values).where(eq(marketPeriods.id, id)).returning();
  if (!row) throw new Error(`market period ${id} vanished under its lock`);
  return row;
}

/** Removes a period nobody used; false when a redemption or a claim holds it. */
export async function deleteUnusedPeriod(db: Executor, id: number): Promise<boolean> {
  const deleted = await db
    .delete(marketPeriods)
    .where(and(
      eq(marketPeriods.id, id),
      sql`not exists (select 1 from ${marketRedemptions} where ${marketRedemptions.periodId} = ${marketPeriods.id})`,
      sql`not exists (select 1 from ${rainClaims} where ${rainClaims.periodId} = ${marketPeriods.id})`,
    ))
    .returning({ id: marketPeriods.id });
  return deleted.length > 0;
}

/** Points the rain that began at `since` has paid, by its claims. */
export async function rainPaidSince(db: Executor, periodId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ paid: sql<number>`coalesce(sum(${rainClaims.points}), 0)::int` })
    .from(rainClaims)
    .where(and(eq(rainClaims.periodId, periodId), gte(rainClaims.createdAt, since)));
  return row?.paid ?? 0;
}

/** The rain since `since`: envelopes claimed in the 10 seconds before `now`, points paid, members who took part. */
export async function rainActivity(db: Executor, periodId: number, since: Date, now: Date) {
  const recent = new Date(now.getTime() - 10_000);
  const [row] = await db
    .select({
      recent: sql<number>`(count(*) filter (where ${rainClaims.createdAt} > ${recent.toISOString()}::timestamptz))::int`,
      paid: sql<number>`coalesce(sum(${rainClaims.points}), 0)::int`,
      members: sql<number>`count(distinct ${rainClaims.userId})::int`,
    })
    .from(rainClaims)
    .where(and(eq(rainClaims.periodId, periodId), gte(rainClaims.createdAt, since)));
  return { recent: row?.recent ?? 0, paid: row?.paid ?? 0, members: row?.members ?? 0 };
}

type MarketValues = Pick<typeof markets.$inferInsert, 'type' | 'title' | 'logo' | 'link' | 'status'>;

/** A new entry goes after the type's others. */
export async function insertMarket(db: Executor, values: MarketValues): Promise<MarketRow> {
  const [row] = await db
    .insert(markets)
    .values({ ...values, sort: sql`(select coalesce(max(${markets.sort}) + 1, 0) from ${markets} where ${markets.type} = ${values.type})` })
    .returning();
  return row!;
}

/** The entry, locked until the transaction ends: two edits of it run one after the other. */
export async function lockMarket(db: Executor, id: number): Promise<MarketRow | undefined> {
  const [row] = await db.select().from(markets).where(eq(markets.id, id)).for('update');
  return row;
}

export async function updateMarket(db: Executor, id: number, values: MarketValues): Promise<MarketRow> {
  const [row] = await db.update(markets).set(values).where(eq(markets.id, id)).returning();
  if (!row) throw new Error(`market ${id} vanished under its lock`);
  return row;
}
