/** Uploaded images and the feedback that references them. */
import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { at, createdAt, id } from './columns.ts';

/**
 * One stored image (re-encoded, plus its thumbnail) in the upload storage. `referencedAt` is set
 * when something (feedback; later shares, tasks, the profile photo) uses it: until then the
 * cleanup removes it a day after upload.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: id(),
    ownerId: bigint('owner_id', { mode: 'number' }).notNull().references(() => users.id),
    /** Storage names (random): the image and its thumbnail. */
    name: text('name').notNull(),
    thumbName: text('thumb_name').notNull(),
    mime: text('mime', { enum: ['image/jpeg', 'image/png', 'image/webp'] }).notNull(),
    size: integer('size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
    referencedAt: at('referenced_at'),
  },
  (t) => [
    uniqueIndex('uploads_name_unique').on(t.name),
    index('uploads_owner_created').on(t.ownerId, t.createdAt),
    index('uploads_unreferenced_created').on(t.createdAt).where(sql`${t.referencedAt} is null`),
  ],
);

/** 'replied' once an operator answered (tables/operators.ts `feedback_replies`, services/feedback-replies.ts). */
export const feedback = pgTable(
  'feedback',
  {
    id: id(),
    userId: bigint('user_id', { mode: 'number' }).notNull().references(() => users.id),
    email: text('email').notNull(),
    content: text('content').notNull(),
    status: text('status', { enum: ['new', 'replied'] }).notNull().default('new'),
    createdAt: createdAt(),
  },
  (t) => [index('feedback_user_created').on(t.userId, t.createdAt), index('feedback_status_id').on(t.status, t.id)],
);

/** An upload belongs to at most one feedback (the unique index), in the member's order. */
export const feedbackImages = pgTable(
  'feedback_images',
  {
    feedbackId: bigint('feedback_id', { mode: 'number' }).notNull().references(() => feedback.id),
    uploadId: bigint('upload_id', { mode: 'number' }).notNull().references(() => uploads.id),
    position: integer('position').notNull(),
  },
  (t) => [uniqueIndex('feedback_images_upload_unique').on(t.uploadId), index('feedback_images_feedback').on(t.feedbackId)],
);
