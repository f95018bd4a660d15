/** The console's "Membros" (OPS_API.memberSearch … memberClearLock in paths.ts). */
import { z } from '../zod.ts';
import { OPS_MEMBER_MESSAGES as M } from '../ops-members.pt.ts';
import type { MemberSummary } from './ops.ts';
import type { DrawStatus, GameName, PointSource, PrizeKind } from './reward-values.ts';
import type { WithdrawalStatus } from './wallet-values.ts';

export const MEMBER_REASON_MIN = 3;
export const MEMBER_REASON_MAX = 200;
export const MEMBER_POINTS_MAX = 10_000_000;

const page = z.coerce.number({ error: M.pageInvalid }).int(M.pageInvalid).min(1, M.pageInvalid).max(100_000, M.pageInvalid).default(1);
const pageSize = z.coerce.number({ error: M.pageInvalid }).int(M.pageInvalid).min(1, M.pageInvalid).max(100, M.pageInvalid).default(20);

/** `q`: part of a username or e-mail (any case), or a phone's digits (whole or its last ones). */
export const memberSearchQuery = z.object({
  q: z.string({ error: M.searchRequired }).trim().min(1, M.searchRequired).max(100, M.searchRequired),
  page,
  page_size: pageSize,
});

export const memberLedgerQuery = z.object({ page, page_size: pageSize });

export const memberStatusBody = z.object({ disabled: z.boolean({ error: M.disabledRequired }) });

/** `request_id`: made by the console once per form, so a double click or a retry writes once. */
export const memberPointsBody = z.object({
  direction: z.enum(['credit', 'debit'], { error: M.directionInvalid }),
  amount: z.number({ error: M.amountInvalid }).int(M.amountInvalid).min(1, M.amountInvalid).max(MEMBER_POINTS_MAX, M.amountInvalid),
  reason: z.string({ error: M.reasonInvalid }).trim().min(MEMBER_REASON_MIN, M.reasonInvalid).max(MEMBER_REASON_MAX, M.reasonInvalid),
  request_id: z.uuid({ error: M.requestIdInvalid }),
});
export type MemberPointsRequest = z.infer<typeof memberPointsBody>;

/** One row of the search. */
export interface MemberListItem {
  id: string;
  username: string;
  nickname: string;
  phone: string;
  email: string;
  points: number;
  disabled: boolean;
  created_at: string;
}

export interface MemberProfile {
  username: string;
  nickname: string;
  phone: string;
  email: string;
  real_name: string | null;
  birth_date: string | null;
  created_at: string;
  disabled: boolean;
  channel: string | null;
  last_ip: string | null;
}

export interface MemberLedgerEntry {
  id: number;
  amount: number;
  source: PointSource;
  reason: string;
  reference: string | null;
  balance_after: number;
  created_at: string;
}

export interface MemberDraw {
  id: number;
  game: GameName;
  prize_kind: PrizeKind;
  prize_label: string;
  prize_points: number;
  status: DrawStatus;
  created_at: string;
}

export interface MemberWithdrawal {
  id: number;
  type_name: string;
  amount: number;
  unit: string;
  points: number;
  status: WithdrawalStatus;
  remark: string | null;
  created_at: string;
  decided_at: string | null;
}

export interface MemberInvited {
  id: string;
  username: string;
  nickname: string;
  created_at: string;
}

export interface MemberSession {
  id: number;
  created_at: string;
  last_seen_at: string;
}

export interface MemberDevice {
  id: number;
  channel: string | null;
  installed: boolean;
  first_seen_at: string;
  last_seen_at: string;
}

/** The withdrawal password's state: whether one is set, wrong tries, and the lock's end if locked now. */
export interface MemberWithdrawalLock {
  has_password: boolean;
  failed_tries: number;
  lock_level: number;
  locked_until: string | null;
}

export interface MemberDetail {
  summary: MemberSummary;
  profile: MemberProfile;
  withdrawal_lock: MemberWithdrawalLock;
  draws: MemberDraw[];
  withdrawals: MemberWithdrawal[];
  invites: { count: number; latest: MemberInvited[] };
  sessions: MemberSession[];
  devices: MemberDevice[];
}

export interface MemberPointsResult {
  applied: boolean;
  balance: number;
  entry_id: number;
}
