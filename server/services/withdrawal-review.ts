/**
 * The operator decides a withdrawal in progress: approve (the reserved points are spent) or reject
 * (they come back as a new ledger credit). Either way the member gets a station message, in the
 * same transaction as the decision, which is the caller's (the one of its audit entry,
 * services/review-console.ts).
 */
import type { Withdrawal, WithdrawalStatus } from '../../src/domain/contract/wallet.ts';
import { SERVER_MESSAGES } from '../../src/domain/messages.pt.ts';
import type { AppContext } from '../context.ts';
import type { Transaction } from '../db/client.ts';
import { refused } from './refusal.ts';
import * as wallet from '../repositories/wallet.ts';
import { creditPoints } from './ledger.ts';
import { notifyMember } from './messages.ts';
import { holdsOfWithdrawals } from '../repositories/risk.ts';
import { linksOf } from './risk-links.ts';
import { money, toWithdrawal } from './wallet-views.ts';

export interface Decision {
  id: number;
  approve: boolean;
  remark: string;
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '').trim();
}

/** `from`: a withdrawal in the payout queue, or one held by a risk rule (refused from the console's Risco). */
export async function decideWithdrawal(ctx: Pick<AppContext, 'now'>, decision: Decision, tx: Transaction, from: 'progress' | 'review' = 'progress'): Promise<Withdrawal> {
  const now = ctx.now();
  const row = await wallet.lockWithdrawalInProgress(tx, decision.id, from);
  if (!row) throw refused((await wallet.withdrawalExists(tx, decision.id)) ? SERVER_MESSAGES.withdrawalNotInProgress : SERVER_MESSAGES.recordNotFound);
  const values = { amount: money(row.unit, row.amount), type: row.typeName, points: row.points.toLocaleString('pt-BR'), remark: decision.remark };
  let refundEntryId: number | null = null;
  if (!decision.approve) {
    const refund = await creditPoints(tx, {
      userId: row.userId, amount: row.points, source: 'other', key: `withdraw-refund:${row.id}`, reference: `withdrawal:${row.id}`, now,
      reason: fill(SERVER_MESSAGES.withdrawalRefundReason, values),
    });
    refundEntryId = refund.entry.id;
  }
  const closed = await wallet.closeWithdrawal(tx, row.id, {
    status: decision.approve ? 'success' : 'failed', remark: decision.remark || null, decidedAt: now, refundEntryId,
  }, from);
  if (!closed) throw refused(SERVER_MESSAGES.withdrawalNotInProgress);
  await notifyMember(tx, row.userId, {
    title: decision.approve ? SERVER_MESSAGES.withdrawalApprovedTitle : SERVER_MESSAGES.withdrawalRejectedTitle,
    body: fill(decision.approve ? SERVER_MESSAGES.withdrawalApprovedBody : SERVER_MESSAGES.withdrawalRejectedBody, values),
  }, now, 'withdrawal');
  return toWithdrawal(closed);
}

/** Each item says how many accounts are linked to its member and what they share; a held one, why the rules held it (reviewers only). */
export async function withdrawalQueue(ctx: AppContext, status: WithdrawalStatus, limit: number) {
  const rows = await wallet.listWithdrawalsByStatus(ctx.db, status, limit);
  const holds = new Map((await holdsOfWithdrawals(ctx.db, rows.map((r) => r.withdrawal.id))).map((h) => [h.withdrawalId, h]));
  return Promise.all(rows.map(async (r) => {
    const links = await linksOf(ctx.db, r.withdrawal.userId);
    const hold = holds.get(r.withdrawal.id);
    return {
      ...toWithdrawal(r.withdrawal), member_id: String(r.withdrawal.userId), username: r.username,
      contas_ligadas: links.count === 0 ? 'nenhuma' : `${links.count} contas ligadas: ${links.shares}`,
      ...(hold ? { retencao: (hold.reasons as { reason: string }[]).map((x) => x.reason).join('; '), hold_id: hold.id } : {}),
    };
  }));
}
