/** The console's writes of tasks and share campaigns, and their submissions waiting in review. */
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { shareCampaigns, shareSubmissions, taskSubmissions, tasks } from '../db/schema.ts';
import type { ShareCampaignRow } from './shares.ts';
import type { TaskRow } from './tasks.ts';

export type TaskColumns = Omit<typeof tasks.$inferInsert, 'id'>;
export type ShareCampaignColumns = Omit<typeof shareCampaigns.$inferInsert, 'id'>;

// ---- tasks -----------------------------------------------------------------------------------

export function listAllTasks(db: Executor): Promise<TaskRow[]> {
  return db.select().from(tasks).orderBy(asc(tasks.sort), asc(tasks.id));
}

/** Locks the task until the transaction ends: a second save waits, then sees the first one's values. */
export async function lockTask(db: Executor, id: number): Promise<TaskRow | undefined> {
  const [row] = await db.select().from(tasks).where(eq(tasks.id, id)).for('update');
  return row;
}

export async function insertTask(db: Executor, columns: TaskColumns): Promise<TaskRow> {
  const [row] = await db.insert(tasks).values(columns).returning();
  if (!row) throw new Error('insert tasks returned nothing');
  return row;
}

export async function updateTask(db: Executor, id: number, columns: Partial<TaskColumns>): Promise<TaskRow> {
  const [row] = await db.update(tasks).set(columns).where(eq(tasks.id, id)).returning();
  if (!row) throw new Error(`update tasks ${id} returned nothing`);
  return row;
}

/** Members' submissions waiting for an operator, per task (automatic completions never wait). */
export async function tasksInReview(db: Executor, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: taskSubmissions.taskId, n: count() })
    .from(taskSubmissions)
    .where(and(inArray(taskSubmissions.taskId, ids), eq(taskSubmissions.status, 'review'), eq(taskSubmissions.automatic, false)))
    .groupBy(taskSubmissions.taskId);
  return new Map(rows.map((row) => [row.id, row.n]));
}

// ---- share campaigns -------------------------------------------------------------------------

export function listAllShareCampaigns(db: Executor): Promise<ShareCampaignRow[]> {
  return db.select().from(shareCampaigns).orderBy(asc(shareCampaigns.sort), asc(shareCampaigns.id));
}

export async function lockShareCampaign(db: Executor, id: number): Promise<ShareCampaignRow | undefined> {
  const [row] = await db.select().from(shareCampaigns).where(eq(shareCampaigns.id, id)).for('update');
  return row;
}

export async function insertShareCampaign(db: Executor, columns: ShareCampaignColumns): Promise<ShareCampaignRow> {
  const [row] = await db.insert(shareCampaigns).values(columns).returning();
  if (!row) throw new Error('insert share_campaigns returned nothing');
  return row;
}

export async function updateShareCampaign(db: Executor, id: number, columns: Partial<ShareCampaignColumns>): Promise<ShareCampaignRow> {
  const [row] = await db.update(shareCampaigns).set(columns).where(eq(shareCampaigns.id, id)).returning();
  if (!row) throw new Error(`update share_campaigns ${id} returned nothing`);
  return row;
}

export async function sharesInReview(db: Executor, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: shareSubmissions.campaignId, n: count() })
    .from(shareSubmissions)
    .where(and(inArray(shareSubmissions.campaignId, ids), eq(shareSubmissions.status, 'review')))
    .groupBy(shareSubmissions.campaignId);
  return new Map(rows.map((row) => [row.id, row.n]));
}
