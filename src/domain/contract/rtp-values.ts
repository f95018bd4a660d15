/** RTP market values without zod at run time (its types only): the RTP tab must not download zod. */
import type { z } from 'zod';
import type { rtpMarketAnswer, sponsorInfoAnswer, sponsorRef, sponsorSummary } from './answers/content.ts';

export const RTP_GAME_TYPES = ['slot', 'crash', 'roleta', 'cartas'] as const;
export type RtpGameType = (typeof RTP_GAME_TYPES)[number];

export const RTP_SORTS = ['rtp', 'change'] as const;
export type RtpSort = (typeof RTP_SORTS)[number];

/** How many readings the sponsor page charts ('Últimas 30 análises'). */
export const RTP_CHART_READINGS = 30;
export const RTP_MARKET_PAGE_SIZE_MAX = 50;
export const RTP_BATCH_MAX = 500;
export const NICKNAME_MIN = 2;
export const NICKNAME_MAX = 20;

export type RtpSponsorRef = z.output<typeof sponsorRef>;

/** A market row: the game, its current RTP and the change since the previous reading (percent points). */
export type RtpMarketRow = RtpMarketResponse['list'][number];

export type RtpMarketResponse = z.output<typeof rtpMarketAnswer>;

export type SponsorSummary = z.output<typeof sponsorSummary>;

export type RtpPoint = NonNullable<SponsorInfoResponse['chart']>['readings'][number];

export type SponsorGame = SponsorInfoResponse['games'][number];

export type SponsorInfoResponse = z.output<typeof sponsorInfoAnswer>;

