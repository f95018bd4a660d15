/**
 * The task center, the member's side: tasks with progress, sending proof (text, link,
 * up to 9 of the member's own uploads), their submissions and one submission's detail. Decisions
 * and automatic completions are in task-review.ts.
 */
import type { z } from 'zod';
import type { Page } from '../../src/domain/contract/rewards.ts';
import { shareUrlProblem, SHARE_PLATFORMS } from '../../src/domain/contract/share-values.ts';
import type { Task, TaskRecordsRequest, TaskSubmission, taskSubmitRequest } from '../../src/domain/contract/tasks.ts';
import { RULE_MESSAGES, SERVER_MESSAGES } from '../../src/domain/messages.pt.ts';
import type { AppContext } from '../context.ts';
import { refused } from './refusal.ts';
import { type Member, requireCompleteProfile } from './member.ts';
import { fill } from '../messaging/templates.ts';
import * as repo from '../repositories/tasks.ts';
import { referenceUploads } from '../repositories/uploads.ts';
import { lockUser } from '../repositories/users.ts';
import { rewardDay } from './calendar.ts';
import { pageOf, pageWindow } from './reward-views.ts';
import { periodOf, toSubmission, toTask } from './task-views.ts';

export async function taskList(ctx: AppContext, member: Member): Promise<Task[]> {
  const now = ctx.now();
  const rows = await repo.listOpenTasks(ctx.db, now);
  const mine = await repo.memberSubmissionsIn(ctx.db, member.user.id, ['all', rewardDay(now)]);
  return rows.map((task) => toTask(task, mine.filter((s) => s.taskId === task.id && s.period === periodOf(task, now))));
}

const isHttpAddress = (link: string) => shareUrlProblem(link, SHARE_PLATFORMS) !== 'notHttp';

/** The proof the task asks for; anything it does not ask for is not kept. */
function checkProof(task: repo.TaskRow, input: z.output<typeof taskSubmitRequest>) {
  if (task.needsText && !input.text) throw refused(RULE_MESSAGES.taskTextRequired);
  if (task.needsLink && !input.link) throw refused(RULE_MESSAGES.taskLinkRequired);
  if (task.needsLink && !isHttpAddress(input.link)) throw refused(RULE_MESSAGES.shareUrlNotHttp);
  if (input.images.length < task.minImages) throw refused(fill(RULE_MESSAGES.taskImagesRequired, { min: task.minImages }));
  return { text: task.needsText ? input.text : null, link: task.needsLink ? input.link : null, images: task.minImages > 0 ? input.images : [] };
}

function assertOpen(task: repo.TaskRow | undefined, now: Date): asserts task is repo.TaskRow {
  if (!task) throw refused(SERVER_MESSAGES.taskUnavailable);
  if (task.autoEvent) throw refused(SERVER_MESSAGES.taskAutomatic);
  if ((task.opensAt && task.opensAt > now) || (task.closesAt && task.closesAt <= now)) throw refused(SERVER_MESSAGES.taskNotOpen);
}

export async function submitTask(ctx: AppContext, member: Member, input: z.output<typeof taskSubmitRequest>): Promise<TaskSubmission> {
  const userId = member.user.id;
  requireCompleteProfile(member.user);
  const task = await repo.findTask(ctx.db, input.task_id);
  assertOpen(task, ctx.now());
  const proof = checkProof(task, input);
  return ctx.db.transaction(async (tx) => {
    // One member's submissions run one at a time: the limit and "one in review" hold under double taps.
    await lockUser(tx, userId);
    const now = ctx.now();
    const period = periodOf(task, now);
    const mine = (await repo.memberSubmissionsIn(tx, userId, [period])).filter((s) => s.taskId === task.id);
    if (mine.some((s) => s.status === 'review')) throw refused(SERVER_MESSAGES.taskAlreadyInReview);
    if (mine.filter((s) => s.status === 'approved').length >= task.perMemberLimit) throw refused(SERVER_MESSAGES.taskLimitReached);
    const marked = await referenceUploads(tx, userId, proof.images, now);
    if (marked.length !== proof.images.length) throw refused(SERVER_MESSAGES.uploadNotYours);
    const row = await repo.insertSubmission(tx, { userId, taskId: task.id, period, text: proof.text, link: proof.link, points: task.points, createdAt: now });
    if (!row) throw new Error('insert task_submissions returned nothing');
    await repo.insertImages(tx, row.id, proof.images);
    const images = await repo.imagesOf(tx, [row.id]);
    return toSubmission({ submission: row, title: task.title }, images);
  });
}

export async function taskRecords(ctx: AppContext, member: Member, query: TaskRecordsRequest & { page: number; page_size: number }): Promise<Page<TaskSubmission>> {
  const { limit, offset } = pageWindow(query.page, query.page_size);
  const rows = await repo.listMemberSubmissions(ctx.db, member.user.id, query.status, limit, offset);
  const images = await repo.imagesOf(ctx.db, rows.map((r) => r.submission.id));
  return pageOf(rows.map((r) => toSubmission(r, images)), query.page, query.page_size);
}

/** Another member's submission answers exactly like an unknown one. */
export async function taskRecordDetail(ctx: AppContext, member: Member, id: number): Promise<TaskSubmission> {
  const row = await repo.findMemberSubmission(ctx.db, member.user.id, id);
  if (!row) throw refused(SERVER_MESSAGES.recordNotFound);
  return toSubmission(row, await repo.imagesOf(ctx.db, [row.submission.id]));
}
