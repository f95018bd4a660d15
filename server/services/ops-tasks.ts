/**
 * The console's "Tarefas": every task, a task created or edited, a task ended now. Each save is
 * audited with the operator's name and a before/after. Nothing is cached: the member's task list
 * and the next submission read the table, so a save applies at once. Ending closes the period;
 * submissions already sent stay in the review queue, where deciding them does not read the period.
 */
import type { OpsTask, SaveTask, TaskFields } from '../../src/domain/contract/ops-campaigns.ts';
import { OPS_CAMPAIGN_MESSAGES as M } from '../../src/domain/ops-campaigns.pt.ts';
import type { AppContext } from '../context.ts';
import * as repo from '../repositories/ops-campaigns.ts';
import type { TaskRow } from '../repositories/tasks.ts';
import { recordDecision } from './audit.ts';
import { endedPeriod, hasEnded, isOpenAt, isoOrNull, sameAsLoaded } from './ops-campaign-edits.ts';
import type { Actor } from './operators.ts';
import { refused } from './refusal.ts';

function fieldsOf(row: TaskRow): TaskFields {
  return {
    title: row.title, description: row.description, kind: row.kind, points: row.points, steps: row.steps, action_link: row.actionLink,
    needs_text: row.needsText, needs_link: row.needsLink, min_images: row.minImages, auto_event: row.autoEvent,
    opens_at: isoOrNull(row.opensAt), closes_at: isoOrNull(row.closesAt), per_member_limit: row.perMemberLimit, sort: row.sort, active: row.active,
  };
}

const toOpsTask = (row: TaskRow, now: Date, inReview: number): OpsTask => ({
  id: row.id, ...fieldsOf(row), open: isOpenAt(row, now), in_review: inReview, created_at: row.createdAt.toISOString(),
});

function columnsOf(input: SaveTask): repo.TaskColumns {
  return {
    title: input.title, description: input.description, kind: input.kind, points: input.points, steps: input.steps, actionLink: input.action_link,
    needsText: input.needs_text, needsLink: input.needs_link, minImages: input.min_images, autoEvent: input.auto_event,
    opensAt: input.opens_at, closesAt: input.closes_at, perMemberLimit: input.per_member_limit, sort: input.sort, active: input.active,
  };
}

export async function opsTasks(ctx: AppContext): Promise<OpsTask[]> {
  const rows = await repo.listAllTasks(ctx.db);
  const waiting = await repo.tasksInReview(ctx.db, rows.map((row) => row.id));
  const now = ctx.now();
  return rows.map((row) => toOpsTask(row, now, waiting.get(row.id) ?? 0));
}

/** Creates a task, or edits one if it still holds the values the form loaded; answers it as stored. */
export async function saveTask(ctx: AppContext, actor: Actor, input: SaveTask): Promise<OpsTask> {
  const columns = columnsOf(input);
  return ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    if (input.id === undefined) {
      const created = await repo.insertTask(tx, { ...columns, createdAt: now });
      await recordDecision(ctx, actor, { action: 'task.create', target: `tasks:${created.id}`, detail: { after: fieldsOf(created) } }, tx);
      return toOpsTask(created, now, 0);
    }
    const before = await repo.lockTask(tx, input.id);
    if (!before) throw refused(M.taskUnknown);
    if (!input.loaded || !sameAsLoaded(fieldsOf(before), input.loaded)) throw refused(M.changed);
    const after = await repo.updateTask(tx, input.id, columns);
    await recordDecision(ctx, actor, { action: 'task.update', target: `tasks:${input.id}`, detail: { before: fieldsOf(before), after: fieldsOf(after) } }, tx);
    return toOpsTask(after, now, (await repo.tasksInReview(tx, [input.id])).get(input.id) ?? 0);
  });
}

/** Closes the task now: it leaves the members' list and refuses new submissions at once. */
export async function endTask(ctx: AppContext, actor: Actor, id: number): Promise<OpsTask> {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const before = await repo.lockTask(tx, id);
    if (!before) throw refused(M.taskUnknown);
    if (hasEnded(before, now)) throw refused(M.taskAlreadyEnded);
    const after = await repo.updateTask(tx, id, endedPeriod(before, now));
    await recordDecision(ctx, actor, {
      action: 'task.end', target: `tasks:${id}`,
      detail: { title: before.title, before: { closes_at: isoOrNull(before.closesAt) }, after: { closes_at: isoOrNull(after.closesAt) } },
    }, tx);
    return toOpsTask(after, now, (await repo.tasksInReview(tx, [id])).get(id) ?? 0);
  });
}
