/**
 * Shares for verification. A member shares a campaign, pastes the address of the post
 * and may add a screenshot; an operator approves (points through the ledger, source `share`,
 * exactly once) or rejects with a reason. Each decision writes a station message in its own
 * transaction. A submission uses one of the campaign's daily attempts; a rejection gives it back.
 */
import {
  type ShareCampaign, type ShareRecordsRequest, type ShareSubmission, type ShareSubmitResponse, linkWithChannel,
  SHARE_PLATFORM_NAMES, type ShareStatus, shareUrlKey, shareUrlProblem, type shareSubmitRequest,
} from '../../src/domain/contract/shares.ts';
import type { Page } from '../../src/domain/contract/rewards.ts';
import { RULE_MESSAGES, SERVER_MESSAGES } from '../../src/domain/messages.pt.ts';
import { CAMPAIGN_MEMBER_MESSAGES } from '../../src/domain/ops-campaigns.pt.ts';
import type { z } from 'zod';
import type { AppContext } from '../context.ts';
import type { Transaction } from '../db/client.ts';
import { violatedUniqueConstraint } from '../db/errors.ts';
import { refused } from './refusal.ts';
import { type Member, requireCompleteProfile } from './member.ts';
import { fill } from '../messaging/templates.ts';
import * as repo from '../repositories/shares.ts';
import { referenceUploads } from '../repositories/uploads.ts';
import { lockUser } from '../repositories/users.ts';
import { rewardDay } from './calendar.ts';
import { isOpenAt } from './ops-campaign-edits.ts';
import { type SubmissionReview, decideSubmission } from './submission-review.ts';
import type { Decision } from './withdrawal-review.ts';
import { pageOf, pageWindow } from './reward-views.ts';
import { uploadUrl } from './uploads.ts';

/** Used when the member arrived with no channel: links still say where the visit came from. */
export const DEFAULT_CHANNEL = 'premia';

const toCampaign = (row: repo.ShareCampaignRow, used: number, channel: string): ShareCampaign => ({
  id: row.id, title: row.title, image: row.image, text: row.text, link: linkWithChannel(row.link, channel),
  platforms: row.platforms, points: row.points, daily_limit: row.dailyLimit, remaining: Math.max(0, row.dailyLimit - used),
});

function toSubmission({ submission, title, imageName, imageThumb }: repo.SubmissionWithCampaign): ShareSubmission {
  return {
    id: submission.id, campaign_id: submission.campaignId, campaign_title: title, url: submission.url,
    image: imageName && imageThumb ? { url: uploadUrl(imageName), thumb_url: uploadUrl(imageThumb) } : null,
    status: submission.status, remark: submission.remark ?? '', points: submission.points,
    created_at: submission.createdAt.toISOString(), decided_at: submission.decidedAt?.toISOString() ?? null,
  };
}

const channelOf = (member: Member) => member.user.channelFrom ?? DEFAULT_CHANNEL;

export async function shareCampaigns(ctx: AppContext, member: Member): Promise<ShareCampaign[]> {
  const now = ctx.now();
  const [rows, used] = await Promise.all([repo.listOpenCampaigns(ctx.db, now), repo.attemptsUsed(ctx.db, member.user.id, rewardDay(now))]);
  return rows.map((row) => toCampaign(row, used.get(row.id) ?? 0, channelOf(member)));
}

function assertAddressAccepted(url: string, campaign: repo.ShareCampaignRow): void {
  const problem = shareUrlProblem(url, campaign.platforms);
  if (problem === 'empty') throw refused(RULE_MESSAGES.shareUrlRequired);
  if (problem === 'notHttp') throw refused(RULE_MESSAGES.shareUrlNotHttp);
  if (problem === 'wrongPlatform') {
    throw refused(fill(RULE_MESSAGES.shareUrlWrongPlatform, { platforms: campaign.platforms.map((p) => SHARE_PLATFORM_NAMES[p]).join(', ') }));
  }
}

export async function submitShare(ctx: AppContext, member: Member, input: z.output<typeof shareSubmitRequest>): Promise<ShareSubmitResponse> {
  const userId = member.user.id;
  requireCompleteProfile(member.user);
  const urlKey = shareUrlKey(input.url);
  try {
    return await ctx.db.transaction(async (tx) => {
      // One member's submissions run one at a time, so two taps cannot both use the last attempt.
      await lockUser(tx, userId);
      // Read under a share lock: a campaign an operator is ending right now is seen ended.
      const campaign = await repo.lockActiveCampaign(tx, input.campaign_id);
      if (!campaign) throw refused(SERVER_MESSAGES.shareCampaignUnavailable);
      const now = ctx.now();
      if (!isOpenAt(campaign, now)) throw refused(CAMPAIGN_MEMBER_MESSAGES.shareCampaignNotOpen);
      assertAddressAccepted(input.url, campaign);
      const day = rewardDay(now);
      const used = (await repo.attemptsUsed(tx, userId, day)).get(campaign.id) ?? 0;
      if (used >= campaign.dailyLimit) throw refused(SERVER_MESSAGES.shareNoAttemptsLeft);
      if (await repo.urlKeyTaken(tx, urlKey)) throw refused(SERVER_MESSAGES.shareUrlDuplicate);
      const image = input.image_id ? await referenceUploads(tx, userId, [input.image_id], now) : [];
      if (input.image_id && image.length !== 1) throw refused(SERVER_MESSAGES.uploadNotYours);
      const row = await repo.insertSubmission(tx, {
        userId, campaignId: campaign.id, url: input.url, urlKey, uploadId: image[0]?.id ?? null, points: campaign.points, rewardDay: day, createdAt: now,
      });
      const submission = toSubmission({ submission: row, title: campaign.title, imageName: image[0]?.name ?? null, imageThumb: image[0]?.thumbName ?? null });
      return { submission, remaining: Math.max(0, campaign.dailyLimit - used - 1) };
    });
  } catch (error) {
    // Two members sending the same post at the same instant: the unique index decides.
    if (violatedUniqueConstraint(error) === 'share_submissions_url_key_unique') throw refused(SERVER_MESSAGES.shareUrlDuplicate);
    throw error;
  }
}

export async function shareRecords(ctx: AppContext, member: Member, query: ShareRecordsRequest & { page: number; page_size: number }): Promise<Page<ShareSubmission>> {
  const { limit, offset } = pageWindow(query.page, query.page_size);
  const rows = await repo.listMemberSubmissions(ctx.db, member.user.id, query.status, limit, offset);
  return pageOf(rows.map(toSubmission), query.page, query.page_size);
}

const SHARE_REVIEW: SubmissionReview<repo.ShareSubmissionRow, ShareSubmission> = {
  kind: 'share',
  source: 'share',
  lockInReview: repo.lockInReview,
  exists: repo.submissionExists,
  close: repo.closeSubmission,
  view: (_tx, closed, title) => toSubmission({ submission: closed, title, imageName: null, imageThumb: null }),
  texts: {
    notInReview: SERVER_MESSAGES.shareNotInReview, reason: SERVER_MESSAGES.shareReason,
    approvedTitle: SERVER_MESSAGES.shareApprovedTitle, approvedBody: SERVER_MESSAGES.shareApprovedBody, approvedPendingBody: SERVER_MESSAGES.shareApprovedPendingBody,
    rejectedTitle: SERVER_MESSAGES.shareRejectedTitle, rejectedBody: SERVER_MESSAGES.shareRejectedBody,
  },
};

/** Approve (points through the ledger, source `share`, once) or reject a submission in review. */
export function decideShare(ctx: AppContext, decision: Decision, tx: Transaction): Promise<ShareSubmission> {
  return decideSubmission(ctx, SHARE_REVIEW, decision, tx);
}

/** The `shares` review queue: the shape every queue of the operator console shares. */
export async function shareQueue(ctx: AppContext, status: ShareStatus, limit: number) {
  const rows = await repo.listByStatus(ctx.db, status, limit);
  return rows.map((row) => {
    const item = toSubmission(row);
    return {
      id: item.id, status: item.status, created_at: item.created_at,
      member: { id: String(row.submission.userId), username: row.username, nickname: row.nickname },
      images: item.image ? [item.image] : [], link: item.url, text: item.campaign_title, remark: item.remark,
      campaign_id: item.campaign_id, campaign_title: item.campaign_title, points: item.points, decided_at: item.decided_at,
    };
  });
}
