/** Shares for verification: campaigns, sending an address, the member's submissions. */
import type { ShareRecordsRequest, ShareSubmitRequest } from '../../domain/contract/index.ts';
import type { CallOptions } from '../http.ts';
import { call } from '../call.ts';

export function getShareCampaigns(opts?: CallOptions) {
  return call('shareCampaigns', {}, opts);
}

export function submitShare(body: ShareSubmitRequest, opts?: CallOptions) {
  return call('shareSubmit', body, opts);
}

export function getShareRecords(body: ShareRecordsRequest = {}, opts?: CallOptions) {
  return call('shareRecords', body, opts);
}
