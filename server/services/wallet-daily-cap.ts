/**
 * The cap on withdrawal requests per member per São Paulo day (site configuration, 0 = none). Every
 * request of the day counts, whatever the operator decided: the cap bounds the requests, not the
 * points. Checked inside the withdrawal's transaction after the ledger locked the member's balance,
 * so two requests at once cannot both slip under it.
 */
import { DAILY_CAP_CONFIG, DAILY_CAP_DEFAULT } from '../../src/domain/contract/ops-wallet-rules.ts';
import { WALLET_MEMBER_MESSAGES } from '../../src/domain/wallet-rules.pt.ts';
import type { Executor } from '../db/client.ts';
import { countWithdrawalsSince } from '../repositories/ops-wallet-rules.ts';
import * as wallet from '../repositories/wallet.ts';
import { rewardDay, startOfRewardDay } from './calendar.ts';
import { refused } from './refusal.ts';

export async function dailyCap(db: Executor): Promise<number> {
  return (await wallet.configNumber(db, DAILY_CAP_CONFIG)) ?? DAILY_CAP_DEFAULT;
}

/** Throws the member's refusal when `userId` already made the day's allowed requests. */
export async function checkDailyCap(tx: Executor, userId: number, now: Date): Promise<void> {
  const cap = await dailyCap(tx);
  if (cap <= 0) return;
  const made = await countWithdrawalsSince(tx, userId, startOfRewardDay(rewardDay(now)));
  if (made >= cap) throw refused(WALLET_MEMBER_MESSAGES.dailyCapReached.replace('{{cap}}', String(cap)));
}
