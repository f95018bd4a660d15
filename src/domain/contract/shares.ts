/** Shares for verification: campaigns, the member's submissions and their records. */
import { z } from 'zod';
import { RULE_MESSAGES as M } from '../messages.pt.ts';
import { pagination, recordId } from './rewards.ts';
import type { imageRef } from './answers/common.ts';
import type { shareCampaignsAnswer, shareSubmission, shareSubmitAnswer } from './answers/members.ts';
import { SHARE_STATUSES, SHARE_URL_MAX_CHARS } from './share-values.ts';

export * from './share-values.ts';

export type ShareCampaign = z.output<typeof shareCampaignsAnswer>[number];

export type ShareImage = z.output<typeof imageRef>;

export type ShareSubmission = z.output<typeof shareSubmission>;

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

export type ShareSubmitResponse = z.output<typeof shareSubmitAnswer>;
