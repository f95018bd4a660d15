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

/** Opens a visitor session and returns the only copy of its token; the database keeps its hash. */
export async function openSession(
  db: Executor,
  owner: { userId: null; visitorId: number | null },
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

/**
 * Opens a member session: a bearer token that lives `accessMs`, and a refresh token (for the
 * httpOnly cookie) that renews it while the session lives. Only their hashes are stored.
 */
export async function openMemberSession(
  db: Executor,
  owner: { userId: number; visitorId: number | null },
  now: Date,
  accessMs: number,
): Promise<{ token: string; refreshToken: string; session: SessionRow }> {
  const token = newToken();
  const refreshToken = newToken();
  const [session] = await db
    .insert(sessions)
    .values({
      tokenHash: sha256(token), refreshHash: sha256(refreshToken), userId: owner.userId, visitorId: owner.visitorId,
      createdAt: now, lastSeenAt: now, accessExpiresAt: new Date(now.getTime() + accessMs),
    })
    .returning();
  if (!session) throw new Error('insert sessions returned nothing');
  return { token, refreshToken, session };
}

/**
 * The session a bearer token opens at `now`: by its current token while that has not expired, or
 * by the token a refresh replaced during its grace. An expired token finds nothing (401, which
 * the client answers with a refresh); a revoked session is still returned (402).
 */
export async function findSessionByToken(db: Executor, token: string, now: Date): Promise<SessionWithUser | undefined> {
  const hash = sha256(token);
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .leftJoin(users, eq(sessions.userId, users.id))
    .where(or(eq(sessions.tokenHash, hash), eq(sessions.previousTokenHash, hash)))
    .limit(1);
  if (!row || !tokenOpens(row.session, hash, now)) return undefined;
  if (!row.session.revokedAt && Date.now() - row.session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await touchSession(db, row.session.id);
  }
  return row;
}

export function tokenOpens(session: SessionRow, tokenHash: string, now: Date): boolean {
  if (session.tokenHash === tokenHash) return !session.accessExpiresAt || session.accessExpiresAt > now;
  return session.previousTokenHash === tokenHash && !!session.previousValidUntil && session.previousValidUntil > now;
}

/** How long the token a refresh replaced keeps working: calls already sent, other tabs. */
export const REPLACED_TOKEN_GRACE_MS = 60_000;

/**
 * Gives the member session of a refresh token a new bearer token (the old one keeps working for
 * REPLACED_TOKEN_GRACE_MS). A revoked session, or one idle past its lifetime, is returned without
 * a token: the caller answers 402 like any ended session.
 */
export async function refreshSession(
  db: Executor,
  refreshToken: string,
  now: Date,
  lifetimes: { accessMs: number; memberIdleDays: number },
): Promise<{ found: SessionWithUser; token: string | null } | undefined> {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(sessions.userId, users.id))
    .where(eq(sessions.refreshHash, sha256(refreshToken)));
  if (!row) return undefined;
  const idle = row.session.lastSeenAt.getTime() < daysBefore(now, lifetimes.memberIdleDays).getTime();
  if (row.session.revokedAt || row.user.disabled || idle) return { found: row, token: null };
  const token = newToken();
  const [renewed] = await db
    .update(sessions)
    .set({
      previousTokenHash: sessions.tokenHash, previousValidUntil: new Date(now.getTime() + REPLACED_TOKEN_GRACE_MS),
      tokenHash: sha256(token), accessExpiresAt: new Date(now.getTime() + lifetimes.accessMs), lastSeenAt: now,
    })
    .where(and(eq(sessions.id, row.session.id), isNull(sessions.revokedAt)))
    .returning();
  // Revoked between the read and the write (logout in another tab): ended, like a revoked read.
  if (!renewed) return { found: row, token: null };
  forgetSession(renewed.id);
  return { found: { session: renewed, user: row.user }, token };
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
