/** Promo market calls (issue 5): spec §7 getMarket, then redeem codes and envelope claims. */
import type { GetMarketRequest, RainClaimRequest, RedeemRequest } from '../../domain/contract/index.ts';
import type { CallOptions } from '../http.ts';
import { call } from '../call.ts';

export function getMarket(body: GetMarketRequest, opts?: CallOptions) {
  return call('getMarket', body, opts);
}

export function redeemCode(body: RedeemRequest, opts?: CallOptions) {
  return call('redeemCode', body, opts);
}

/** One envelope; `envelope_key` is unique per envelope and sent again on a retry. */
export function claimEnvelope(body: RainClaimRequest, opts?: CallOptions) {
  return call('rainClaim', body, opts);
}
