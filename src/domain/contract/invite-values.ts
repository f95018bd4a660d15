/**
 * Invite values without zod: the invite pages import these and stay zod-free. The answers' types
 * are in invites.ts (`import type`, which loads nothing), since the answers (answers/members.ts)
 * use these.
 */
export const INVITE_STATUSES = ['registered', 'complete', 'pending', 'rewarded', 'not_rewarded'] as const;
export type InviteStatus = (typeof INVITE_STATUSES)[number];
