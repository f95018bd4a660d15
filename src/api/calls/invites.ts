/** Invite calls: the member's code and figures, the guest list, the week's ranking, a late bind. */
import type { InvitedFriendsRequest } from '../../domain/contract/invites.ts';
import type { CallOptions } from '../http.ts';
import { call } from '../call.ts';

export function getInviteInfo(opts?: CallOptions) {
  return call('inviteInfo', {}, opts);
}

export function getInvitedFriends(body: InvitedFriendsRequest = {}, opts?: CallOptions) {
  return call('invitedFriends', body, opts);
}

export function getInviteRanking(opts?: CallOptions) {
  return call('inviteRanking', {}, opts);
}

export function bindInviter(parentId: string, opts?: CallOptions) {
  return call('inviteBind', { parent_id: parentId }, opts);
}
