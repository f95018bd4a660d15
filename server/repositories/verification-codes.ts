import { and, count, desc, eq, gt, gte, inArray, isNull, like, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { opsNotices, outbox, verificationCodes } from '../db/schema.ts';

export type VerificationCodeRow = typeof verificationCodes.$inferSelect;
type Scene = VerificationCodeRow['scene'];

/**
 * Serialises code requests sharing a key (a target, an address, a number range) inside a
 * transaction (PGlite and PostgreSQL). Callers take keys in one fixed order, so two requests
 * never wait for each other's locks in a cycle.
 */
export async function lockCodeKeys(db: Executor, keys: string[]): Promise<void> {
  for (const key of keys) await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`code:${key}`}))`);
}

export async function latestCodeFor(db: Executor, target: string): Promise<VerificationCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(eq(verificationCodes.target, target))
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1);
  return row;
}

export async function insertCode(db: Executor, code: typeof verificationCodes.$inferInsert): Promise<VerificationCodeRow> {
  const [row] = await db.insert(verificationCodes).values(code).returning();
  if (!row) throw new Error('insert verification_codes returned nothing');
  return row;
}

export async function deleteCode(db: Executor, id: number): Promise<void> {
  await db.delete(verificationCodes).where(eq(verificationCodes.id, id));
}

/** Codes asked since `since`: for one target, from one address, or to one number range (`prefix`). */
export async function countCodesSince(db: Executor, where: { target?: string; requestedIp?: string; prefix?: string }, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(verificationCodes)
    .where(
      and(
        gte(verificationCodes.createdAt, since),
        where.target === undefined ? undefined : eq(verificationCodes.target, where.target),
        where.requestedIp === undefined ? undefined : eq(verificationCodes.requestedIp, where.requestedIp),
        where.prefix === undefined ? undefined : and(eq(verificationCodes.channel, 'sms'), like(verificationCodes.target, `${where.prefix}%`)),
      ),
    );
  return row?.n ?? 0;
}

export async function linkCodeToMessage(db: Executor, id: number, outboxId: number): Promise<void> {
  await db.update(verificationCodes).set({ outboxId }).where(eq(verificationCodes.id, id));
}

/** The delivery status of a code's message; undefined for an unknown code. */
export async function deliveryOf(db: Executor, id: number) {
  const [row] = await db
    .select({ status: outbox.status })
    .from(verificationCodes)
    .leftJoin(outbox, eq(outbox.id, verificationCodes.outboxId))
    .where(eq(verificationCodes.id, id));
  return row;
}

/** SMS queued since `since`, codes or not: the daily budget counts what the provider bills. */
export async function countSmsSince(db: Executor, since: Date): Promise<number> {
  const [row] = await db.select({ n: count() }).from(outbox).where(and(eq(outbox.channel, 'sms'), gte(outbox.createdAt, since)));
  return row?.n ?? 0;
}

/** An operators' notice, once per key (a second one with the same key is dropped). */
export async function insertNoticeOnce(db: Executor, notice: typeof opsNotices.$inferInsert): Promise<void> {
  await db.insert(opsNotices).values(notice).onConflictDoNothing({ target: opsNotices.key });
}

/** The newest code of a scene for one of the targets that can still be used. */
export async function liveCodeFor(
  db: Executor,
  where: { scene: Scene; targets: string[]; userId?: number },
  now: Date,
  maxAttempts: number,
): Promise<VerificationCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.scene, where.scene),
        inArray(verificationCodes.target, where.targets),
        where.userId === undefined ? undefined : eq(verificationCodes.userId, where.userId),
        isNull(verificationCodes.usedAt),
        gt(verificationCodes.expiresAt, now),
        lt(verificationCodes.attempts, maxAttempts),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1);
  return row;
}

/** Marks a code used; false when another request used it first. */
export async function consumeCode(db: Executor, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(verificationCodes)
    .set({ usedAt: now })
    .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.usedAt)))
    .returning({ id: verificationCodes.id });
  return rows.length === 1;
}

/**
 * Takes one of the code's guesses, in one statement: PostgreSQL re-checks the WHERE on the row's
 * newest version after waiting for its lock, so however many guesses arrive together at most
 * `maxAttempts` get through. false: no guess left, or the code was used.
 */
export async function takeGuess(db: Executor, id: number, maxAttempts: number): Promise<boolean> {
  const rows = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(and(eq(verificationCodes.id, id), lt(verificationCodes.attempts, maxAttempts), isNull(verificationCodes.usedAt)))
    .returning({ id: verificationCodes.id });
  return rows.length === 1;
}

/** Gives back the guess a right code took: only wrong guesses count against the code. */
export async function returnGuess(db: Executor, id: number): Promise<void> {
  await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} - 1` })
    .where(and(eq(verificationCodes.id, id), gt(verificationCodes.attempts, 0)));
}
