/** The member's points history (pages/personal/prizeRecord) and one entry (prizeDetail). */
import type { HistoryRange, PointsDetail, PointsHistoryQuery, PointsHistoryResponse } from '../../src/domain/contract/rewards.ts';
import { SERVER_MESSAGES } from '../../src/domain/messages.pt.ts';
import type { AppContext } from '../context.ts';
import { refused } from './refusal.ts';
import type { Member } from './member.ts';
import * as ledger from '../repositories/ledger.ts';
import { findDrawByLedgerEntry } from '../repositories/rewards.ts';
import { currentPoints } from '../repositories/users.ts';
import { addDays, rewardDay, startOfRewardDay } from './calendar.ts';
import { pageOf, pageWindow, toPointsEntry } from './reward-views.ts';
import { pendingEntries } from './pending-points.ts';

const RANGE_DAYS: Record<Exclude<HistoryRange, 'all' | 'yesterday'>, number> = { today: 1, '7d': 7, '15d': 15, '30d': 30 };

/** São Paulo calendar days: 'today' from midnight, '7d' = today and the 6 days before, 'yesterday' alone. */
export function rangeBounds(range: HistoryRange, now: Date): { from?: Date; until?: Date } {
  if (range === 'all') return {};
  const today = rewardDay(now);
  if (range === 'yesterday') return { from: startOfRewardDay(addDays(today, -1)), until: startOfRewardDay(today) };
  return { from: startOfRewardDay(addDays(today, 1 - RANGE_DAYS[range])) };
}

export async function pointsHistory(ctx: AppContext, member: Member, input: PointsHistoryQuery): Promise<PointsHistoryResponse> {
  const rows = await ledger.listLedgerEntries(ctx.db, {
    userId: member.user.id,
    ...rangeBounds(input.range, ctx.now()),
    ...(input.source ? { source: input.source } : {}),
    ...pageWindow(input.page, input.page_size),
  });
  return {
    ...pageOf(rows.map(toPointsEntry), input.page, input.page_size),
    balance: await currentPoints(ctx.db, member.user.id),
    pending: await pendingEntries(ctx, member.user.id),
  };
}

export async function pointsDetail(ctx: AppContext, member: Member, id: number): Promise<PointsDetail> {
  const entry = await ledger.findLedgerEntry(ctx.db, member.user.id, id);
  if (!entry) throw refused(SERVER_MESSAGES.recordNotFound);
  const draw = entry.reference?.startsWith('draw:') ? await findDrawByLedgerEntry(ctx.db, member.user.id, entry.id) : undefined;
  return { ...toPointsEntry(entry), draw_id: draw?.id ?? null };
}
