/** Wallet values without zod (the records page's filters import these). */

/** in progress → success (points spent) or failed (points returned). */
export const WITHDRAWAL_STATUSES = ['progress', 'success', 'failed'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** Wrong withdrawal-password tries before a lock; each lock lasts twice the one before. */
export const WITHDRAWAL_PASSWORD_MAX_TRIES = 5;
export const WITHDRAWAL_LOCK_FIRST_MINUTES = 15;
export const WITHDRAWAL_LOCK_MAX_MINUTES = 24 * 60;
/** Site configuration entry: hours a member waits to withdraw after changing the password. */
export const COOLING_OFF_CONFIG = 'withdraw.cooling_off_hours';
export const COOLING_OFF_DEFAULT_HOURS = 24;
