/** How tasks and submissions look in answers: progress, the button's state, images' URLs. */
import type { Task, TaskAction, TaskSubmission } from '../../src/domain/contract/tasks.ts';
import type * as repo from '../repositories/tasks.ts';
import { rewardDay } from './calendar.ts';
import { uploadUrl } from './uploads.ts';

/** Daily tasks count per São Paulo day (the reward day boundary); the others once in all. */
export const periodOf = (task: Pick<repo.TaskRow, 'kind'>, now: Date) => (task.kind === 'daily' ? rewardDay(now) : 'all');

export type ImageRow = { submissionId: number; name: string; thumbName: string };

export function toSubmission(row: { submission: repo.TaskSubmissionRow; title: string }, images: ImageRow[]): TaskSubmission {
  const { submission } = row;
  return {
    id: submission.id, task_id: submission.taskId, task_title: row.title, text: submission.text ?? '', link: submission.link ?? '',
    images: images.filter((i) => i.submissionId === submission.id).map((i) => ({ url: uploadUrl(i.name), thumb_url: uploadUrl(i.thumbName) })),
    status: submission.status, remark: submission.remark ?? '', points: submission.points, automatic: submission.automatic,
    created_at: submission.createdAt.toISOString(), decided_at: submission.decidedAt?.toISOString() ?? null,
  };
}

function actionOf(task: repo.TaskRow, done: number, latest: repo.TaskSubmissionRow | undefined): TaskAction {
  if (done >= task.perMemberLimit) return 'done';
  if (latest?.status === 'review') return 'review';
  if (latest?.status === 'rejected') return 'retry';
  return task.autoEvent ? 'todo' : 'submit';
}

/** `mine`: the member's submissions of the task's current period, newest first. */
export function toTask(task: repo.TaskRow, mine: repo.TaskSubmissionRow[]): Task {
  const done = mine.filter((s) => s.status === 'approved').length;
  const latest = mine[0];
  return {
    id: task.id, title: task.title, description: task.description, kind: task.kind, points: task.points, steps: task.steps,
    action_link: task.actionLink, needs_text: task.needsText, needs_link: task.needsLink, min_images: task.minImages,
    automatic: task.autoEvent !== null, opens_at: task.opensAt?.toISOString() ?? null, closes_at: task.closesAt?.toISOString() ?? null,
    limit: task.perMemberLimit, done, action: actionOf(task, done, latest),
    last_submission: latest ? { id: latest.id, status: latest.status, remark: latest.remark ?? '' } : null,
  };
}
