/**
 * Per-account login throttling. Five wrong passwords lock the account's login; each
 * lock lasts twice the one before (1 min, 2, 4 … at most 1 h) and a right password resets it.
 * While locked even the right password is refused, without being checked, so guessing gains
 * nothing. The first lock of a series tells the member by station message. Per-IP limits still
 * apply; this one holds however many addresses a guesser uses.
 */
import { SERVER_MESSAGES } from '../../src/domain/messages.pt.ts';
import type { AppContext } from '../context.ts';
import { refused } from './refusal.ts';
import { lockLoginThrottle, updateLoginThrottle } from '../repositories/login-throttles.ts';
import { formatWhen } from './calendar.ts';
import { notifyMember } from './messages.ts';

export const LOGIN_MAX_TRIES = 5;
export const LOGIN_LOCK_FIRST_MINUTES = 1;
export const LOGIN_LOCK_MAX_MINUTES = 60;
const MINUTE = 60_000;

export function loginLockMinutes(level: number): number {
  return Math.min(LOGIN_LOCK_FIRST_MINUTES * 2 ** Math.max(0, level - 1), LOGIN_LOCK_MAX_MINUTES);
}

const lockedError = (until: Date) => refused(SERVER_MESSAGES.loginLocked.replace('{{until}}', formatWhen(until)));

/**
 * Checks the password under the account's throttle row; wrong tries are committed before the
 * refusal is thrown. Resolves when the password is right and the account is not locked.
 */
export async function checkLoginPassword(ctx: AppContext, userId: number, isRight: () => Promise<boolean>): Promise<void> {
  const now = ctx.now();
  const refusal = await ctx.db.transaction(async (tx) => {
    const row = await lockLoginThrottle(tx, userId);
    if (row.lockedUntil && row.lockedUntil > now) return lockedError(row.lockedUntil);
    if (await isRight()) {
      if (row.failedTries > 0 || row.lockLevel > 0) await updateLoginThrottle(tx, userId, { failedTries: 0, lockLevel: 0, lockedUntil: null });
      return null;
    }
    const tries = row.failedTries + 1;
    if (tries < LOGIN_MAX_TRIES) {
      await updateLoginThrottle(tx, userId, { failedTries: tries });
      return refused(SERVER_MESSAGES.wrongCredentials);
    }
    const level = row.lockLevel + 1;
    const until = new Date(now.getTime() + loginLockMinutes(level) * MINUTE);
    await updateLoginThrottle(tx, userId, { failedTries: 0, lockLevel: level, lockedUntil: until });
    if (level === 1) {
      const body = SERVER_MESSAGES.loginLockedNoticeBody.replace('{{until}}', formatWhen(until));
      await notifyMember(tx, userId, { title: SERVER_MESSAGES.loginLockedNoticeTitle, body }, now);
    }
    return lockedError(until);
  });
  if (refusal) throw refusal;
}
