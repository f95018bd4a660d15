/** The task center: tasks configured here, and members' submissions and completions. */
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { TASK_EVENTS, TASK_KINDS, TASK_SUBMISSION_STATUSES } from '../../../src/domain/contract/task-values.ts';
import { users } from './accounts.ts';
import { pointsLedger } from './rewards.ts';
import { uploads } from './uploads.ts';
import { at, createdAt, id } from './columns.ts';

export const tasks = pgTable('tasks', {
  id: id(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  kind: text('kind', { enum: TASK_KINDS }).notNull(),
  points: integer('points').notNull(),
  steps: text('steps').array().notNull(),
  /** Where "Fazer" takes the member (an app route like `#/pages/lottery/lottery`, or a page to visit). */
  actionLink: text('action_link'),
  /** The proof a submission needs; an automatic task needs none. */
  needsText: boolean('needs_text').notNull().default(false),
  needsLink: boolean('needs_link').notNull().default(false),
  /** Images required (0..9); 0 = none. */
  minImages: integer('min_images').notNull().default(0),
  /** Set: the task completes itself when this server event happens (no submission). */
  autoEvent: text('auto_event', { enum: TASK_EVENTS }),
  opensAt: at('opens_at'),
  closesAt: at('closes_at'),
  /** Completions per member: in all for one-off and newcomer tasks, per reward day for daily ones. */
  perMemberLimit: integer('per_member_limit').notNull().default(1),
  active: boolean('active').notNull().default(true),
  sort: integer('sort').notNull().default(0),
  createdAt: createdAt(),
});

export const taskSubmissions = pgTable(
  'task_submissions',
  {
    id: id(),
    userId: bigint('user_id', { mode: 'number' }).notNull().references(() => users.id),
    taskId: bigint('task_id', { mode: 'number' }).notNull().references(() => tasks.id),
    /** The period the completion counts in: the São Paulo day for daily tasks, 'all' otherwise. */
    period: text('period').notNull(),
    text: text('text'),
    link: text('link'),
    status: text('status', { enum: TASK_SUBMISSION_STATUSES }).notNull().default('review'),
    remark: text('remark'),
    points: integer('points').notNull(),
    /** Completed by a server event, not sent by the member. */
    automatic: boolean('automatic').notNull().default(false),
    ledgerEntryId: bigint('ledger_entry_id', { mode: 'number' }).references(() => pointsLedger.id),
    createdAt: createdAt(),
    decidedAt: at('decided_at'),
  },
  (t) => [
    // An event completes a task once per member and period, however often it fires.
    uniqueIndex('task_submissions_automatic_unique').on(t.userId, t.taskId, t.period).where(sql`${t.automatic}`),
    index('task_submissions_user_task').on(t.userId, t.taskId, t.period),
    index('task_submissions_user_id').on(t.userId, t.id),
    index('task_submissions_status_id').on(t.status, t.id),
  ],
);

/** A submission's images in the member's order; an upload proves one submission only. */
export const taskSubmissionImages = pgTable(
  'task_submission_images',
  {
    submissionId: bigint('submission_id', { mode: 'number' }).notNull().references(() => taskSubmissions.id),
    uploadId: bigint('upload_id', { mode: 'number' }).notNull().references(() => uploads.id),
    position: integer('position').notNull(),
  },
  (t) => [uniqueIndex('task_submission_images_upload_unique').on(t.uploadId), index('task_submission_images_submission').on(t.submissionId)],
);
