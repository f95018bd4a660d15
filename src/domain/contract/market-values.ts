/** Market values without zod: the promo layer loads on every page and must not bring zod. */

/** 1 redeem codes, 2 red envelope rain, 3 single advertising icon (spec §3). */
export const MARKET_TYPES = [1, 2, 3] as const;
export type MarketType = (typeof MARKET_TYPES)[number];

/** Art the widgets draw themselves (scenes/art); any other widget image or entry logo is an address. */
export const PROMO_ART = ['iconGift', 'iconStar', 'iconGem', 'iconClover', 'envelope', 'coin'] as const;
export type PromoArt = (typeof PROMO_ART)[number];
/** Each type's own art, for a new entry and for an image the widgets cannot draw. */
export const PROMO_DEFAULT_ART: Record<MarketType, PromoArt> = { 1: 'iconGift', 2: 'envelope', 3: 'iconStar' };
