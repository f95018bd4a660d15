import { and, asc, desc, eq, gte, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { feedback, feedbackImages, uploads, users } from '../db/schema.ts';

export type FeedbackRow = typeof feedback.$inferSelect;
export type NewFeedback = typeof feedback.$inferInsert;

export async function countFeedbackSince(db: Executor, userId: number, since: Date): Promise<number> {
  return db.$count(feedback, and(eq(feedback.userId, userId), gte(feedback.createdAt, since)));
}

export async function insertFeedback(db: Executor, row: NewFeedback, uploadIds: number[]): Promise<FeedbackRow> {
  const [created] = await db.insert(feedback).values(row).returning();
  if (!created) throw new Error('insert feedback returned nothing');
  if (uploadIds.length > 0) {
    await db.insert(feedbackImages).values(uploadIds.map((uploadId, position) => ({ feedbackId: created.id, uploadId, position })));
  }
  return created;
}

export async function listFeedback(db: Executor, status: FeedbackRow['status'], limit: number) {
  return db
    .select({ feedback, username: users.username })
    .from(feedback)
    .innerJoin(users, eq(users.id, feedback.userId))
    .where(eq(feedback.status, status))
    .orderBy(desc(feedback.id))
    .limit(limit);
}

/** The images of these feedback rows, in the member's order. */
export async function imagesOfFeedback(db: Executor, feedbackIds: number[]) {
  if (feedbackIds.length === 0) return [];
  return db
    .select({ feedbackId: feedbackImages.feedbackId, name: uploads.name, thumbName: uploads.thumbName })
    .from(feedbackImages)
    .innerJoin(uploads, eq(uploads.id, feedbackImages.uploadId))
    .where(inArray(feedbackImages.feedbackId, feedbackIds))
    .orderBy(asc(feedbackImages.feedbackId), asc(feedbackImages.position));
}
