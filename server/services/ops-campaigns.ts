/**
 * The console's campaigns, one kind of record in two variants: "Tarefas" (tasks) and
 * "Compartilhamentos" (share campaigns). Each has a list, a save (created, or edited if it still
 * holds the values the form loaded) and an end now, each save audited with the operator's name and
 * a before/after. Nothing is cached: the member's lists and the next submission read the table and
 * honour the period, so a save applies at once. Ending closes the period; submissions already sent
 * keep their promised points and stay in the review queue, where deciding them does not read it.
 */
import type {
  OpsShareCampaign, OpsTask, SaveShareCampaign, SaveTask, ShareCampaignFields, TaskFields,
} from '../../src/domain/contract/ops-campaigns.ts';
import { OPS_CAMPAIGN_MESSAGES as M } from '../../src/domain/ops-campaigns.pt.ts';
import type { AppContext } from '../context.ts';
import { type CampaignRows, SHARE_CAMPAIGN_ROWS, type ShareCampaignColumns, TASK_ROWS, type TaskColumns } from '../repositories/ops-campaigns.ts';
import type { ShareCampaignRow } from '../repositories/shares.ts';
import type { TaskRow } from '../repositories/tasks.ts';
import { recordDecision } from './audit.ts';
import { endedPeriod, hasEnded, isOpenAt, isoOrNull, sameAsLoaded } from './ops-campaign-edits.ts';
import type { Actor } from './operators.ts';
import { refused } from './refusal.ts';

interface CampaignRow {
  id: number;
  title: string;
  active: boolean;
  opensAt: Date | null;
  closesAt: Date | null;
  createdAt: Date;
}

interface Saved {
  id?: number | undefined;
  loaded?: Record<string, unknown> | undefined;
}

/** What tells one variant from the other. */
interface CampaignVariant<Row extends CampaignRow, Fields, Save extends Saved, Columns> {
  rows: CampaignRows<Row, Columns>;
  /** The audit's target table and its actions' prefix. */
  table: string;
  action: string;
  unknown: string;
  alreadyEnded: string;
  fieldsOf(row: Row): Fields;
  columnsOf(input: Save): Columns;
}

type OpsCampaign<Fields> = Fields & { id: number; open: boolean; in_review: number; created_at: string };

const TASKS: CampaignVariant<TaskRow, TaskFields, SaveTask, TaskColumns> = {
  rows: TASK_ROWS,
  table: 'tasks',
  action: 'task',
  unknown: M.taskUnknown,
  alreadyEnded: M.taskAlreadyEnded,
  fieldsOf: (row) => ({
    title: row.title, description: row.description, kind: row.kind, points: row.points, steps: row.steps, action_link: row.actionLink,
    needs_text: row.needsText, needs_link: row.needsLink, min_images: row.minImages, auto_event: row.autoEvent,
    opens_at: isoOrNull(row.opensAt), closes_at: isoOrNull(row.closesAt), per_member_limit: row.perMemberLimit, sort: row.sort, active: row.active,
  }),
  columnsOf: (input) => ({
    title: input.title, description: input.description, kind: input.kind, points: input.points, steps: input.steps, actionLink: input.action_link,
    needsText: input.needs_text, needsLink: input.needs_link, minImages: input.min_images, autoEvent: input.auto_event,
    opensAt: input.opens_at, closesAt: input.closes_at, perMemberLimit: input.per_member_limit, sort: input.sort, active: input.active,
  }),
};

const SHARE_CAMPAIGNS: CampaignVariant<ShareCampaignRow, ShareCampaignFields, SaveShareCampaign, ShareCampaignColumns> = {
  rows: SHARE_CAMPAIGN_ROWS,
  table: 'share_campaigns',
  action: 'share.campaign',
  unknown: M.campaignUnknown,
  alreadyEnded: M.campaignAlreadyEnded,
  fieldsOf: (row) => ({
    title: row.title, image: row.image, text: row.text, link: row.link, platforms: row.platforms, points: row.points, daily_limit: row.dailyLimit,
    opens_at: isoOrNull(row.opensAt), closes_at: isoOrNull(row.closesAt), sort: row.sort, active: row.active,
  }),
  columnsOf: (input) => ({
    title: input.title, image: input.image, text: input.text, link: input.link, platforms: input.platforms, points: input.points,
    dailyLimit: input.daily_limit, opensAt: input.opens_at, closesAt: input.closes_at, sort: input.sort, active: input.active,
  }),
};

function answerOf<Row extends CampaignRow, Fields>(variant: { fieldsOf(row: Row): Fields }, row: Row, now: Date, inReview: number): OpsCampaign<Fields> {
  return { id: row.id, ...variant.fieldsOf(row), open: isOpenAt(row, now), in_review: inReview, created_at: row.createdAt.toISOString() };
}

async function listCampaigns<Row extends CampaignRow, Fields, Save extends Saved, Columns>(
  ctx: AppContext, variant: CampaignVariant<Row, Fields, Save, Columns>,
): Promise<OpsCampaign<Fields>[]> {
  const rows = await variant.rows.list(ctx.db);
  const waiting = await variant.rows.inReview(ctx.db, rows.map((row) => row.id));
  const now = ctx.now();
  return rows.map((row) => answerOf(variant, row, now, waiting.get(row.id) ?? 0));
}

async function saveCampaign<Row extends CampaignRow, Fields extends Record<string, unknown>, Save extends Saved, Columns>(
  ctx: AppContext, actor: Actor, variant: CampaignVariant<Row, Fields, Save, Columns>, input: Save,
): Promise<OpsCampaign<Fields>> {
  const columns = variant.columnsOf(input);
  return ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    if (input.id === undefined) {
      const created = await variant.rows.insert(tx, { ...columns, createdAt: now });
      await recordDecision(ctx, actor, { action: `${variant.action}.create`, target: `${variant.table}:${created.id}`, detail: { after: variant.fieldsOf(created) } }, tx);
      return answerOf(variant, created, now, 0);
    }
    const before = await variant.rows.lock(tx, input.id);
    if (!before) throw refused(variant.unknown);
    if (!input.loaded || !sameAsLoaded(variant.fieldsOf(before), input.loaded)) throw refused(M.changed);
    const after = await variant.rows.update(tx, input.id, columns);
    await recordDecision(ctx, actor, {
      action: `${variant.action}.update`, target: `${variant.table}:${input.id}`, detail: { before: variant.fieldsOf(before), after: variant.fieldsOf(after) },
    }, tx);
    return answerOf(variant, after, now, (await variant.rows.inReview(tx, [input.id])).get(input.id) ?? 0);
  });
}

/** Closes the record now: it leaves the members' list and refuses new submissions at once. */
async function endCampaign<Row extends CampaignRow, Fields, Save extends Saved, Columns>(
  ctx: AppContext, actor: Actor, variant: CampaignVariant<Row, Fields, Save, Columns>, id: number,
): Promise<OpsCampaign<Fields>> {
  return ctx.db.transaction(async (tx) => {
    const before = await variant.rows.lock(tx, id);
    // The clock is read once the row is ours: a send that held the record before us committed
    // already, so the end's time is after every send it let through.
    const now = ctx.now();
    if (!before) throw refused(variant.unknown);
    if (hasEnded(before, now)) throw refused(variant.alreadyEnded);
    const after = await variant.rows.update(tx, id, endedPeriod(before, now));
    await recordDecision(ctx, actor, {
      action: `${variant.action}.end`, target: `${variant.table}:${id}`,
      detail: { title: before.title, before: { closes_at: isoOrNull(before.closesAt) }, after: { closes_at: isoOrNull(after.closesAt) } },
    }, tx);
    return answerOf(variant, after, now, (await variant.rows.inReview(tx, [id])).get(id) ?? 0);
  });
}

export const opsTasks = (ctx: AppContext): Promise<OpsTask[]> => listCampaigns(ctx, TASKS);
export const saveTask = (ctx: AppContext, actor: Actor, input: SaveTask): Promise<OpsTask> => saveCampaign(ctx, actor, TASKS, input);
export const endTask = (ctx: AppContext, actor: Actor, id: number): Promise<OpsTask> => endCampaign(ctx, actor, TASKS, id);
export const opsShareCampaigns = (ctx: AppContext): Promise<OpsShareCampaign[]> => listCampaigns(ctx, SHARE_CAMPAIGNS);
export const saveShareCampaign = (ctx: AppContext, actor: Actor, input: SaveShareCampaign): Promise<OpsShareCampaign> => saveCampaign(ctx, actor, SHARE_CAMPAIGNS, input);
export const endShareCampaign = (ctx: AppContext, actor: Actor, id: number): Promise<OpsShareCampaign> => endCampaign(ctx, actor, SHARE_CAMPAIGNS, id);
