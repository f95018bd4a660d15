/**
 * RTP market and sponsors: ours, in the spec's style (docs/api.md "RTP market calls").
 * The market is a GET so its answer can carry an ETag and answer 304 to a poll.
 */
import { z } from 'zod';
import { RULE_MESSAGES as M } from '../messages.pt.ts';
import { recordId } from './rewards.ts';
import { RTP_GAME_TYPES, RTP_MARKET_PAGE_SIZE_MAX, RTP_SORTS } from './rtp-values.ts';
import type { rtpMarketAnswer, sponsorInfoAnswer, sponsorRef, sponsorSummary } from './answers/content.ts';

export * from './rtp-values.ts';

/** Query strings: every value arrives as text. */
export const rtpMarketQuery = z.object({
  keyword: z.string().trim().max(50, M.keywordTooLong).default(''),
  sponsor_id: recordId.optional(),
  type: z.enum(RTP_GAME_TYPES, { error: M.rtpTypeInvalid }).optional(),
  sort: z.enum(RTP_SORTS, { error: M.rtpSortInvalid }).default('rtp'),
  order: z.enum(['desc', 'asc'], { error: M.rtpSortInvalid }).default('desc'),
  page: z.coerce.number({ error: M.pageInvalid }).int(M.pageInvalid).min(1, M.pageInvalid).max(100_000, M.pageInvalid).default(1),
  page_size: z.coerce
    .number({ error: M.pageSizeInvalid })
    .int(M.pageSizeInvalid)
    .min(1, M.pageSizeInvalid)
    .max(RTP_MARKET_PAGE_SIZE_MAX, M.pageSizeInvalid)
    .default(20),
});
export type RtpMarketQuery = z.input<typeof rtpMarketQuery>;

export const sponsorInfoRequest = z.object({ id: recordId, game_id: recordId.optional() });
export type SponsorInfoRequest = z.input<typeof sponsorInfoRequest>;

/** Only the member's own, not yet used upload. */
export const setAvatarRequest = z.object({ upload_id: recordId });
export type SetAvatarRequest = z.input<typeof setAvatarRequest>;

export type RtpSponsorRef = z.output<typeof sponsorRef>;

/** A market row: the game, its current RTP and the change since the previous reading (percent points). */
export type RtpMarketRow = RtpMarketResponse['list'][number];

export type RtpMarketResponse = z.output<typeof rtpMarketAnswer>;

export type SponsorSummary = z.output<typeof sponsorSummary>;

export type RtpPoint = NonNullable<SponsorInfoResponse['chart']>['readings'][number];

export type SponsorGame = SponsorInfoResponse['games'][number];

export type SponsorInfoResponse = z.output<typeof sponsorInfoAnswer>;

