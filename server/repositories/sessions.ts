import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { sessions, users } from '../db/schema.ts';
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
    .values({ tokenHash: sha256(token), userId: owner.userId, visitorId: owner.visitorId, createdAt: now })
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
  return row;
}

export async function revokeSession(db: Executor, sessionId: number, now: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Revokes every live session of a user, except `keepSessionId` when given. */
export async function revokeUserSessions(db: Executor, userId: number, now: Date, keepSessionId?: number): Promise<void> {
  const live = and(eq(sessions.userId, userId), isNull(sessions.revokedAt));
  const where = keepSessionId === undefined ? live : and(live, ne(sessions.id, keepSessionId));
  await db.update(sessions).set({ revokedAt: now }).where(where);
}
