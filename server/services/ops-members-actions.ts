/**
 * What an operator does to a member from the "Membros" page, each in one transaction with its
 * audit entry (the operator's name): disable or enable, credit or debit points with a reason,
 * clear the withdrawal password's lock.
 */
import type { MemberPointsRequest, MemberPointsResult, MemberWithdrawalLock } from '../../src/domain/contract/ops-members.ts';
import { OPS_MEMBER_MESSAGES as M } from '../../src/domain/ops-members.pt.ts';
import type { AppContext } from '../context.ts';
import { revokeUserSessions } from '../repositories/sessions.ts';
import { updateUser } from '../repositories/users.ts';
import { updateWallet } from '../repositories/wallet.ts';
import { forgetUserSessions } from '../security/session-cache.ts';
import { recordDecision } from './audit.ts';
import { creditPoints, debitPoints } from './ledger.ts';
import { notifyMember } from './messages.ts';
import { requireMemberRow, withdrawalLock } from './ops-members.ts';
import type { Actor } from './operators.ts';

const target = (id: number) => `user:${id}`;

/** Disabling ends every session of the member: their next call answers 402 and a new login is refused. */
export async function setMemberDisabled(ctx: AppContext, actor: Actor, id: number, disabled: boolean): Promise<{ disabled: boolean }> {
  await requireMemberRow(ctx, id);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await updateUser(tx, id, { disabled });
    if (disabled) await revokeUserSessions(tx, id, now);
    await recordDecision(ctx, actor, { action: disabled ? 'member.disable' : 'member.enable', target: target(id) }, tx);
  });
  // Once more after the commit: a hot call that read the still-live session during the
  // transaction may have put it back in this process's cache.
  forgetUserSessions(id);
  return { disabled };
}

/**
 * One ledger entry (source 'other') keyed by the console's request id: a double click or a retry
 * finds the first entry and writes nothing. A credit tells the member why in a station message.
 */
export async function changeMemberPoints(ctx: AppContext, actor: Actor, id: number, input: MemberPointsRequest): Promise<MemberPointsResult> {
  await requireMemberRow(ctx, id);
  const now = ctx.now();
  const credit = input.direction === 'credit';
  const change = { userId: id, amount: input.amount, source: 'other' as const, reason: input.reason, key: `ops-member:${input.request_id}`, now };
  const result = await ctx.db.transaction(async (tx) => {
    const applied = credit ? await creditPoints(tx, change) : await debitPoints(tx, change);
    if (!applied.applied) return applied;
    await recordDecision(ctx, actor, {
      action: credit ? 'points.credit' : 'points.debit', target: target(id),
      detail: { amount: input.amount, reason: input.reason, request_id: input.request_id },
    }, tx);
    if (credit) {
      const body = M.creditBody.replace('{{points}}', input.amount.toLocaleString('pt-BR')).replace('{{reason}}', input.reason);
      await notifyMember(tx, id, { title: M.creditTitle, body }, now);
    }
    return applied;
  });
  return { applied: result.applied, balance: result.balance, entry_id: result.entry.id };
}

/** Wrong tries and lock back to none: the member may try the password again at once. */
export async function clearWithdrawalLock(ctx: AppContext, actor: Actor, id: number): Promise<MemberWithdrawalLock> {
  await requireMemberRow(ctx, id);
  const before = await withdrawalLock(ctx, id);
  await ctx.db.transaction(async (tx) => {
    await updateWallet(tx, id, { failedTries: 0, lockLevel: 0, lockedUntil: null });
    await recordDecision(ctx, actor, {
      action: 'member.withdrawal-lock.clear', target: target(id), detail: { locked_until: before.locked_until, failed_tries: before.failed_tries },
    }, tx);
  });
  return withdrawalLock(ctx, id);
}
