/** Invite calls (issue 11): the member's code and figures, the guest list, the week's ranking, a late bind. */
import type { InviteBindResponse, InviteInfoResponse, InviteRankingResponse, InvitedFriendsPage } from '../../domain/contract/invite-values.ts';
import { API } from '../../domain/contract/paths.ts';
import type { CallOptions } from '../http.ts';
import { post } from '../post.ts';

export function getInviteInfo(opts?: CallOptions) {
  return post<InviteInfoResponse>(API.inviteInfo, {}, opts);
}

export function getInvitedFriends(body: { page?: number; page_size?: number } = {}, opts?: CallOptions) {
  return post<InvitedFriendsPage>(API.invitedFriends, body, opts);
}

export function getInviteRanking(opts?: CallOptions) {
  return post<InviteRankingResponse>(API.inviteRanking, {}, opts);
}

export function bindInviter(parentId: string, opts?: CallOptions) {
  return post<InviteBindResponse>(API.inviteBind, { parent_id: parentId }, opts);
}
