/** Shares for verification: campaigns, the member's submissions and their records. */
import { z } from 'zod';
import { RULE_MESSAGES as M } from '../messages.pt.ts';
import { pagination, recordId } from './rewards.ts';
import { SHARE_STATUSES, SHARE_URL_MAX_CHARS, type SharePlatform, type ShareStatus } from './share-values.ts';

export * from './share-values.ts';

export interface ShareCampaign {
  id: number;
  title: string;
  image: string;
  text: string;
  /** The campaign link carrying the member's `channel_from`. */
  link: string;
  platforms: SharePlatform[];
  points: number;
  daily_limit: number;
  /** Reward attempts left today: down at each submission, back when one is rejected. */
  remaining: number;
}

export interface ShareImage {
  url: string;
  thumb_url: string;
}

export interface ShareSubmission {
  id: number;
  campaign_id: number;
  campaign_title: string;
  url: string;
  image: ShareImage | null;
  status: ShareStatus;
  remark: string;
  points: number;
  created_at: string;
  decided_at: string | null;
}

export const shareSubmitRequest = z.object({
  campaign_id: recordId,
  url: z.string({ error: M.shareUrlRequired }).trim().min(1, M.shareUrlRequired).max(SHARE_URL_MAX_CHARS, M.shareUrlTooLong),
  image_id: z.number({ error: M.uploadIdsInvalid }).int(M.uploadIdsInvalid).positive(M.uploadIdsInvalid).nullish(),
});
export type ShareSubmitRequest = z.input<typeof shareSubmitRequest>;

export const shareRecordsRequest = z.object({
  status: z.enum(SHARE_STATUSES, { error: M.recordStatusInvalid }).optional(),
  ...pagination,
});
export type ShareRecordsRequest = z.input<typeof shareRecordsRequest>;

export interface ShareSubmitResponse {
  submission: ShareSubmission;
  remaining: number;
}
