/** Invite calls, ours (docs/api.md "Invite calls"). */
import { z } from 'zod';
import { SERVER_MESSAGES } from '../messages.pt.ts';
import { pagination } from './rewards.ts';
import type { inviteBindAnswer, invitedFriend, invitedFriendsAnswer, inviteFigures, inviteInfoAnswer, inviteRankingAnswer } from './answers/members.ts';

export * from './invite-values.ts';

export const invitedFriendsRequest = z.object({ ...pagination });
export type InvitedFriendsRequest = z.input<typeof invitedFriendsRequest>;

/** A member without an inviter binds one afterwards (the code of the inviter's link). */
export const inviteBindRequest = z.object({
  parent_id: z.string({ error: SERVER_MESSAGES.inviteCodeInvalid }).trim().min(1, SERVER_MESSAGES.inviteCodeInvalid).max(64, SERVER_MESSAGES.inviteCodeInvalid),
});
export type InviteBindRequest = z.infer<typeof inviteBindRequest>;

export type InviteFiguresView = z.output<typeof inviteFigures>;

export type InviteInfoResponse = z.output<typeof inviteInfoAnswer>;

export type InvitedFriend = z.output<typeof invitedFriend>;

export type InvitedFriendsPage = z.output<typeof invitedFriendsAnswer>;

export type InviteRankingEntry = InviteRankingResponse['list'][number];

export type InviteRankingResponse = z.output<typeof inviteRankingAnswer>;

export type InviteBindResponse = z.output<typeof inviteBindAnswer>;
