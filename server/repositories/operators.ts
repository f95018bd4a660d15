import { and, asc, desc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { OperatorRole } from '../../src/domain/contract/ops-roles.ts';
import type { Executor } from '../db/client.ts';
import { feedback, feedbackReplies, operatorSessions, operators, opsAudit } from '../db/schema.ts';

export type OperatorRow = typeof operators.$inferSelect;
export type AuditRow = typeof opsAudit.$inferSelect;
/** What an edit of an account may set (the version grows by itself). */
export type OperatorChange = Partial<Pick<typeof operators.$inferInsert, 'role' | 'disabledAt' | 'passwordHash' | 'failedTries' | 'lockedUntil' | 'totpSecret' | 'totpPendingSecret' | 'totpLastStep'>>;

export async function findOperatorByName(db: Executor, name: string): Promise<OperatorRow | undefined> {
  const [row] = await db.select().from(operators).where(eq(sql`lower(${operators.name})`, name.toLowerCase()));
  return row;
}

/** Null when the name is taken (the unique index decides, also between two parallel adds). */
export async function insertOperator(db: Executor, name: string, passwordHash: string, role: OperatorRole): Promise<OperatorRow | null> {
  const [row] = await db.insert(operators).values({ name, passwordHash, role }).onConflictDoNothing().returning();
  return row ?? null;
}

/** The row, held until the transaction ends: parallel sign-ins of one account check one at a time. */
export async function lockOperator(db: Executor, id: number): Promise<OperatorRow | undefined> {
  const [row] = await db.select().from(operators).where(eq(operators.id, id)).for('update');
  return row;
}

export async function findOperator(db: Executor, id: number): Promise<OperatorRow | undefined> {
  const [row] = await db.select().from(operators).where(eq(operators.id, id));
  return row;
}

/** The newest session's start stands for the last sign-in (one row per sign-in, no column of its own). */
const lastSignIn = sql<Date | null>`(select max(${operatorSessions.createdAt}) from ${operatorSessions} where ${operatorSessions.operatorId} = ${operators.id})`.mapWith(
  operatorSessions.createdAt,
);

export async function listOperators(db: Executor) {
  return db.select({ operator: operators, lastSignIn }).from(operators).orderBy(asc(operators.id));
}

export async function lastSignInOf(db: Executor, id: number): Promise<Date | null> {
  const [row] = await db.select({ lastSignIn }).from(operators).where(eq(operators.id, id));
  return row?.lastSignIn ?? null;
}

/**
 * An admin's change to an account, only over the version they loaded: the version grows with it,
 * so of two admins saving over the same version one finds none (undefined) and is refused.
 */
export async function updateOperatorAtVersion(db: Executor, id: number, version: number, change: OperatorChange) {
  const [row] = await db
    .update(operators)
    .set({ ...change, version: sql`${operators.version} + 1` })
    .where(and(eq(operators.id, id), eq(operators.version, version)))
    .returning();
  return row;
}

/** The operator's own change (their authenticator): also grows the version an admin's form holds. */
export async function updateOperator(db: Executor, id: number, change: OperatorChange, bumpVersion = true) {
  const [row] = await db
    .update(operators)
    .set({ ...change, ...(bumpVersion ? { version: sql`${operators.version} + 1` } : {}) })
    .where(eq(operators.id, id))
    .returning();
  return row;
}

/** Every live session of the operator ends (a new password, a disabled account). */
export async function revokeSessionsOf(db: Executor, operatorId: number, now: Date): Promise<void> {
  await db.update(operatorSessions).set({ revokedAt: now }).where(and(eq(operatorSessions.operatorId, operatorId), isNull(operatorSessions.revokedAt)));
}

/** One wrong password; the fifth in a row locks the account until `lockUntil`. */
export async function countFailedSignIn(db: Executor, id: number, maxTries: number, lockUntil: Date): Promise<void> {
  await db
    .update(operators)
    .set({
      failedTries: sql`case when ${operators.failedTries} + 1 >= ${maxTries} then 0 else ${operators.failedTries} + 1 end`,
      lockedUntil: sql`case when ${operators.failedTries} + 1 >= ${maxTries} then ${lockUntil.toISOString()}::timestamptz else ${operators.lockedUntil} end`,
    })
    .where(eq(operators.id, id));
}

/** Records `step` as the last accepted code's, only if it is later than the last one: false for a code used already. */
export async function claimTotpStep(db: Executor, id: number, step: number): Promise<boolean> {
  const claimed = await db
    .update(operators)
    .set({ totpLastStep: step })
    .where(and(eq(operators.id, id), or(isNull(operators.totpLastStep), lt(operators.totpLastStep, step))))
    .returning({ id: operators.id });
  return claimed.length > 0;
}

export async function clearFailedSignIns(db: Executor, id: number): Promise<void> {
  await db.update(operators).set({ failedTries: 0, lockedUntil: null }).where(eq(operators.id, id));
}

export async function insertOperatorSession(db: Executor, operatorId: number, tokenHash: string, expiresAt: Date): Promise<void> {
  await db.insert(operatorSessions).values({ operatorId, tokenHash, expiresAt });
}

/** The operator of a live (not revoked, not expired) session whose account is not disabled. */
export async function findLiveOperatorSession(db: Executor, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ sessionId: operatorSessions.id, operator: operators })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(
      and(eq(operatorSessions.tokenHash, tokenHash), isNull(operatorSessions.revokedAt), gt(operatorSessions.expiresAt, now), isNull(operators.disabledAt)),
    );
  return row;
}

export async function revokeOperatorSession(db: Executor, tokenHash: string, now: Date): Promise<void> {
  await db.update(operatorSessions).set({ revokedAt: now }).where(and(eq(operatorSessions.tokenHash, tokenHash), isNull(operatorSessions.revokedAt)));
}

export async function insertAudit(db: Executor, row: typeof opsAudit.$inferInsert): Promise<void> {
  await db.insert(opsAudit).values(row);
}

export async function listAudit(db: Executor, limit: number, offset: number): Promise<AuditRow[]> {
  return db.select().from(opsAudit).orderBy(desc(opsAudit.id)).limit(limit).offset(offset);
}

/** The gate of "replied once": only one of two parallel replies finds the feedback still new. */
export async function markFeedbackReplied(db: Executor, feedbackId: number) {
  const [row] = await db
    .update(feedback)
    .set({ status: 'replied' })
    .where(and(eq(feedback.id, feedbackId), eq(feedback.status, 'new')))
    .returning();
  return row;
}

export async function feedbackExists(db: Executor, feedbackId: number): Promise<boolean> {
  return (await db.$count(feedback, eq(feedback.id, feedbackId))) > 0;
}

export async function insertFeedbackReply(db: Executor, row: typeof feedbackReplies.$inferInsert): Promise<void> {
  await db.insert(feedbackReplies).values(row);
}

export async function repliesOf(db: Executor, feedbackIds: number[]) {
  if (feedbackIds.length === 0) return [];
  return db.select().from(feedbackReplies).where(inArray(feedbackReplies.feedbackId, feedbackIds));
}
