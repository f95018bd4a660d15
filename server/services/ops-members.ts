/**
 * The console's "Membros": find a member by username, e-mail or phone, and everything an
 * operator needs on one page. The summary is the review queues' (member-summary.ts); the ledger
 * and withdrawals are read through the member's own repositories.
 */
import type {
  MemberDetail, MemberLedgerEntry, MemberListItem, MemberProfile, MemberWithdrawal, MemberWithdrawalLock,
} from '../../src/domain/contract/ops-members.ts';
import type { Page } from '../../src/domain/contract/rewards.ts';
import { PHONE_MAX_DIGITS } from '../../src/domain/constants.ts';
import { SERVER_MESSAGES } from '../../src/domain/messages.pt.ts';
import type { AppContext } from '../context.ts';
import { listLedgerEntries } from '../repositories/ledger.ts';
import * as repo from '../repositories/ops-members.ts';
import { findUserById, type UserRow } from '../repositories/users.ts';
import { listMemberWithdrawals, type WithdrawalRow } from '../repositories/wallet.ts';
import { memberSummary } from './member-summary.ts';
import { refused } from './refusal.ts';
import { pageOf, pageWindow } from './reward-views.ts';

/** Fewer digits than this match too many phones to be a search. */
const PHONE_SEARCH_MIN_DIGITS = 4;
const BRAZIL_CODE = '55';
/** How many of the latest draws, withdrawals, invited friends, sessions and devices the page shows. */
const LATEST = 20;

/** The digits to look for among phones, when the text is written like a phone (digits, spaces, + ( ) . -). */
export function phoneDigitsOf(text: string): string[] {
  if (!/^[\d\s()+.-]+$/.test(text)) return [];
  const digits = text.replace(/\D/g, '');
  if (digits.length < PHONE_SEARCH_MIN_DIGITS) return [];
  // Typed with the country code (+55 11 9…): the stored number is the national one.
  return digits.length > PHONE_MAX_DIGITS && digits.startsWith(BRAZIL_CODE) ? [digits, digits.slice(BRAZIL_CODE.length)] : [digits];
}

export async function searchMembers(ctx: AppContext, query: { q: string; page: number; page_size: number }): Promise<Page<MemberListItem>> {
  const rows = await repo.searchMembers(ctx.db, { text: query.q, phoneDigits: phoneDigitsOf(query.q), ...pageWindow(query.page, query.page_size) });
  const items = rows.map((row) => ({
    id: String(row.id), username: row.username, nickname: row.nickname, phone: row.phone, email: row.email,
    points: row.points, disabled: row.disabled, created_at: row.createdAt.toISOString(),
  }));
  return pageOf(items, query.page, query.page_size);
}

export async function requireMemberRow(ctx: AppContext, id: number): Promise<UserRow> {
  const user = await findUserById(ctx.db, id);
  if (!user) throw refused(SERVER_MESSAGES.accountNotFound);
  return user;
}

function toProfile(user: UserRow): MemberProfile {
  return {
    username: user.username, nickname: user.nickname, phone: user.phone, email: user.email, real_name: user.realName,
    birth_date: user.birthDate, created_at: user.createdAt.toISOString(), disabled: user.disabled, channel: user.channelFrom, last_ip: user.lastIp,
  };
}

function toWithdrawal(row: WithdrawalRow): MemberWithdrawal {
  return {
    id: row.id, type_name: row.typeName, amount: row.amount, unit: row.unit, points: row.points, status: row.status, remark: row.remark,
    created_at: row.createdAt.toISOString(), decided_at: row.decidedAt?.toISOString() ?? null,
  };
}

export async function withdrawalLock(ctx: AppContext, userId: number): Promise<MemberWithdrawalLock> {
  const row = await repo.withdrawalLockState(ctx.db, userId);
  const locked = row?.lockedUntil && row.lockedUntil > ctx.now() ? row.lockedUntil : null;
  return { has_password: Boolean(row?.passwordHash), failed_tries: row?.failedTries ?? 0, lock_level: row?.lockLevel ?? 0, locked_until: locked?.toISOString() ?? null };
}

export async function memberDetail(ctx: AppContext, id: number): Promise<MemberDetail> {
  const user = await requireMemberRow(ctx, id);
  const [summary, lock, draws, withdrawals, invitedCount, invited, sessions, devices] = await Promise.all([
    memberSummary(ctx, id),
    withdrawalLock(ctx, id),
    repo.latestDraws(ctx.db, id, LATEST),
    listMemberWithdrawals(ctx.db, { userId: id, limit: LATEST, offset: 0 }),
    repo.invitedCount(ctx.db, id),
    repo.latestInvited(ctx.db, id, LATEST),
    repo.liveSessions(ctx.db, id, LATEST),
    repo.deviceReports(ctx.db, id, LATEST),
  ]);
  return {
    summary,
    profile: toProfile(user),
    withdrawal_lock: lock,
    draws: draws.map((d) => ({
      id: d.id, game: d.game, prize_kind: d.prizeKind, prize_label: d.prizeLabel, prize_points: d.prizePoints, status: d.status, created_at: d.createdAt.toISOString(),
    })),
    withdrawals: withdrawals.map(toWithdrawal),
    invites: {
      count: invitedCount,
      latest: invited.map((f) => ({ id: String(f.id), username: f.username, nickname: f.nickname, created_at: f.createdAt.toISOString() })),
    },
    sessions: sessions.map((s) => ({ id: s.id, created_at: s.createdAt.toISOString(), last_seen_at: s.lastSeenAt.toISOString() })),
    devices: devices.map((d) => ({
      id: d.id, channel: d.channel, installed: d.isPwa === 2, first_seen_at: d.firstSeenAt.toISOString(), last_seen_at: d.lastSeenAt.toISOString(),
    })),
  };
}

export async function memberLedger(ctx: AppContext, id: number, query: { page: number; page_size: number }): Promise<Page<MemberLedgerEntry>> {
  await requireMemberRow(ctx, id);
  const rows = await listLedgerEntries(ctx.db, { userId: id, ...pageWindow(query.page, query.page_size) });
  const entries = rows.map((row) => ({
    id: row.id, amount: row.amount, source: row.source, reason: row.reason, reference: row.reference, balance_after: row.balanceAfter,
    created_at: row.createdAt.toISOString(),
  }));
  return pageOf(entries, query.page, query.page_size);
}
