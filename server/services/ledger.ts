/**
 * The points ledger: the only code that changes users.points. Every change is one entry, written
 * in the caller's transaction together with the balance, so for every member the sum of the
 * entries equals the balance, and the balance never goes below zero (guarded here and by the
 * users_points_not_negative CHECK).
 *
 * Each call carries a key unique per member (e.g. `draw:123`, `redeem:ABC`, `withdraw:9`): a
 * repeat with the same key changes nothing and returns the first entry (`applied: false`), also
 * when it runs in parallel with the first: it waits for the member's lock, then finds the entry.
 * Later work (redeem codes, envelope rain, withdrawals) reuses creditPoints/debitPoints.
 *
 * One exception, for the hottest paths: a draw's credit and a rain batch's credit are
 * written by the draw's or the batch's own statement from this ledger's CTEs
 * (repositories/ledger.ts `creditCtes`), the balance and its entry still together and
 * all-or-nothing with what they pay for. They skip the key lookup because their keys are new by
 * construction: `draw:<game>:<draw number>` is written only if the chance row still holds that
 * draw number, `envelopes:<period>:<key>` names an envelope key the same statement just recorded;
 * the unique (member, key) index stays the backstop.
 */
import type { PointSource } from '../../src/domain/contract/rewards.ts';
import { SERVER_MESSAGES } from '../../src/domain/messages.pt.ts';
import type { Transaction } from '../db/client.ts';
import { refused } from './refusal.ts';
import * as ledger from '../repositories/ledger.ts';
import { countCredit } from '../metrics/business.ts';

export interface PointsChange {
  userId: number;
  /** Positive whole number of points; debitPoints subtracts it. */
  amount: number;
  source: PointSource;
  /** Portuguese, shown in the history: 'Roda da Fortuna: 100 pontos'. */
  reason: string;
  /** What the change is about, e.g. `draw:123`. */
  reference?: string | null;
  /** Unique per member; a repeat is harmless. */
  key: string;
  now: Date;
}

export interface PointsResult {
  entry: ledger.LedgerEntryRow;
  /** The balance after this call (for a repeat: now, the first answer's unless other changes came since). */
  balance: number;
  /** false: the key had been used, nothing changed and `entry` is the first one. */
  applied: boolean;
}

async function applyChange(tx: Transaction, change: PointsChange, delta: number): Promise<PointsResult> {
  if (!Number.isSafeInteger(change.amount) || change.amount <= 0) throw new Error(`points amount must be a positive integer, got ${change.amount}`);
  if (!change.key) throw new Error('a ledger key is required');
  const points = await ledger.lockBalance(tx, change.userId);
  if (points === undefined) throw new Error(`user ${change.userId} not found`);
  // Lock first, then look for the key in a second statement: a repeat that waited for the lock
  // must see the first entry, committed during its wait (one statement saw none, wrote
  // again and hit the unique index, a 500).
  const first = await ledger.findEntryByKey(tx, change.userId, change.key);
  if (first) return { entry: first, balance: points, applied: false };
  // Under the lock the balance after is known here: refuse below zero before writing, then write
  // the balance and its entry in one statement (one round trip instead of two). The
  // update keeps its own guard and the CHECKs stay; any failure rolls the caller's transaction back.
  const after = points + delta;
  if (after < 0) throw refused(SERVER_MESSAGES.insufficientPoints);
  const { entry, balance } = await ledger.applyEntry(tx, {
    userId: change.userId,
    amount: delta,
    source: change.source,
    reason: change.reason,
    reference: change.reference ?? null,
    idempotencyKey: change.key,
    balanceAfter: after,
    createdAt: change.now,
  });
  if (balance !== after) throw new Error(`balance of user ${change.userId} changed under its lock`);
  if (delta > 0) countCredit(change.source, delta);
  return { entry, balance, applied: true };
}

/**
 * Locks the member's balance for the rest of the transaction and reads it; changes nothing. For a
 * caller that must decide from the member's other rows before crediting (the rain's cap, issue
 * 15): its later statements, and the credit, run after every other ledger change of this member.
 */
export async function lockMember(tx: Transaction, userId: number): Promise<number> {
  const points = await ledger.lockBalance(tx, userId);
  if (points === undefined) throw new Error(`user ${userId} not found`);
  return points;
}

/** Adds points. Must run inside the transaction that records why. */
export function creditPoints(tx: Transaction, change: PointsChange): Promise<PointsResult> {
  return applyChange(tx, change, change.amount);
}

/** Takes points; refuses with 400 'Saldo de pontos insuficiente' (the caller's transaction rolls back). */
export function debitPoints(tx: Transaction, change: PointsChange): Promise<PointsResult> {
  return applyChange(tx, change, -change.amount);
}
