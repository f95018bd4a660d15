/** RTP market values without zod: the RTP tab must not download zod. */

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

export interface RtpSponsorRef {
  id: number;
  name: string;
  logo: string;
}

/** A market row: the game, its current RTP and the change since the previous reading (percent points). */
export interface RtpMarketRow {
  game_id: number;
  name: string;
  type: RtpGameType;
  image: string;
  sponsor: RtpSponsorRef;
  /** Percent, two decimals; null before the first reading. */
  rtp: number | null;
  /** Current minus previous reading; null with fewer than two readings. */
  change: number | null;
  /** ISO time of the current reading. */
  measured_at: string | null;
  demo: boolean;
}

export interface RtpMarketResponse {
  list: RtpMarketRow[];
  page: number;
  page_size: number;
  total: number;
  hasMore: boolean;
  /** A feed delivered readings within the last hour: the tab may say it updates itself. */
  live: boolean;
  /** ISO time of the newest reading of any shown game; null before the first. */
  last_reading_at: string | null;
}

export interface SponsorSummary extends RtpSponsorRef {
  description: string;
  link: string;
  games: number;
  demo: boolean;
}

export interface RtpPoint {
  /** ISO time of the reading. */
  at: string;
  rtp: number;
}

export interface SponsorGame extends Omit<RtpMarketRow, 'sponsor'> {
  featured: boolean;
}

export interface SponsorInfoResponse {
  sponsor: SponsorSummary;
  games: SponsorGame[];
  /** The charted game (the one asked for, else the featured one) and its last readings, oldest first. */
  chart: { game_id: number; name: string; readings: RtpPoint[] } | null;
}
