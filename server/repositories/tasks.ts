/** Queries of tasks and their submissions. */
import { and, asc, desc, eq, inArray, isNull, lte, gt, or, sql } from 'drizzle-orm';
import type { TaskEvent, TaskSubmissionStatus } from '../../src/domain/contract/task-values.ts';
import type { Executor } from '../db/client.ts';
import { taskSubmissionImages, taskSubmissions, tasks, uploads, users } from '../db/schema.ts';

export type TaskRow = typeof tasks.$inferSelect;
export type TaskSubmissionRow = typeof taskSubmissions.$inferSelect;
export type NewTaskSubmission = typeof taskSubmissions.$inferInsert;

const openAt = (now: Date) =>
  and(eq(tasks.active, true), or(isNull(tasks.opensAt), lte(tasks.opensAt, now)), or(isNull(tasks.closesAt), gt(tasks.closesAt, now)));

export function listOpenTasks(db: Executor, now: Date): Promise<TaskRow[]> {
  return db.select().from(tasks).where(openAt(now)).orderBy(asc(tasks.sort), asc(tasks.id));
}

export async function findTask(db: Executor, id: number): Promise<TaskRow | undefined> {
  const [row] = await db.select().from(tasks).where(and(eq(tasks.id, id), eq(tasks.active, true)));
  return row;
}

export function openTasksOfEvent(db: Executor, event: TaskEvent, now: Date): Promise<TaskRow[]> {
  return db.select().from(tasks).where(and(openAt(now), eq(tasks.autoEvent, event)));
}

/** The member's submissions of these periods (any task), newest first: progress and buttons. */
export function memberSubmissionsIn(db: Executor, userId: number, periods: string[]): Promise<TaskSubmissionRow[]> {
  return db
    .select()
    .from(taskSubmissions)
    .where(and(eq(taskSubmissions.userId, userId), inArray(taskSubmissions.period, periods)))
    .orderBy(desc(taskSubmissions.id));
}

export async function insertSubmission(db: Executor, row: NewTaskSubmission): Promise<TaskSubmissionRow | undefined> {
  const [inserted] = await db.insert(taskSubmissions).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function insertImages(db: Executor, submissionId: number, uploadIds: number[]): Promise<void> {
  if (uploadIds.length === 0) return;
  await db.insert(taskSubmissionImages).values(uploadIds.map((uploadId, position) => ({ submissionId, uploadId, position })));
}

export async function setLedgerEntry(db: Executor, id: number, ledgerEntryId: number): Promise<void> {
  await db.update(taskSubmissions).set({ ledgerEntryId }).where(eq(taskSubmissions.id, id));
}

const withTask = { submission: taskSubmissions, title: tasks.title };

export function listMemberSubmissions(db: Executor, userId: number, status: TaskSubmissionStatus | undefined, limit: number, offset: number) {
  return db
    .select(withTask)
    .from(taskSubmissions)
    .innerJoin(tasks, eq(tasks.id, taskSubmissions.taskId))
    .where(and(eq(taskSubmissions.userId, userId), status ? eq(taskSubmissions.status, status) : undefined))
    .orderBy(desc(taskSubmissions.id))
    .limit(limit)
    .offset(offset);
}

export async function findMemberSubmission(db: Executor, userId: number, id: number) {
  const [row] = await db
    .select(withTask)
    .from(taskSubmissions)
    .innerJoin(tasks, eq(tasks.id, taskSubmissions.taskId))
    .where(and(eq(taskSubmissions.id, id), eq(taskSubmissions.userId, userId)));
  return row;
}

export function listByStatus(db: Executor, status: TaskSubmissionStatus, limit: number) {
  return db
    .select({ ...withTask, username: users.username, nickname: users.nickname })
    .from(taskSubmissions)
    .innerJoin(tasks, eq(tasks.id, taskSubmissions.taskId))
    .innerJoin(users, eq(users.id, taskSubmissions.userId))
    .where(and(eq(taskSubmissions.status, status), eq(taskSubmissions.automatic, false)))
    .orderBy(asc(taskSubmissions.id))
    .limit(limit);
}

export function imagesOf(db: Executor, submissionIds: number[]) {
  if (submissionIds.length === 0) return Promise.resolve([]);
  return db
    .select({ submissionId: taskSubmissionImages.submissionId, name: uploads.name, thumbName: uploads.thumbName })
    .from(taskSubmissionImages)
    .innerJoin(uploads, eq(uploads.id, taskSubmissionImages.uploadId))
    .where(inArray(taskSubmissionImages.submissionId, submissionIds))
    .orderBy(asc(taskSubmissionImages.submissionId), asc(taskSubmissionImages.position));
}

/** Locks a submission still in review; undefined when unknown or already decided. */
export async function lockInReview(db: Executor, id: number) {
  const [row] = await db
    .select(withTask)
    .from(taskSubmissions)
    .innerJoin(tasks, eq(tasks.id, taskSubmissions.taskId))
    .where(and(eq(taskSubmissions.id, id), eq(taskSubmissions.status, 'review')))
    .for('update', { of: taskSubmissions });
  return row;
}

/** Conditional on 'review', so two decisions can never both apply. */
export async function closeSubmission(
  db: Executor,
  id: number,
  changes: { status: 'approved' | 'rejected'; remark: string | null; decidedAt: Date; ledgerEntryId: number | null },
): Promise<TaskSubmissionRow | undefined> {
  const [row] = await db
    .update(taskSubmissions)
    .set(changes)
    .where(and(eq(taskSubmissions.id, id), eq(taskSubmissions.status, 'review')))
    .returning();
  return row;
}

export async function submissionExists(db: Executor, id: number): Promise<boolean> {
  return (await db.$count(taskSubmissions, eq(taskSubmissions.id, id))) > 0;
}

/** Used by the seed: nothing else counts tasks. */
export async function countTasks(db: Executor): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(tasks);
  return row?.n ?? 0;
}
