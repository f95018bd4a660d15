import { eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { forgetUserSessions } from '../security/session-cache.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

const byUsername = (username: string) => sql`lower(${users.username}) = ${username.toLowerCase()}`;

export async function findUserById(db: Executor, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findUserByUsername(db: Executor, username: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(byUsername(username));
  return row;
}

/** Password recovery names an account by username, phone or e-mail. */
export async function findUserByAccount(db: Executor, account: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(or(byUsername(account), eq(users.phone, account), eq(users.email, account.toLowerCase())))
    .limit(1);
  return row;
}

/** Which of username, phone and e-mail are already taken, in that order of checking. */
export async function findTakenIdentity(db: Executor, candidate: { username: string; phone: string; email: string }) {
  const rows = await db
    .select({ username: users.username, phone: users.phone, email: users.email })
    .from(users)
    .where(or(byUsername(candidate.username), eq(users.phone, candidate.phone), eq(users.email, candidate.email)));
  if (rows.some((r) => r.username.toLowerCase() === candidate.username.toLowerCase())) return 'username' as const;
  if (rows.some((r) => r.phone === candidate.phone)) return 'phone' as const;
  if (rows.some((r) => r.email === candidate.email)) return 'email' as const;
  return null;
}

export async function phoneIsRegistered(db: Executor, phone: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
  return row !== undefined;
}

export async function insertUser(db: Executor, user: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(user).returning();
  if (!row) throw new Error('insert users returned nothing');
  return row;
}

export async function updateUser(db: Executor, id: number, changes: Partial<NewUser>): Promise<UserRow> {
  forgetUserSessions(id);
  const [row] = await db.update(users).set(changes).where(eq(users.id, id)).returning();
  forgetUserSessions(id);
  if (!row) throw new Error(`user ${id} not found`);
  return row;
}

/** Serialises a member's changes inside a transaction (PostgreSQL row lock; PGlite runs one at a time anyway). */
export async function lockUser(db: Executor, id: number): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, id)).for('no key update');
}

export async function currentPoints(db: Executor, id: number): Promise<number> {
  const [row] = await db.select({ points: users.points }).from(users).where(eq(users.id, id));
  if (!row) throw new Error(`user ${id} not found`);
  return row.points;
}

export async function usernamesOf(db: Executor, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: users.id, username: users.username }).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r.username]));
}
