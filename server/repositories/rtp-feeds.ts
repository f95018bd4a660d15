/** RTP feeds (their key kept as its SHA-256), the reading times the RTP tab's wording depends on, and game names for a CSV. */
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { rtpFeeds, rtpGames, rtpReadings, sponsors } from '../db/schema.ts';

export type FeedRow = typeof rtpFeeds.$inferSelect;

export async function listFeeds(db: Executor): Promise<FeedRow[]> {
  return db.select().from(rtpFeeds).orderBy(desc(rtpFeeds.id));
}

export async function insertFeed(db: Executor, name: string, keyHash: string, now: Date): Promise<FeedRow> {
  const [row] = await db.insert(rtpFeeds).values({ name, keyHash, createdAt: now }).returning();
  return row!;
}

/** Revokes once: a second revoke keeps the first time. Undefined when there is no such feed. */
export async function revokeFeed(db: Executor, id: number, now: Date): Promise<FeedRow | undefined> {
  const [row] = await db
    .update(rtpFeeds)
    .set({ revokedAt: sql`coalesce(${rtpFeeds.revokedAt}, ${now.toISOString()}::timestamptz)` })
    .where(eq(rtpFeeds.id, id))
    .returning();
  return row;
}

export async function findLiveFeedByKeyHash(db: Executor, keyHash: string): Promise<FeedRow | undefined> {
  const [row] = await db.select().from(rtpFeeds).where(and(eq(rtpFeeds.keyHash, keyHash), isNull(rtpFeeds.revokedAt)));
  return row;
}

export async function markFeedDelivered(db: Executor, id: number, at: Date): Promise<void> {
  await db.update(rtpFeeds).set({ lastReadingAt: at }).where(eq(rtpFeeds.id, id));
}

/** Whether a feed that is not revoked delivered after `since`. */
export async function anyFeedDeliveredSince(db: Executor, since: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: rtpFeeds.id })
    .from(rtpFeeds)
    .where(and(isNull(rtpFeeds.revokedAt), gt(rtpFeeds.lastReadingAt, since)))
    .limit(1);
  return row !== undefined;
}

/**
 * The newest reading's time over the games members see. One index probe per game (the readings'
 * game-and-time index) instead of a scan of every reading ever sent.
 */
export async function newestReadingAt(db: Executor): Promise<Date | null> {
  const newest = db
    .select({ at: rtpReadings.measuredAt })
    .from(rtpReadings)
    .where(eq(rtpReadings.gameId, rtpGames.id))
    .orderBy(desc(rtpReadings.measuredAt))
    .limit(1)
    .as('newest');
  const [row] = await db
    .select({ at: sql<Date | null>`max(${newest.at})`.mapWith(rtpReadings.measuredAt) })
    .from(rtpGames)
    .innerJoin(sponsors, eq(sponsors.id, rtpGames.sponsorId))
    .innerJoinLateral(newest, sql`true`)
    .where(and(eq(rtpGames.active, true), eq(sponsors.active, true)));
  return row?.at ?? null;
}

/** Every game's id and name (hidden ones too: readings may be loaded before a game is shown). */
export async function gameNames(db: Executor): Promise<{ id: number; name: string }[]> {
  return db.select({ id: rtpGames.id, name: rtpGames.name }).from(rtpGames);
}
