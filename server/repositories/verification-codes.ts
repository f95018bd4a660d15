import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { verificationCodes } from '../db/schema.ts';

export type VerificationCodeRow = typeof verificationCodes.$inferSelect;
type Scene = VerificationCodeRow['scene'];

/** Serialises code requests for one target inside a transaction (works on PGlite and PostgreSQL). */
export async function lockTarget(db: Executor, target: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`code:${target}`}))`);
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

/** The newest code of a scene for a target that can still be used. */
export async function liveCodeFor(
  db: Executor,
  where: { scene: Scene; target: string; userId?: number },
  now: Date,
  maxAttempts: number,
): Promise<VerificationCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.scene, where.scene),
        eq(verificationCodes.target, where.target),
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
