/**
 * The console's "Compartilhamentos": every share campaign, one created or edited, one ended now.
 * Each save is audited with the operator's name and a before/after. Nothing is cached: the
 * member's campaign list and the next submission read the table and honour the period, so a save
 * applies at once. Submissions already sent keep their promised points and stay decidable.
 */
import type { OpsShareCampaign, SaveShareCampaign, ShareCampaignFields } from '../../src/domain/contract/ops-campaigns.ts';
import { OPS_CAMPAIGN_MESSAGES as M } from '../../src/domain/ops-campaigns.pt.ts';
import type { AppContext } from '../context.ts';
import * as repo from '../repositories/ops-campaigns.ts';
import type { ShareCampaignRow } from '../repositories/shares.ts';
import { recordDecision } from './audit.ts';
import { endedPeriod, hasEnded, isOpenAt, isoOrNull, sameAsLoaded } from './ops-campaign-edits.ts';
import type { Actor } from './operators.ts';
import { refused } from './refusal.ts';

function fieldsOf(row: ShareCampaignRow): ShareCampaignFields {
  return {
    title: row.title, image: row.image, text: row.text, link: row.link, platforms: row.platforms, points: row.points, daily_limit: row.dailyLimit,
    opens_at: isoOrNull(row.opensAt), closes_at: isoOrNull(row.closesAt), sort: row.sort, active: row.active,
  };
}

const toOpsCampaign = (row: ShareCampaignRow, now: Date, inReview: number): OpsShareCampaign => ({
  id: row.id, ...fieldsOf(row), open: isOpenAt(row, now), in_review: inReview, created_at: row.createdAt.toISOString(),
});

const columnsOf = (input: SaveShareCampaign): repo.ShareCampaignColumns => ({
  title: input.title, image: input.image, text: input.text, link: input.link, platforms: input.platforms, points: input.points,
  dailyLimit: input.daily_limit, opensAt: input.opens_at, closesAt: input.closes_at, sort: input.sort, active: input.active,
});

export async function opsShareCampaigns(ctx: AppContext): Promise<OpsShareCampaign[]> {
  const rows = await repo.listAllShareCampaigns(ctx.db);
  const waiting = await repo.sharesInReview(ctx.db, rows.map((row) => row.id));
  const now = ctx.now();
  return rows.map((row) => toOpsCampaign(row, now, waiting.get(row.id) ?? 0));
}

/** Creates a campaign, or edits one if it still holds the values the form loaded; answers it as stored. */
export async function saveShareCampaign(ctx: AppContext, actor: Actor, input: SaveShareCampaign): Promise<OpsShareCampaign> {
  const columns = columnsOf(input);
  return ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    if (input.id === undefined) {
      const created = await repo.insertShareCampaign(tx, { ...columns, createdAt: now });
      await recordDecision(ctx, actor, { action: 'share.campaign.create', target: `share_campaigns:${created.id}`, detail: { after: fieldsOf(created) } }, tx);
      return toOpsCampaign(created, now, 0);
    }
    const before = await repo.lockShareCampaign(tx, input.id);
    if (!before) throw refused(M.campaignUnknown);
    if (!input.loaded || !sameAsLoaded(fieldsOf(before), input.loaded)) throw refused(M.changed);
    const after = await repo.updateShareCampaign(tx, input.id, columns);
    await recordDecision(ctx, actor, {
      action: 'share.campaign.update', target: `share_campaigns:${input.id}`, detail: { before: fieldsOf(before), after: fieldsOf(after) },
    }, tx);
    return toOpsCampaign(after, now, (await repo.sharesInReview(tx, [input.id])).get(input.id) ?? 0);
  });
}

/** Closes the campaign now: it leaves the members' list and refuses new submissions at once. */
export async function endShareCampaign(ctx: AppContext, actor: Actor, id: number): Promise<OpsShareCampaign> {
  return ctx.db.transaction(async (tx) => {
    const before = await repo.lockShareCampaign(tx, id);
    // The clock is read once the row is ours: a send that held the campaign before us committed
    // already, so the end's time is after every send it let through.
    const now = ctx.now();
    if (!before) throw refused(M.campaignUnknown);
    if (hasEnded(before, now)) throw refused(M.campaignAlreadyEnded);
    const after = await repo.updateShareCampaign(tx, id, endedPeriod(before, now));
    await recordDecision(ctx, actor, {
      action: 'share.campaign.end', target: `share_campaigns:${id}`,
      detail: { title: before.title, before: { closes_at: isoOrNull(before.closesAt) }, after: { closes_at: isoOrNull(after.closesAt) } },
    }, tx);
    return toOpsCampaign(after, now, (await repo.sharesInReview(tx, [id])).get(id) ?? 0);
  });
}
