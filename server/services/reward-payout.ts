/**
 * How a share's or task's points are paid (reviewed by an operator, or completed by a server
 * event): spendable at once, or pending points (pending-points.ts) when
 * - the member is linked to other accounts (same device, Pix key, CPF, phone or e-mail): they wait
 *   LINKED_RELEASE_HOURS_CONFIG hours, in Risco's "Pendentes" for a reviewer to release or
 *   reverse, then come by themselves (a family sharing a phone loses nothing);
 * - or the month's allowance has no room (reward-allowance.ts): they come when the next month begins.
 * The member reads the same neutral "pendentes" either way; the reason is the reviewers'.
 */
import { LINKED_RELEASE_HOURS_CONFIG, LINKED_RELEASE_HOURS_DEFAULT } from '../../src/domain/contract/risk-values.ts';
import type { PointSource } from '../../src/domain/contract/rewards.ts';
import type { Transaction } from '../db/client.ts';
import { insertPending } from '../repositories/pending-points.ts';
import { configOrDefault } from '../repositories/wallet.ts';
import { creditPoints, lockMember } from './ledger.ts';
import { nextRewardMonthStart, takeAllowance } from './reward-allowance.ts';
import { linkedAccounts } from './risk-links.ts';

const HOUR_MS = 60 * 60 * 1000;

export interface Reward {
  userId: number;
  amount: number;
  source: PointSource;
  /** The ledger key, unique per member: the credit, now or at the release, happens once. */
  key: string;
  reference: string;
  reason: string;
  now: Date;
}

/** `entryId`: the ledger entry when credited now; null when the points wait as pending. */
export async function payReward(tx: Transaction, reward: Reward): Promise<{ entryId: number | null }> {
  // The balance's lock first, as every crediting transaction takes it: the month's counter and the
  // pending row are then written by one transaction of this member at a time.
  await lockMember(tx, reward.userId);
  const releaseAfter = await pendingUntil(tx, reward);
  if (releaseAfter) {
    await insertPending(tx, {
      userId: reward.userId, amount: reward.amount, source: reward.source, ledgerKey: reward.key, reference: reward.reference,
      reason: reward.reason, waitsFor: null, releaseAfter, createdAt: reward.now,
    });
    return { entryId: null };
  }
  const credit = await creditPoints(tx, {
    userId: reward.userId, amount: reward.amount, source: reward.source, key: reward.key, reference: reward.reference, reason: reward.reason, now: reward.now,
  });
  return { entryId: credit.entry.id };
}

/** When the reward may come, or null for now (the allowance then counts it). */
async function pendingUntil(tx: Transaction, reward: Reward): Promise<Date | null> {
  if ((await linkedAccounts(tx, reward.userId)).length > 0) {
    return new Date(reward.now.getTime() + (await configOrDefault(tx, LINKED_RELEASE_HOURS_CONFIG, LINKED_RELEASE_HOURS_DEFAULT)) * HOUR_MS);
  }
  return (await takeAllowance(tx, reward.userId, reward.amount, reward.now)) ? null : nextRewardMonthStart(reward.now);
}
