import { and, eq, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { sessions, users } from '../db/schema.ts';
import { forgetAllSessions, forgetSession, forgetUserSessions } from '../security/session-cache.ts';
import { newToken, sha256 } from '../security/tokens.ts';
import type { UserRow } from './users.ts';

export type SessionRow = typeof sessions.$inferSelect;

export interface SessionWithUser {
  session: SessionRow;
  user: UserRow | null;
}

/** Creates a session and returns the only copy of its token; the database keeps its hash. */
export async function openSession(
  db: Executor,
  owner: { userId: number | null; visitorId: number | null },
  now: Date,
): Promise<{ token: string; session: SessionRow }> {
  const token = newToken();
  const [session] = await db
    .insert(sessions)
    .values({ tokenHash: sha256(token), userId: owner.userId, visitorId: owner.visitorId, createdAt: now, lastSeenAt: now })
    .returning();
  if (!session) throw new Error('insert sessions returned nothing');
  return { token, session };
}

export async function findSessionByToken(db: Executor, token: string): Promise<SessionWithUser | undefined> {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .leftJoin(users, eq(sessions.userId, users.id))
    .where(eq(sessions.tokenHash, sha256(token)));
  if (row && !row.session.revokedAt && Date.now() - row.session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await touchSession(db, row.session.id);
  }
  return row;
}

const TOUCH_EVERY_MS = 60 * 60_000;

/** Keeps an active session alive: at most one write an hour per session, not one per call. */
async function touchSession(db: Executor, sessionId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ lastSeenAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), lt(sessions.lastSeenAt, sql`now() - interval '1 hour'`)));
}

const DAY_MS = 24 * 60 * 60_000;
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/**
 * Ends sessions unused for longer than their lifetime (they answer 402 like a logout), then
 * deletes rows that ended that long ago, so the table stays the size of its live sessions.
 */
export async function expireIdleSessions(
  db: Executor,
  lifetimes: { memberIdleDays: number; visitorIdleDays: number },
  now: Date,
): Promise<{ ended: number; deleted: number }> {
  const idleMember = and(isNotNull(sessions.userId), lt(sessions.lastSeenAt, daysBefore(now, lifetimes.memberIdleDays)));
  const idleVisitor = and(isNull(sessions.userId), lt(sessions.lastSeenAt, daysBefore(now, lifetimes.visitorIdleDays)));
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(isNull(sessions.revokedAt), or(idleMember, idleVisitor)))
    .returning({ id: sessions.id });
  if (ended.length > 0) forgetAllSessions();
  const keepEndedDays = Math.max(lifetimes.memberIdleDays, lifetimes.visitorIdleDays);
  const deleted = await db
    .delete(sessions)
    .where(lt(sessions.revokedAt, daysBefore(now, keepEndedDays)))
    .returning({ id: sessions.id });
  return { ended: ended.length, deleted: deleted.length };
}

export async function revokeSession(db: Executor, sessionId: number, now: Date): Promise<void> {
  forgetSession(sessionId);
  await db.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  forgetSession(sessionId);
}

/** Revokes every live session of a user, except `keepSessionId` when given. */
export async function revokeUserSessions(db: Executor, userId: number, now: Date, keepSessionId?: number): Promise<void> {
  const live = and(eq(sessions.userId, userId), isNull(sessions.revokedAt));
  const where = keepSessionId === undefined ? live : and(live, ne(sessions.id, keepSessionId));
  forgetUserSessions(userId);
  await db.update(sessions).set({ revokedAt: now }).where(where);
  // Again after the write: a call that re-read the row during it must not keep the old one.
  forgetUserSessions(userId);
}
