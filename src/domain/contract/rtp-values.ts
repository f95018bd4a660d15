/**
 * RTP market values without zod: the RTP tab must not download zod. The answers' types are in
 * sponsors.ts (`import type`, which loads nothing), since the answers (answers/content.ts) use these.
 */
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
