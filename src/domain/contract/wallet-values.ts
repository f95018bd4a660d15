/** Wallet values without zod (the records page's filters import these). */

/**
 * in progress → success (points spent) or failed (points returned). `review`: held by a risk rule
 * (docs/risk.md) until a reviewer or the rule's deadline releases it to `progress` or refuses it.
 */
export const WITHDRAWAL_STATUSES = ['progress', 'review', 'success', 'failed'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** Wrong withdrawal-password tries before a lock; each lock lasts twice the one before. */
export const WITHDRAWAL_PASSWORD_MAX_TRIES = 5;
export const WITHDRAWAL_LOCK_FIRST_MINUTES = 15;
export const WITHDRAWAL_LOCK_MAX_MINUTES = 24 * 60;
/** Site configuration entry: hours a member waits to withdraw after changing the password. */
export const COOLING_OFF_CONFIG = 'withdraw.cooling_off_hours';
export const COOLING_OFF_DEFAULT_HOURS = 24;

/** 'R$ 1.500': how an amount reads in messages and screens, on both sides. */
export function formatMoney(unit: string, amount: number): string {
  return `${unit} ${amount.toLocaleString('pt-BR')}`;
}

/** The Portuguese refusal for an amount outside a type's limits, or null (client and server say the same). */
export function amountProblem(type: { unit: string; min_amount: number; max_amount: number }, amount: number, messages: { amountMin: string; amountMax: string }): string | null {
  if (amount < type.min_amount) return messages.amountMin.replace('{{min}}', formatMoney(type.unit, type.min_amount));
  if (amount > type.max_amount) return messages.amountMax.replace('{{max}}', formatMoney(type.unit, type.max_amount));
  return null;
}
