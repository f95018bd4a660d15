/**
 * The console's "Membros": what its calls take (ops-calls/members.ts) and the schemas of what they
 * answer; the answer types are the schemas' own.
 */
import { z } from '../zod.ts';
import { OPS_MEMBER_MESSAGES as M } from '../ops-members.pt.ts';
import { bool, iso, num, object, page as pageOf, str } from './answer-parts.ts';
import { DRAW_STATUSES, GAMES, POINT_SOURCES, PRIZE_KINDS } from './reward-values.ts';
import { WITHDRAWAL_STATUSES } from './wallet-values.ts';

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

/** The member of a member's page: the path's `:id`. */
export const memberIdParams = z.object({ id: z.coerce.number({ error: M.memberUnknown }).int(M.memberUnknown).positive(M.memberUnknown) });

export const memberStatusBody = memberIdParams.extend({ disabled: z.boolean({ error: M.disabledRequired }) });

/** `request_id`: made by the console once per form, so a double click or a retry writes once. */
export const memberPointsBody = memberIdParams.extend({
  direction: z.enum(['credit', 'debit'], { error: M.directionInvalid }),
  amount: z.number({ error: M.amountInvalid }).int(M.amountInvalid).min(1, M.amountInvalid).max(MEMBER_POINTS_MAX, M.amountInvalid),
  reason: z.string({ error: M.reasonInvalid }).trim().min(MEMBER_REASON_MIN, M.reasonInvalid).max(MEMBER_REASON_MAX, M.reasonInvalid),
  request_id: z.uuid({ error: M.requestIdInvalid }),
});
export type MemberPointsRequest = z.infer<typeof memberPointsBody>;

/** A member at a glance, for the operator deciding on their request. */
export const memberSummaryAnswer = object({
  id: str,
  username: str,
  nickname: str,
  points: num,
  disabled: bool,
  created_at: iso,
  withdrawals: object({
    progress: object({ count: num, points: num }),
    /** Held by a risk rule (Risco). */
    review: object({ count: num, points: num }),
    success: object({ count: num, points: num }),
    failed: object({ count: num, points: num }),
  }),
  feedback: num,
  /** Accounts linked to this one (shared device, Pix key, CPF, phone or e-mail) and what it shares: "aparelho (3 contas)". */
  linked: object({ count: num, shares: str }),
  risk_score: num,
});
export type MemberSummary = z.output<typeof memberSummaryAnswer>;

/** One row of the search. */
export const memberListItemAnswer = object({
  id: str,
  username: str,
  nickname: str,
  phone: str,
  email: str,
  points: num,
  disabled: bool,
  created_at: iso,
});
export type MemberListItem = z.output<typeof memberListItemAnswer>;

const memberProfile = object({
  username: str,
  nickname: str,
  phone: str,
  email: str,
  real_name: str.nullable(),
  birth_date: str.nullable(),
  created_at: iso,
  disabled: bool,
  channel: str.nullable(),
  last_ip: str.nullable(),
});

export const memberLedgerEntryAnswer = object({
  id: num,
  amount: num,
  source: z.enum(POINT_SOURCES),
  reason: str,
  reference: str.nullable(),
  balance_after: num,
  created_at: iso,
});
export type MemberLedgerEntry = z.output<typeof memberLedgerEntryAnswer>;

/** The withdrawal password's state: whether one is set, wrong tries, and the lock's end if locked now. */
export const memberWithdrawalLockAnswer = object({ has_password: bool, failed_tries: num, lock_level: num, locked_until: iso.nullable() });
export type MemberWithdrawalLock = z.output<typeof memberWithdrawalLockAnswer>;

export const memberDetailAnswer = object({
  summary: memberSummaryAnswer,
  profile: memberProfile,
  withdrawal_lock: memberWithdrawalLockAnswer,
  draws: z.array(
    object({ id: num, game: z.enum(GAMES), prize_kind: z.enum(PRIZE_KINDS), prize_label: str, prize_points: num, status: z.enum(DRAW_STATUSES), created_at: iso }),
  ),
  withdrawals: z.array(
    object({
      id: num, type_name: str, amount: num, unit: str, points: num, status: z.enum(WITHDRAWAL_STATUSES), remark: str.nullable(), created_at: iso,
      decided_at: iso.nullable(),
    }),
  ),
  invites: object({ count: num, latest: z.array(object({ id: str, username: str, nickname: str, created_at: iso })) }),
  sessions: z.array(object({ id: num, created_at: iso, last_seen_at: iso })),
  devices: z.array(object({ id: num, channel: str.nullable(), installed: bool, first_seen_at: iso, last_seen_at: iso })),
});
export type MemberDetail = z.output<typeof memberDetailAnswer>;
export type MemberProfile = MemberDetail['profile'];
export type MemberDraw = MemberDetail['draws'][number];
export type MemberWithdrawal = MemberDetail['withdrawals'][number];
export type MemberInvited = MemberDetail['invites']['latest'][number];
export type MemberSession = MemberDetail['sessions'][number];
export type MemberDevice = MemberDetail['devices'][number];

export const memberSearchAnswer = pageOf(memberListItemAnswer);
export const memberLedgerAnswer = pageOf(memberLedgerEntryAnswer);
export const memberStatusAnswer = object({ disabled: bool });

export const memberPointsAnswer = object({ applied: bool, balance: num, entry_id: num });
export type MemberPointsResult = z.output<typeof memberPointsAnswer>;
