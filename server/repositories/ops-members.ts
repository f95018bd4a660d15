/** The console's "Membros": search, and the member's rows the other repositories do not list (draws, invites, sessions, devices). */
import { and, count, desc, eq, ilike, isNull, like, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { appInstalls, draws, invites, sessions, users, wallets } from '../db/schema.ts';

export interface MemberSearch {
  /** Part of a username or e-mail, as typed. */
  text: string;
  /** Phone digits to match whole or as the phone's last digits; empty when the text has too few digits. */
  phoneDigits: string[];
  limit: number;
  offset: number;
}

const likePattern = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function searchWhere(search: MemberSearch): SQL | undefined {
  const part = `%${likePattern(search.text)}%`;
  const phones = search.phoneDigits.map((digits) => like(users.phone, `%${likePattern(digits)}`));
  return or(ilike(users.username, part), ilike(users.email, part), ...phones);
}

/** Newest first. */
export async function searchMembers(db: Executor, search: MemberSearch) {
  return db
    .select({
      id: users.id, username: users.username, nickname: users.nickname, phone: users.phone, email: users.email,
      points: users.points, disabled: users.disabled, createdAt: users.createdAt,
    })
    .from(users)
    .where(searchWhere(search))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(search.limit)
    .offset(search.offset);
}

export async function latestDraws(db: Executor, userId: number, limit: number) {
  return db
    .select({
      id: draws.id, game: draws.game, prizeKind: draws.prizeKind, prizeLabel: draws.prizeLabel, prizePoints: draws.prizePoints,
      status: draws.status, createdAt: draws.createdAt,
    })
    .from(draws)
    .where(eq(draws.userId, userId))
    .orderBy(desc(draws.id))
    .limit(limit);
}

export async function invitedCount(db: Executor, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(invites).where(eq(invites.inviterId, userId));
  return row?.n ?? 0;
}

export async function latestInvited(db: Executor, userId: number, limit: number) {
  return db
    .select({ id: users.id, username: users.username, nickname: users.nickname, createdAt: invites.createdAt })
    .from(invites)
    .innerJoin(users, eq(users.id, invites.friendId))
    .where(eq(invites.inviterId, userId))
    .orderBy(desc(invites.id))
    .limit(limit);
}

/** Sessions not revoked, most recently used first (idle ones are revoked by the housekeeping). */
export async function liveSessions(db: Executor, userId: number, limit: number) {
  return db
    .select({ id: sessions.id, createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.id))
    .limit(limit);
}

/** The install reports of the member's devices, most recent first. */
export async function deviceReports(db: Executor, userId: number, limit: number) {
  return db
    .select({ id: appInstalls.id, channel: appInstalls.channel, isPwa: appInstalls.isPwa, firstSeenAt: appInstalls.firstSeenAt, lastSeenAt: appInstalls.lastSeenAt })
    .from(appInstalls)
    .where(eq(appInstalls.userId, userId))
    .orderBy(desc(appInstalls.lastSeenAt), desc(appInstalls.id))
    .limit(limit);
}

/** The withdrawal password's state without creating the wallet row (a member who never opened the wallet has none). */
export async function withdrawalLockState(db: Executor, userId: number) {
  const [row] = await db
    .select({ passwordHash: wallets.passwordHash, failedTries: wallets.failedTries, lockLevel: wallets.lockLevel, lockedUntil: wallets.lockedUntil })
    .from(wallets)
    .where(eq(wallets.userId, userId));
  return row;
}
