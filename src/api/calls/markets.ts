/** Promo market calls (issue 5): spec §7 getMarket, then redeem codes and envelope claims. */
import type { GetMarketRequest, MarketResponse, RainClaimRequest, RainClaimResponse, RedeemRequest, RedeemResponse } from '../../domain/contract/index.ts';
import { API } from '../../domain/contract/paths.ts';
import type { CallOptions } from '../http.ts';
import { post } from '../post.ts';

export function getMarket(body: GetMarketRequest, opts?: CallOptions) {
  return post<MarketResponse>(API.getMarket, body, opts);
}

export function redeemCode(body: RedeemRequest, opts?: CallOptions) {
  return post<RedeemResponse>(API.redeemCode, body, opts);
}

/** One envelope; `envelope_key` is unique per envelope and sent again on a retry. */
export function claimEnvelope(body: RainClaimRequest, opts?: CallOptions) {
  return post<RainClaimResponse>(API.rainClaim, body, opts);
}
