/** What an operator wants to know about a member before deciding: balance, account age, past withdrawals. */
import type { MemberSummary } from '../../src/domain/contract/ops-members.ts';
import { SERVER_MESSAGES } from '../../src/domain/messages.pt.ts';
import type { AppContext } from '../context.ts';
import { refused } from './refusal.ts';
import * as repo from '../repositories/member-summary.ts';
import { scoresOf } from '../repositories/risk.ts';
import { linksOf } from './risk-links.ts';

export async function memberSummary(ctx: AppContext, id: number): Promise<MemberSummary> {
  const member = await repo.memberRow(ctx.db, id);
  if (!member) throw refused(SERVER_MESSAGES.accountNotFound);
  const [totals, feedback, links, scores] = await Promise.all([
    repo.withdrawalTotals(ctx.db, id), repo.feedbackCount(ctx.db, id), linksOf(ctx.db, id), scoresOf(ctx.db, [id]),
  ]);
  const withdrawals = { progress: { count: 0, points: 0 }, review: { count: 0, points: 0 }, success: { count: 0, points: 0 }, failed: { count: 0, points: 0 } };
  for (const row of totals) withdrawals[row.status] = { count: row.count, points: Number(row.points) };
  return {
    id: String(member.id), username: member.username, nickname: member.nickname, points: member.points, disabled: member.disabled,
    created_at: member.createdAt.toISOString(), withdrawals, feedback,
    linked: { count: links.count, shares: links.shares }, risk_score: scores.get(id)?.score ?? 0,
  };
}
