/**
 * The 6-digit withdrawal password: set once, changed with the current one. Five wrong tries lock
 * it; each lock lasts twice the one before (15 min, 30 min, 1 h … at most 24 h). A change starts
 * the cooling-off period during which withdrawals wait (site configuration, seeded at 24 h).
 * Wrong tries are committed in their own transaction, so the refusal cannot roll them back.
 */
import {
  COOLING_OFF_CONFIG, COOLING_OFF_DEFAULT_HOURS, WITHDRAWAL_LOCK_FIRST_MINUTES, WITHDRAWAL_LOCK_MAX_MINUTES, WITHDRAWAL_PASSWORD_MAX_TRIES,
  type SetWithdrawalPasswordRequest, type UpdateWithdrawalPasswordRequest,
} from '../../src/domain/contract/wallet.ts';
import { SERVER_MESSAGES } from '../../src/domain/messages.pt.ts';
import type { AppContext } from '../context.ts';
import type { Executor } from '../db/client.ts';
import { refused } from './refusal.ts';
import type { Member } from './member.ts';
import * as wallet from '../repositories/wallet.ts';
import { hashPassword, verifyPassword } from '../security/passwords.ts';
import { formatWhen } from './calendar.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Minutes of the `level`-th lock (1-based). */
export function lockMinutes(level: number): number {
  return Math.min(WITHDRAWAL_LOCK_FIRST_MINUTES * 2 ** Math.max(0, level - 1), WITHDRAWAL_LOCK_MAX_MINUTES);
}

const lockedError = (until: Date) => refused(SERVER_MESSAGES.withdrawalPasswordLocked.replace('{{until}}', formatWhen(until)));

export async function coolingOffHours(db: Executor): Promise<number> {
  return (await wallet.configNumber(db, COOLING_OFF_CONFIG)) ?? COOLING_OFF_DEFAULT_HOURS;
}

/** When withdrawals open again after a password change; null when they are open. */
export async function coolingUntil(db: Executor, row: wallet.WalletRow, now: Date): Promise<Date | null> {
  if (!row.passwordChangedAt) return null;
  const until = new Date(row.passwordChangedAt.getTime() + (await coolingOffHours(db)) * HOUR);
  return until > now ? until : null;
}

export async function setWithdrawalPassword(ctx: AppContext, member: Member, input: SetWithdrawalPasswordRequest): Promise<void> {
  const hash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    const row = await wallet.walletRow(tx, member.user.id, true);
    if (row.passwordHash) throw refused(SERVER_MESSAGES.withdrawalPasswordExists);
    await wallet.updateWallet(tx, member.user.id, { passwordHash: hash, failedTries: 0, updatedAt: ctx.now() });
  });
}

/**
 * Checks the withdrawal password, counting wrong tries; throws the Portuguese refusal (missing,
 * locked until …, wrong with tries left). Resolves when it is right.
 */
export async function checkWithdrawalPassword(ctx: Pick<AppContext, 'db' | 'now'>, userId: number, password: string): Promise<void> {
  const now = ctx.now();
  const refusal = await ctx.db.transaction(async (tx) => {
    const row = await wallet.walletRow(tx, userId, true);
    if (!row.passwordHash) return refused(SERVER_MESSAGES.withdrawalPasswordMissing);
    if (row.lockedUntil && row.lockedUntil > now) return lockedError(row.lockedUntil);
    if (await verifyPassword(password, row.passwordHash)) {
      if (row.failedTries > 0 || row.lockLevel > 0) await wallet.updateWallet(tx, userId, { failedTries: 0, lockLevel: 0, lockedUntil: null });
      return null;
    }
    const tries = row.failedTries + 1;
    if (tries >= WITHDRAWAL_PASSWORD_MAX_TRIES) {
      const level = row.lockLevel + 1;
      const until = new Date(now.getTime() + lockMinutes(level) * MINUTE);
      await wallet.updateWallet(tx, userId, { failedTries: 0, lockLevel: level, lockedUntil: until });
      return lockedError(until);
    }
    await wallet.updateWallet(tx, userId, { failedTries: tries });
    return refused(SERVER_MESSAGES.withdrawalPasswordWrong.replace('{{left}}', String(WITHDRAWAL_PASSWORD_MAX_TRIES - tries)));
  });
  if (refusal) throw refusal;
}

export async function updateWithdrawalPassword(ctx: AppContext, member: Member, input: UpdateWithdrawalPasswordRequest): Promise<void> {
  await checkWithdrawalPassword(ctx, member.user.id, input.old_password);
  if (input.old_password === input.password) throw refused(SERVER_MESSAGES.withdrawalPasswordSame);
  const hash = await hashPassword(input.password);
  const now = ctx.now();
  await wallet.updateWallet(ctx.db, member.user.id, { passwordHash: hash, passwordChangedAt: now, updatedAt: now });
}
