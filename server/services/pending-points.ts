/**
 * Pending points (docs/risk.md "Pending points"): an invite's reward is earned when the friend
 * completes the profile, but spendable only after the friend's qualifying action, the first
 * draw, plus INVITE_RELEASE_HOURS_CONFIG hours; a share's or task's waits when its member is
 * linked or past the month's allowance (reward-payout.ts). Until then it is a pending_points
 * row, never part of the balance. Released once (the row's lock and `status = 'pending'`, then the ledger's
 * key `invite:<friend>`), or reversed when the inviter and the friend turned out linked in the
 * meantime (same device, Pix key, CPF, phone or e-mail), which a farm shows only at its cash-out.
 */
import { INVITE_RELEASE_HOURS_CONFIG, INVITE_RELEASE_HOURS_DEFAULT } from '../../src/domain/contract/risk-values.ts';
import type { PointSource } from '../../src/domain/contract/rewards.ts';
import { INVITE_LABELS, REWARD_LABELS } from '../../src/domain/messages.pt.ts';
import type { AppContext } from '../context.ts';
import { RISK_MESSAGES } from '../../src/domain/risk.pt.ts';
import { audited } from './audit.ts';
import type { Actor } from './operators.ts';
import type { Transaction } from '../db/client.ts';
import * as invites from '../repositories/invites.ts';
import * as repo from '../repositories/pending-points.ts';
import { usernamesOf } from '../repositories/users.ts';
import { configOrDefault } from '../repositories/wallet.ts';
import { maskWinnerName } from '../security/masking.ts';
import { formatWhen } from './calendar.ts';
import { grantInviteChances } from './chances.ts';
import { creditPoints, lockMember } from './ledger.ts';
import { countReward, nextRewardMonthStart, takeAllowance } from './reward-allowance.ts';
import { linkedAccounts } from './risk-links.ts';

const HOUR_MS = 60 * 60 * 1000;

const releaseHours = (ctx: Pick<AppContext, 'db'>) => configOrDefault(ctx.db, INVITE_RELEASE_HOURS_CONFIG, INVITE_RELEASE_HOURS_DEFAULT);

/** `decision`: a reviewer's; without one, the deadline's (reversed if the accounts are linked by now, else released). */
async function settle(ctx: Pick<AppContext, 'now'>, tx: Transaction, id: number, decision?: { release: boolean; note: string }): Promise<'released' | 'reversed' | 'postponed' | null> {
  const row = await repo.lockPending(tx, id);
  if (!row) return null;
  const now = ctx.now();
  const invite = row.reference?.startsWith('invite:') ? Number(row.reference.slice('invite:'.length)) : null;
  const reverse = decision ? !decision.release : row.waitsFor !== null && (await linkedAccounts(tx, row.userId)).includes(row.waitsFor);
  if (reverse) {
    await repo.closePending(tx, row.id, { status: 'reversed', note: decision?.note || 'contas ligadas', decidedAt: now, entryId: null });
    if (invite !== null) await invites.recordOutcome(tx, invite, { outcome: 'refused', refusal: 'linked', points: 0, chances: 0 });
    return 'reversed';
  }
  // The member's balance before the month's counter, in the order every crediting transaction takes them.
  await lockMember(tx, row.userId);
  // Counted against the month's allowance when they become spendable: a reviewer's release counts
  // them whatever it says; at the deadline, points that do not fit wait for the next month.
  if (decision) await countReward(tx, row.userId, row.amount, now);
  else if (!(await takeAllowance(tx, row.userId, row.amount, now))) {
    await repo.postponePending(tx, row.id, nextRewardMonthStart(now));
    return 'postponed';
  }
  const credit = await creditPoints(tx, {
    userId: row.userId, amount: row.amount, source: row.source as PointSource, key: row.ledgerKey, reference: row.reference, reason: row.reason, now,
  });
  const friend = row.waitsFor === null ? undefined : (await usernamesOf(tx, [row.waitsFor])).get(row.waitsFor);
  const chances = row.waitsFor === null || friend === undefined ? 0 : await grantInviteChances(tx, row.userId, { id: row.waitsFor, username: maskWinnerName(friend) }, now);
  await repo.closePending(tx, row.id, { status: 'released', note: null, decidedAt: now, entryId: credit.entry.id });
  if (invite !== null) await invites.recordOutcome(tx, invite, { outcome: 'rewarded', refusal: null, points: row.amount, chances });
  return 'released';
}

/**
 * Starts the delay of rows whose friend has drawn, then settles those due. Run by housekeeping
 * in every process: each row is settled under its lock, once.
 */
export async function releasePendingPoints(ctx: Pick<AppContext, 'db' | 'now'>, batch = 500): Promise<{ released: number; reversed: number; postponed: number }> {
  await repo.startDelays(ctx.db, (await releaseHours(ctx)) * HOUR_MS);
  const due = await repo.duePending(ctx.db, ctx.now(), batch);
  const done = { released: 0, reversed: 0, postponed: 0 };
  for (const id of due) {
    const outcome = await ctx.db.transaction((tx) => settle(ctx, tx, id));
    if (outcome) done[outcome] += 1;
  }
  return done;
}

/** The member's pending points as their history shows them, with when they may come. */
export async function pendingEntries(ctx: Pick<AppContext, 'db'>, userId: number) {
  const rows = await repo.pendingOf(ctx.db, userId);
  if (rows.length === 0) return [];
  const hint = INVITE_LABELS.pendingHint.replace('{{hours}}', String(await releaseHours(ctx)));
  return rows.map((row) => ({
    id: row.id, amount: row.amount, source_text: REWARD_LABELS.pointSource[row.source as PointSource] ?? row.source, reason: row.reason,
    hint: row.releaseAfter ? INVITE_LABELS.pendingAt.replace('{{when}}', formatWhen(row.releaseAfter)) : hint,
    created_at: row.createdAt.toISOString(),
  }));
}

export async function listPendingPoints(ctx: Pick<AppContext, 'db'>, userId: number | undefined) {
  return (await repo.listPending(ctx.db, userId, 200)).map(({ row, username }) => ({
    id: row.id, member_id: String(row.userId), username, amount: row.amount, source: row.source, reason: row.reason,
    waits_for: row.waitsFor === null ? null : String(row.waitsFor), release_after: row.releaseAfter?.toISOString() ?? null, created_at: row.createdAt.toISOString(),
  }));
}

/** A reviewer releases (now, whatever the wait) or reverses pending points, each row on its own and audited. */
export async function decidePending(ctx: AppContext, actor: Actor, input: { ids: number[]; decision: 'release' | 'reverse'; note: string }) {
  const results = [];
  for (const id of input.ids) {
    const outcome = await audited(ctx, actor, (tx) => settle(ctx, tx, id, { release: input.decision === 'release', note: input.note }),
      (done) => (done ? { action: `risk.pending.${done === 'released' ? 'release' : 'reverse'}`, target: `pending-points:${id}`, detail: { note: input.note } } : null));
    results.push(outcome ? { id, ok: true, msg: '' } : { id, ok: false, msg: RISK_MESSAGES.pendingDecided });
  }
  return results;
}
