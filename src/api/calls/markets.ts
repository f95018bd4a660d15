/** Promo market calls: spec §7 getMarket, then redeem codes and envelope claims (in batches). */
import type { GetMarketRequest, RainClaimsRequest, RedeemRequest } from '../../domain/contract/index.ts';
import type { CallOptions } from '../http.ts';
import { call } from '../call.ts';

export function getMarket(body: GetMarketRequest, opts?: CallOptions) {
  return call('getMarket', body, opts);
}

export function redeemCode(body: RedeemRequest, opts?: CallOptions) {
  return call('redeemCode', body, opts);
}

/** A batch of collected envelopes (1 to RAIN_BATCH_MAX keys); a retry sends the same keys again. */
export function claimEnvelopes(body: RainClaimsRequest, opts?: CallOptions) {
  return call('rainClaims', body, opts);
}
