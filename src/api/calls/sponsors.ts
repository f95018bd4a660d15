/** RTP market, sponsors and the profile photo. */
import type { ApiEnvelope, RtpMarketQuery, RtpMarketResponse, SetAvatarRequest, SponsorInfoRequest } from '../../domain/contract/index.ts';
import { API } from '../../domain/contract/paths.ts';
import { ApiError, callHeaders, http, type CallOptions } from '../http.ts';
import { call } from '../call.ts';

export type MarketPoll = { changed: false } | { changed: true; etag: string | null; data: RtpMarketResponse };

/**
 * The market, conditionally: with the ETag of the last answer, an unchanged market answers 304
 * and costs no body. Always a background call (no toast, no spinner): a poll must never
 * interrupt the member; the caller decides what a failure shows.
 */
export async function pollRtpMarket(query: RtpMarketQuery, etag: string | null, signal?: AbortSignal): Promise<MarketPoll> {
  const headers: Record<string, string> = callHeaders();
  if (etag) headers['If-None-Match'] = etag;
  const response = await http.get<ApiEnvelope<RtpMarketResponse>>(API.rtpMarket.path, { params: query, headers, ...(signal ? { signal } : {}) });
  if (response.status === 304) return { changed: false };
  const body = response.data;
  if (response.status !== 200 || body?.code !== 0) throw new ApiError(response.status, body?.code ?? -1, body?.msg ?? '');
  const tag = response.headers.etag;
  return { changed: true, etag: typeof tag === 'string' ? tag : null, data: body.data };
}

export function sponsorList(opts?: CallOptions) {
  return call('sponsorList', {}, opts);
}

export function sponsorInfo(body: SponsorInfoRequest, opts?: CallOptions) {
  return call('sponsorInfo', body, opts);
}

/** Sets one of the member's own uploads as profile photo. */
export function setAvatar(body: SetAvatarRequest, opts?: CallOptions) {
  return call('setAvatar', body, opts);
}
