/**
 * Reward values without zod: the client's filters and labels import these, so reward pages
 * that have no form do not download zod.
 */
/** wheel: pages/lottery; giftbox: the daily lucky gift box (pages/dailylottery); chest: the Open chest tab. */
export const GAMES = ['wheel', 'giftbox', 'chest'] as const;
export type GameName = (typeof GAMES)[number];

/** Sources of points of spec §2 (points history filters). The gift box pays as 'draw'. */
export const POINT_SOURCES = ['wheel', 'draw', 'chest', 'invite', 'share', 'other'] as const;
export type PointSource = (typeof POINT_SOURCES)[number];
export const GAME_POINT_SOURCE: Record<GameName, PointSource> = { wheel: 'wheel', giftbox: 'draw', chest: 'chest' };

export const PRIZE_KINDS = ['points', 'physical', 'nothing'] as const;
export type PrizeKind = (typeof PRIZE_KINDS)[number];

/**
 * Status of a draw: 'none' (a 'nothing' prize), 'success' (points, credited at once; or a
 * physical prize delivered), 'pending' (a physical prize waiting for a delivery address),
 * 'review' (address given, an operator decides), 'failed' (refused by the operator).
 */
export const DRAW_STATUSES = ['none', 'success', 'pending', 'review', 'failed'] as const;
export type DrawStatus = (typeof DRAW_STATUSES)[number];
/** Statuses the prize record page filters by ('none' draws are not listed there). */
export const RECORD_STATUSES = ['pending', 'review', 'success', 'failed'] as const;
export type RecordStatus = (typeof RECORD_STATUSES)[number];

/** Points history periods (spec §2): days are America/Sao_Paulo calendar days, today included. */
export const HISTORY_RANGES = ['today', 'yesterday', '7d', '15d', '30d', 'all'] as const;
export type HistoryRange = (typeof HISTORY_RANGES)[number];

export const REWARD_TIME_ZONE = 'America/Sao_Paulo';
export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 50;
export const ADDRESS_BOOK_MAX = 10;
export const WINNERS_LIST_MAX = 50;
export const BRAZIL_UFS = [
  'AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS', 'MG', 'PA', 'PB', 'PR', 'PE', 'PI', 'RJ', 'RN', 'RS', 'RO', 'RR',
  'SC', 'SP', 'SE', 'TO',
] as const;
