/**
 * Member feedback (spec §3, §5): e-mail, text and up to 9 of the member's own uploads, each used
 * once. Operator replies: services/feedback-replies.ts.
 */
import type { FeedbackReceipt, FeedbackRequest, FeedbackStatus } from '../../src/domain/contract/feedback.ts';
import type { FeedbackItem } from '../../src/domain/contract/ops-reviews.ts';
import { SERVER_MESSAGES } from '../../src/domain/messages.pt.ts';
import type { AppContext } from '../context.ts';
import { Refusal, refused } from './refusal.ts';
import type { Member } from './member.ts';
import { fill } from '../messaging/templates.ts';
import * as repo from '../repositories/feedback.ts';
import { referenceUploads } from '../repositories/uploads.ts';
import { lockUser } from '../repositories/users.ts';
import { uploadUrl } from './uploads.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function submitFeedback(ctx: AppContext, member: Member, input: FeedbackRequest): Promise<FeedbackReceipt> {
  const userId = member.user.id;
  return ctx.db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const now = ctx.now();
    const max = ctx.dailyLimits.feedback;
    if ((await repo.countFeedbackSince(tx, userId, new Date(now.getTime() - DAY_MS))) >= max) {
      throw new Refusal('tooMany', fill(SERVER_MESSAGES.feedbackDailyLimit, { max }));
    }
    // Throwing inside the transaction undoes the marks of the uploads that did match.
    const marked = await referenceUploads(tx, userId, input.images, now);
    if (marked.length !== input.images.length) throw refused(SERVER_MESSAGES.uploadNotYours);
    const row = await repo.insertFeedback(tx, { userId, email: input.email, content: input.content, createdAt: now }, input.images);
    return { id: row.id, status: row.status };
  });
}

/** A feedback as operators read it; the console's list adds the member (review-console.ts withMembers). */
export type OpsFeedbackItem = Omit<FeedbackItem, 'member'>;

export async function feedbackForOperators(ctx: AppContext, status: FeedbackStatus, limit: number): Promise<OpsFeedbackItem[]> {
  const rows = await repo.listFeedback(ctx.db, status, limit);
  const images = await repo.imagesOfFeedback(ctx.db, rows.map((row) => row.feedback.id));
  return rows.map(({ feedback, username }) => ({
    id: feedback.id,
    user_id: feedback.userId,
    username,
    email: feedback.email,
    content: feedback.content,
    status: feedback.status,
    created_at: feedback.createdAt.toISOString(),
    images: images
      .filter((image) => image.feedbackId === feedback.id)
      .map((image) => ({ url: uploadUrl(image.name), thumb_url: uploadUrl(image.thumbName) })),
  }));
}
