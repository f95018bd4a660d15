/**
 * Task decisions: the operator's approve / reject of a submission (review queue
 * `tasks`), and the automatic completions that server events trigger. Points go through the
 * ledger with source `other` (the spec's history filters have no task source), each with a key
 * that makes it happen once; every decision and completion writes a station message.
 */
import type { TaskEvent, TaskSubmission, TaskSubmissionStatus } from '../../src/domain/contract/tasks.ts';
import { SERVER_MESSAGES } from '../../src/domain/messages.pt.ts';
import type { AppContext } from '../context.ts';
import type { Transaction } from '../db/client.ts';
import { fill } from '../messaging/templates.ts';
import * as repo from '../repositories/tasks.ts';
import { lockMember } from './ledger.ts';
import { payReward } from './reward-payout.ts';
import { notifyMember } from './messages.ts';
import { type SubmissionReview, decideSubmission } from './submission-review.ts';
import { periodOf, toSubmission } from './task-views.ts';
import type { Decision } from './withdrawal-review.ts';

const TASK_REVIEW: SubmissionReview<repo.TaskSubmissionRow, TaskSubmission> = {
  kind: 'task',
  // The spec's history filters have no task source.
  source: 'other',
  lockInReview: repo.lockInReview,
  exists: repo.submissionExists,
  close: repo.closeSubmission,
  view: async (tx, closed, title) => toSubmission({ submission: closed, title }, await repo.imagesOf(tx, [closed.id])),
  texts: {
    notInReview: SERVER_MESSAGES.taskNotInReview, reason: SERVER_MESSAGES.taskReason,
    approvedTitle: SERVER_MESSAGES.taskApprovedTitle, approvedBody: SERVER_MESSAGES.taskApprovedBody, approvedPendingBody: SERVER_MESSAGES.taskApprovedPendingBody,
    rejectedTitle: SERVER_MESSAGES.taskRejectedTitle, rejectedBody: SERVER_MESSAGES.taskRejectedBody,
  },
};

export function decideTask(ctx: AppContext, decision: Decision, tx: Transaction): Promise<TaskSubmission> {
  return decideSubmission(ctx, TASK_REVIEW, decision, tx);
}

/**
 * Completes the open tasks tied to `event` for the member, in the event's own transaction. The
 * unique index on (member, task, period) of automatic rows makes a repeated event (or two at
 * once) insert nothing, so the credit and the message happen once.
 *
 * The member's balance is locked before the submission is inserted: every transaction that
 * credits takes the balance row first (a draw's credit updates it before this runs), so two of
 * them never hold the submission's index entry and the balance in opposite orders. The other order
 * deadlocked parallel first draws of two games on PostgreSQL (a 500).
 */
export async function completeTasksOnEvent(tx: Transaction, userId: number, event: TaskEvent, now: Date): Promise<void> {
  const open = await repo.openTasksOfEvent(tx, event, now);
  if (open.length > 0) await lockMember(tx, userId);
  for (const task of open) {
    const period = periodOf(task, now);
    const row = await repo.insertSubmission(tx, {
      userId, taskId: task.id, period, status: 'approved', automatic: true, points: task.points, createdAt: now, decidedAt: now,
    });
    if (!row) continue;
    const values = { title: task.title, points: task.points.toLocaleString('pt-BR') };
    const paid = await payReward(tx, {
      userId, amount: task.points, source: 'other', key: `task-auto:${task.id}:${period}`, reference: `task:${row.id}`,
      reason: fill(SERVER_MESSAGES.taskReason, values), now,
    });
    if (paid.entryId !== null) await repo.setLedgerEntry(tx, row.id, paid.entryId);
    const body = paid.entryId === null ? SERVER_MESSAGES.taskCompletedPendingBody : SERVER_MESSAGES.taskCompletedBody;
    await notifyMember(tx, userId, { title: SERVER_MESSAGES.taskCompletedTitle, body: fill(body, values) }, now);
  }
}

/** The `tasks` review queue, in the item shape every queue of the operator console shares. */
export async function taskQueue(ctx: AppContext, status: TaskSubmissionStatus, limit: number) {
  const rows = await repo.listByStatus(ctx.db, status, limit);
  const images = await repo.imagesOf(ctx.db, rows.map((r) => r.submission.id));
  return rows.map((row) => {
    const item = toSubmission(row, images);
    return {
      id: item.id, status: item.status, created_at: item.created_at,
      member: { id: String(row.submission.userId), username: row.username, nickname: row.nickname },
      images: item.images, link: item.link, text: item.text, remark: item.remark,
      task_id: item.task_id, task_title: item.task_title, points: item.points, decided_at: item.decided_at,
    };
  });
}
