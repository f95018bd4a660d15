/**
 * Station message rows. A member sees the messages addressed to them and the broadcasts (user_id
 * null) sent since their account was made; read marks are rows of station_message_reads.
 */
import { and, count, desc, eq, gte, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { stationMessageReads, stationMessages } from '../db/schema.ts';

export type StationMessageRow = typeof stationMessages.$inferSelect;
export interface Reader {
  userId: number;
  /** When the member's account was made: older broadcasts are not theirs. */
  since: Date;
}
export interface MessageWithRead {
  message: StationMessageRow;
  readAt: Date | null;
}

const visibleTo = (reader: Reader) =>
  or(eq(stationMessages.userId, reader.userId), and(isNull(stationMessages.userId), gte(stationMessages.createdAt, reader.since)));

const readMarkOf = (reader: Reader) =>
  and(eq(stationMessageReads.messageId, stationMessages.id), eq(stationMessageReads.userId, reader.userId));

/** `userId` null is a broadcast to every member. */
export async function insertStationMessage(db: Executor, row: typeof stationMessages.$inferInsert): Promise<StationMessageRow> {
  const [inserted] = await db.insert(stationMessages).values(row).returning();
  return inserted!;
}

export async function listMessages(db: Executor, reader: Reader, limit: number, offset: number): Promise<MessageWithRead[]> {
  return db
    .select({ message: stationMessages, readAt: stationMessageReads.readAt })
    .from(stationMessages)
    .leftJoin(stationMessageReads, readMarkOf(reader))
    .where(visibleTo(reader))
    .orderBy(desc(stationMessages.id))
    .limit(limit)
    .offset(offset);
}

export async function findMessage(db: Executor, reader: Reader, id: number): Promise<MessageWithRead | undefined> {
  const [row] = await db
    .select({ message: stationMessages, readAt: stationMessageReads.readAt })
    .from(stationMessages)
    .leftJoin(stationMessageReads, readMarkOf(reader))
    .where(and(eq(stationMessages.id, id), visibleTo(reader)));
  return row;
}

export async function countUnread(db: Executor, reader: Reader): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(stationMessages)
    .leftJoin(stationMessageReads, readMarkOf(reader))
    .where(and(visibleTo(reader), isNull(stationMessageReads.messageId)));
  return row?.unread ?? 0;
}

/** Idempotent: a message already read keeps its first read time. */
export async function markRead(db: Executor, reader: Reader, messageId: number, now: Date): Promise<void> {
  await db.insert(stationMessageReads).values({ messageId, userId: reader.userId, readAt: now }).onConflictDoNothing();
}

/**
 * Marks every message the member can see as read in one statement. A message sent meanwhile is
 * either in the snapshot (marked) or not (stays unread); a concurrent mark of the same message is
 * skipped by the primary key's `on conflict do nothing`, so racing calls never fail.
 */
export async function markAllRead(db: Executor, reader: Reader, now: Date): Promise<number> {
  const unread = db
    .select({ messageId: stationMessages.id, userId: sql<number>`${reader.userId}::bigint`.as('user_id'), readAt: sql<Date>`${now.toISOString()}::timestamptz`.as('read_at') })
    .from(stationMessages)
    .leftJoin(stationMessageReads, readMarkOf(reader))
    .where(and(visibleTo(reader), isNull(stationMessageReads.messageId)));
  const marked = await db.insert(stationMessageReads).select(unread).onConflictDoNothing().returning({ id: stationMessageReads.messageId });
  return marked.length;
}
