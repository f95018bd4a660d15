/** Shares for verification (issue 11): campaigns, sending an address, the member's submissions. */
import type { Page, ShareCampaign, ShareRecordsRequest, ShareSubmission, ShareSubmitRequest, ShareSubmitResponse } from '../../domain/contract/index.ts';
import { API } from '../../domain/contract/paths.ts';
import type { CallOptions } from '../http.ts';
import { post } from '../post.ts';

export function getShareCampaigns(opts?: CallOptions) {
  return post<ShareCampaign[]>(API.shareCampaigns, {}, opts);
}

export function submitShare(body: ShareSubmitRequest, opts?: CallOptions) {
  return post<ShareSubmitResponse>(API.shareSubmit, body, opts);
}

export function getShareRecords(body: ShareRecordsRequest = {}, opts?: CallOptions) {
  return post<Page<ShareSubmission>>(API.shareRecords, body, opts);
}
