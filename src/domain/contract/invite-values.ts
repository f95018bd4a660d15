/** Invite answers, without zod: the invite pages import these and stay zod-free. */
export const INVITE_STATUSES = ['registered', 'complete', 'rewarded', 'not_rewarded'] as const;
export type InviteStatus = (typeof INVITE_STATUSES)[number];

export interface InviteFiguresView {
  /** Friends bound to the member. */
  invited: number;
  /** Friends who completed the profile. */
  qualified: number;
  /** Invites that earned the reward. */
  rewarded: number;
  points_earned: number;
  chances_earned: number;
}

export interface InviteInfoResponse {
  /** Goes in the link: `<origin>/#/?parent_id=<code>`. */
  code: string;
  figures: InviteFiguresView;
  reward_points: number;
  reward_chances: number;
  /** The programme's rules, in Portuguese. */
  rules: string[];
  /** Whether the member is bound to an inviter (else the invite page offers `invite/bind`). */
  has_inviter: boolean;
}

export interface InvitedFriend {
  id: number;
  name_masked: string;
  registered_at: string;
  qualified_at: string | null;
  status: InviteStatus;
  /** Portuguese: why the invite earned nothing (status not_rewarded), else null. */
  reason: string | null;
  points: number;
}

export interface InvitedFriendsPage {
  list: InvitedFriend[];
  page: number;
  page_size: number;
  hasMore: boolean;
  figures: InviteFiguresView;
}

export interface InviteRankingEntry {
  rank: number;
  name_masked: string;
  invites: number;
}

export interface InviteRankingResponse {
  /** The São Paulo week counted: Monday to Sunday, ISO days. */
  week_start: string;
  week_end: string;
  list: InviteRankingEntry[];
}

export interface InviteBindResponse {
  bound: true;
}
