/** Market values without zod: the promo layer loads on every page and must not bring zod. */

/** 1 redeem codes, 2 red envelope rain, 3 single advertising icon (spec §3). */
export const MARKET_TYPES = [1, 2, 3] as const;
export type MarketType = (typeof MARKET_TYPES)[number];
