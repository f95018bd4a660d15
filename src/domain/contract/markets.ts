/**
 * Promo markets: spec §7 `POST /api/game/getMarket`, and ours to redeem a code and to
 * claim envelopes of the rain in batches (docs/api.md "Promo market calls").
 */
import { z } from '../zod.ts';
import { RAIN_BATCH_MAX } from '../constants.ts';
import { RULE_MESSAGES as M } from '../messages.pt.ts';
import { clientKey, recordId } from './rewards.ts';
import type { marketAnswer, marketEntry, marketPeriod, rainClaimsAnswer, redeemAnswer } from './answers/markets.ts';

export * from './market-values.ts';

export const getMarketRequest = z.object({
  type: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: M.marketTypeInvalid }),
});
export type GetMarketRequest = z.infer<typeof getMarketRequest>;

export type MarketPeriod = z.output<typeof marketPeriod>;

export type MarketEntry = z.output<typeof marketEntry>;

export type MarketResponse = z.output<typeof marketAnswer>;

export const redeemRequest = z.object({
  code: z.string({ error: M.redeemCodeRequired }).trim().toUpperCase().min(4, M.redeemCodeRequired).max(32, M.redeemCodeRequired),
});
export type RedeemRequest = z.input<typeof redeemRequest>;

export type RedeemResponse = z.output<typeof redeemAnswer>;

/**
 * The envelopes a member collected since the last batch (one request a second instead
 * of one per envelope). Each key is made by the client per envelope; a retry sends the same keys
 * again. Repeated keys in one batch are folded into one (harmless, like a retry).
 */
export const rainClaimsRequest = z.object({
  period_id: recordId,
  envelope_keys: z
    .array(clientKey, { error: M.envelopeKeysInvalid })
    .min(1, M.envelopeKeysEmpty)
    .max(RAIN_BATCH_MAX, M.envelopeKeysTooMany.replace('{{max}}', String(RAIN_BATCH_MAX)))
    .transform((keys) => [...new Set(keys)]),
});
export type RainClaimsRequest = z.input<typeof rainClaimsRequest>;

export type RainClaimsResponse = z.output<typeof rainClaimsAnswer>;
