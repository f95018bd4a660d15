/**
 * Holds (docs/risk.md "Holds"): a withdrawal the rules held waits in `review` ("Em análise" to the
 * member, with no reason given) with its points still reserved, so nothing is lost either way:
 * released, it joins the payout queue (`progress`); refused, its points come back as a ledger
 * credit and the member is told, as any refused withdrawal. A reviewer decides, or the rule's
 * deadline does. The hold row is locked first: of a release and a refusal at once, one wins and
 * the other finds it closed (a Portuguese 400).
 */
import { SERVER_MESSAGES } from '../../src/domain/messages.pt.ts';
import { RISK_MESSAGES } from '../../src/domain/risk.pt.ts';
import type { AppContext } from '../context.ts';
import type { Transaction } from '../db/client.ts';
import * as repo from '../repositories/risk.ts';
import type { WithdrawalRow } from '../repositories/wallet.ts';
import { audited, recordDecision } from './audit.ts';
import { type Actor, SYSTEM_ACTOR } from './operators.ts';
import { Refusal, refused } from './refusal.ts';
import type { Verdict } from './risk-rules.ts';
import { decideWithdrawal } from './withdrawal-review.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
type Clock = Pick<AppContext, 'now'>;

export async function holdWithdrawal(tx: Transaction, withdrawal: WithdrawalRow, verdict: Verdict, now: Date): Promise<void> {
  const shares = verdict.shares ? [{ code: 'contas-ligadas', reason: `${verdict.linked} contas ligadas: ${verdict.shares}` }] : [];
  await repo.insertHold(tx, {
    withdrawalId: withdrawal.id, userId: withdrawal.userId, reasons: [...verdict.reasons, ...shares], score: verdict.score,
    expiresAt: new Date(now.getTime() + verdict.holdDays * DAY_MS), onExpiry: verdict.onExpiry, createdAt: now,
  });
}

export type HoldDecision = 'release' | 'refuse';

async function decideInTx(ctx: Clock, tx: Transaction, actor: Actor, holdId: number, decision: HoldDecision, remark: string) {
  const hold = await repo.lockOpenHold(tx, holdId);
  if (!hold) throw refused((await repo.holdExists(tx, holdId)) ? RISK_MESSAGES.holdDecided : SERVER_MESSAGES.recordNotFound);
  const now = ctx.now();
  if (decision === 'release') {
    if (!(await repo.releaseHeldWithdrawal(tx, hold.withdrawalId))) throw refused(RISK_MESSAGES.holdDecided);
  } else {
    await decideWithdrawal(ctx, { id: hold.withdrawalId, approve: false, remark: remark || RISK_MESSAGES.holdRefusedRemark }, tx, 'review');
  }
  await repo.closeHold(tx, hold.id, decision === 'release' ? 'released' : 'refused', actor.name, now);
  return { id: hold.id, withdrawal_id: hold.withdrawalId, status: decision === 'release' ? 'released' as const : 'refused' as const };
}

/** A reviewer's decision on one hold, audited in its transaction. */
export async function decideHold(ctx: AppContext, actor: Actor, holdId: number, decision: HoldDecision, remark: string) {
  return audited(ctx, actor, (tx) => decideInTx(ctx, tx, actor, holdId, decision, remark), (result) => ({
    action: decision === 'release' ? 'risk.hold.release' : 'risk.hold.refuse', target: `withdrawal:${result.withdrawal_id}`, detail: { hold: holdId, remark },
  }));
}

/** Holds past their deadline, released or refused as their rule chose; run by housekeeping in every process (the row lock keeps it once). */
export async function expireHolds(ctx: Pick<AppContext, 'db' | 'now'>, batch = 200): Promise<number> {
  const due = await repo.expiredHolds(ctx.db, ctx.now(), batch);
  let decided = 0;
  for (const hold of due) {
    try {
      await ctx.db.transaction(async (tx) => {
        await decideInTx(ctx, tx, SYSTEM_ACTOR, hold.id, hold.onExpiry, '');
        await recordDecision(ctx, SYSTEM_ACTOR, { action: `risk.hold.expire.${hold.onExpiry}`, target: `withdrawal:${hold.withdrawalId}`, detail: { hold: hold.id } }, tx);
      });
      decided += 1;
    } catch (error) {
      // Another process or a reviewer got there first: nothing left to do for this one.
      if (!(error instanceof Refusal)) throw error;
    }
  }
  return decided;
}
