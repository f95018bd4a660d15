/**
 * RTP market rows: sponsors, games with their latest two readings, reading history. Members see
 * visible rows only: a hidden game, or any game of a hidden sponsor, is off the market.
 */
import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { rtpGames, rtpReadings, sponsors } from '../db/schema.ts';

export type SponsorRow = typeof sponsors.$inferSelect;
export type GameRow = typeof rtpGames.$inferSelect;
export type NewReading = typeof rtpReadings.$inferInsert;

export interface MarketFilter {
  keyword: string;
  sponsorId?: number;
  type?: GameRow['type'];
  sort: 'rtp' | 'change';
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

/**
 * Per game: the newest reading and the change from the one before (`lag`), one window pass.
 * Ties on time fall back to the id, so two readings of the same second still have an order.
 */
function latestReadings(db: Executor) {
  return db.$with('latest').as(
    db
      .select({
        gameId: rtpReadings.gameId,
        valueBp: rtpReadings.valueBp,
        measuredAt: rtpReadings.measuredAt,
        changeBp: sql<number | null>`${rtpReadings.valueBp} - lag(${rtpReadings.valueBp}) over (partition by ${rtpReadings.gameId} order by ${rtpReadings.measuredAt}, ${rtpReadings.id})`.as('change_bp'),
        rank: sql<number>`row_number() over (partition by ${rtpReadings.gameId} order by ${rtpReadings.measuredAt} desc, ${rtpReadings.id} desc)`.as('rank'),
      })
      .from(rtpReadings),
  );
}

function marketWhere(filter: Pick<MarketFilter, 'keyword' | 'sponsorId' | 'type'>): SQL | undefined {
  const conditions: SQL[] = [eq(rtpGames.active, true), eq(sponsors.active, true)];
  if (filter.keyword) {
    const pattern = `%${filter.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(sql`(${ilike(rtpGames.name, pattern)} or ${ilike(sponsors.name, pattern)})`);
  }
  if (filter.sponsorId) conditions.push(eq(rtpGames.sponsorId, filter.sponsorId));
  if (filter.type) conditions.push(eq(rtpGames.type, filter.type));
  return and(...conditions);
}

export async function marketRows(db: Executor, filter: MarketFilter) {
  const latest = latestReadings(db);
  const key = filter.sort === 'rtp' ? latest.valueBp : latest.changeBp;
  const direction = filter.order === 'asc' ? sql`asc` : sql`desc`;
  return db
    .with(latest)
    .select({
      game: rtpGames,
      sponsor: { id: sponsors.id, name: sponsors.name, logo: sponsors.logo },
      valueBp: latest.valueBp,
      changeBp: latest.changeBp,
      measuredAt: latest.measuredAt,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(rtpGames)
    .innerJoin(sponsors, eq(sponsors.id, rtpGames.sponsorId))
    .leftJoin(latest, and(eq(latest.gameId, rtpGames.id), eq(latest.rank, 1)))
    .where(marketWhere(filter))
    .orderBy(sql`${key} ${direction} nulls last`, asc(rtpGames.id))
    .limit(filter.limit)
    .offset(filter.offset);
}

export async function gamesOfSponsor(db: Executor, sponsorId: number) {
  const latest = latestReadings(db);
  return db
    .with(latest)
    .select({ game: rtpGames, valueBp: latest.valueBp, changeBp: latest.changeBp, measuredAt: latest.measuredAt })
    .from(rtpGames)
    .leftJoin(latest, and(eq(latest.gameId, rtpGames.id), eq(latest.rank, 1)))
    .where(and(eq(rtpGames.sponsorId, sponsorId), eq(rtpGames.active, true)))
    .orderBy(desc(rtpGames.featured), asc(rtpGames.id));
}

export async function listSponsors(db: Executor) {
  return db
    .select({ sponsor: sponsors, games: count(rtpGames.id) })
    .from(sponsors)
    .leftJoin(rtpGames, and(eq(rtpGames.sponsorId, sponsors.id), eq(rtpGames.active, true)))
    .where(eq(sponsors.active, true))
    .groupBy(sponsors.id)
    .orderBy(asc(sponsors.sort), asc(sponsors.id));
}

export async function findSponsor(db: Executor, id: number): Promise<SponsorRow | undefined> {
  const [row] = await db.select().from(sponsors).where(and(eq(sponsors.id, id), eq(sponsors.active, true)));
  return row;
}

/** The newest `limit` readings of a game, returned oldest first (the chart's order). */
export async function lastReadings(db: Executor, gameId: number, limit: number) {
  const rows = await db
    .select({ valueBp: rtpReadings.valueBp, measuredAt: rtpReadings.measuredAt })
    .from(rtpReadings)
    .where(eq(rtpReadings.gameId, gameId))
    .orderBy(desc(rtpReadings.measuredAt), desc(rtpReadings.id))
    .limit(limit);
  return rows.reverse();
}

export async function existingGameIds(db: Executor, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: rtpGames.id }).from(rtpGames).where(inArray(rtpGames.id, ids));
  return new Set(rows.map((row) => row.id));
}

export async function insertReadings(db: Executor, rows: NewReading[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db.insert(rtpReadings).values(rows).returning({ id: rtpReadings.id });
  return inserted.length;
}
