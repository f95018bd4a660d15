/**
 * The console's writes of campaigns, in their two variants (tasks and share campaigns, each its own
 * table, since what a member sends for each differs), and their submissions waiting in review.
 */
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { shareCampaigns, shareSubmissions, taskSubmissions, tasks } from '../db/schema.ts';
import type { ShareCampaignRow } from './shares.ts';
import type { TaskRow } from './tasks.ts';

export type TaskColumns = Omit<typeof tasks.$inferInsert, 'id'>;
export type ShareCampaignColumns = Omit<typeof shareCampaigns.$inferInsert, 'id'>;

/** Both tables' period, as an end writes it. */
export interface PeriodColumns {
  opensAt: Date | null;
  closesAt: Date | null;
}

/** A variant's table as the console reads and writes it. */
export interface CampaignRows<Row, Columns> {
  list(db: Executor): Promise<Row[]>;
  /** Locks the record until the transaction ends: a second save waits, then sees the first one's values. */
  lock(db: Executor, id: number): Promise<Row | undefined>;
  insert(db: Executor, columns: Columns): Promise<Row>;
  update(db: Executor, id: number, columns: Partial<Columns> | PeriodColumns): Promise<Row>;
  /** Members' submissions waiting for an operator, per record. */
  inReview(db: Executor, ids: number[]): Promise<Map<number, number>>;
}

type CampaignTable = typeof tasks | typeof shareCampaigns;

/**
 * list, lock, insert and update of either table: both have `id` and `sort`, and drizzle cannot
 * type a query over a union of tables, so the table is read as the tasks' and the rows typed back.
 */
function rowsOf<Row, Columns>(campaignTable: CampaignTable): Omit<CampaignRows<Row, Columns>, 'inReview'> {
  const table = campaignTable as typeof tasks;
  const name = campaignTable === tasks ? 'tasks' : 'share_campaigns';
  return {
    list: async (db) => (await db.select().from(table).orderBy(asc(table.sort), asc(table.id))) as Row[],
    lock: async (db, id) => (await db.select().from(table).where(eq(table.id, id)).for('update'))[0] as Row | undefined,
    insert: async (db, columns) => {
      const [row] = await db.insert(table).values(columns as TaskColumns).returning();
      if (!row) throw new Error(`insert ${name} returned nothing`);
      return row as Row;
    },
    update: async (db, id, columns) => {
      const [row] = await db.update(table).set(columns as Partial<TaskColumns>).where(eq(table.id, id)).returning();
      if (!row) throw new Error(`update ${name} ${id} returned nothing`);
      return row as Row;
    },
  };
}

async function countsById(rows: Promise<{ id: number; n: number }[]>): Promise<Map<number, number>> {
  return new Map((await rows).map((row) => [row.id, row.n]));
}

export const TASK_ROWS: CampaignRows<TaskRow, TaskColumns> = {
  ...rowsOf<TaskRow, TaskColumns>(tasks),
  // Automatic completions never wait.
  inReview: async (db, ids) => ids.length === 0 ? new Map() : countsById(db
    .select({ id: taskSubmissions.taskId, n: count() })
    .from(taskSubmissions)
    .where(and(inArray(taskSubmissions.taskId, ids), eq(taskSubmissions.status, 'review'), eq(taskSubmissions.automatic, false)))
    .groupBy(taskSubmissions.taskId)),
};

export const SHARE_CAMPAIGN_ROWS: CampaignRows<ShareCampaignRow, ShareCampaignColumns> = {
  ...rowsOf<ShareCampaignRow, ShareCampaignColumns>(shareCampaigns),
  inReview: async (db, ids) => ids.length === 0 ? new Map() : countsById(db
    .select({ id: shareSubmissions.campaignId, n: count() })
    .from(shareSubmissions)
    .where(and(inArray(shareSubmissions.campaignId, ids), eq(shareSubmissions.status, 'review')))
    .groupBy(shareSubmissions.campaignId)),
};
