/**
 * Promo markets: spec §7 `POST /api/game/getMarket`, and ours to redeem a code and to
 * claim envelopes of the rain in batches (docs/api.md "Promo market calls").
 */
import { z } from '../zod.ts';
import { RAIN_BATCH_MAX } from '../constants.ts';
import { RULE_MESSAGES as M } from '../messages.pt.ts';
import { clientKey, recordId } from './rewards.ts';

export * from './market-values.ts';

export const getMarketRequest = z.object({
  type: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: M.marketTypeInvalid }),
});
export type GetMarketRequest = z.infer<typeof getMarketRequest>;

export interface MarketPeriod {
  id: number;
  /** The redeem code: only while the period is live (never before it starts). */
  code: string | null;
  /** Server time in seconds. */
  start_time: number;
  end_time: number;
  points: number;
  envelope_cap: number;
}

export interface MarketEntry {
  id: number;
  title: string;
  logo: string;
  link: string;
  /** The entry has a live period now (server clock). */
  is_active: boolean;
  status: number;
  /** The live period, else the next one; null when none is planned. */
  time_period: MarketPeriod | null;
}

export interface MarketResponse {
  market_set: { image: string; status: number };
  markets: MarketEntry[];
  /** Server time in seconds: the client counts down on this clock, not the phone's. */
  strcurrentTime: number;
}

export const redeemRequest = z.object({
  code: z.string({ error: M.redeemCodeRequired }).trim().toUpperCase().min(4, M.redeemCodeRequired).max(32, M.redeemCodeRequired),
});
export type RedeemRequest = z.input<typeof redeemRequest>;

export interface RedeemResponse {
  points: number;
  balance: number;
}

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

export interface RainClaimsResponse {
  /** Envelopes of this batch credited by this call (0 for a retry of a batch already credited). */
  claimed: number;
  /** Points credited by this call. */
  points: number;
  /** Envelopes this member collected in this rain, and the most allowed. */
  collected: number;
  cap: number;
  balance: number;
}
