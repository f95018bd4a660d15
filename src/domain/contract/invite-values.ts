/** Invite answers, without zod at run time (its types only): the invite pages import these and stay zod-free. */
import type { z } from 'zod';
import type { inviteBindAnswer, invitedFriend, invitedFriendsAnswer, inviteFigures, inviteInfoAnswer, inviteRankingAnswer } from './answers/members.ts';

export const INVITE_STATUSES = ['registered', 'complete', 'rewarded', 'not_rewarded'] as const;
export type InviteStatus = (typeof INVITE_STATUSES)[number];

export type InviteFiguresView = z.output<typeof inviteFigures>;

export type InviteInfoResponse = z.output<typeof inviteInfoAnswer>;

export type InvitedFriend = z.output<typeof invitedFriend>;

export type InvitedFriendsPage = z.output<typeof invitedFriendsAnswer>;

export type InviteRankingEntry = InviteRankingResponse['list'][number];

export type InviteRankingResponse = z.output<typeof inviteRankingAnswer>;

export type InviteBindResponse = z.output<typeof inviteBindAnswer>;
