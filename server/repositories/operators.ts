import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { feedback, feedbackReplies, operatorSessions, operators, opsAudit } from '../db/schema.ts';

export type OperatorRow = typeof operators.$inferSelect;
export type AuditRow = typeof opsAudit.$inferSelect;

export async function findOperatorByName(db: Executor, name: string): Promise<OperatorRow | undefined> {
  const [row] = await db.select().from(operators).where(eq(sql`lower(${operators.name})`, name.toLowerCase()));
  return row;
}

/** Null when the name is taken (the unique index decides, also between two parallel adds). */
export async function insertOperator(db: Executor, name: string, passwordHash: string): Promise<OperatorRow | null> {
  const [row] = await db.insert(operators).values({ name, passwordHash }).onConflictDoNothing().returning();
  return row ?? null;
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
