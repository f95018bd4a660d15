/** What the withdrawal form checks before asking for the password (the server checks it all again). */
import type { ConversionType } from '../../domain/contract/wallet.ts';
import { amountProblem } from '../../domain/contract/wallet-values.ts';
import { RULE_MESSAGES } from '../../domain/messages.pt.ts';

export interface WithdrawDraft {
  type: ConversionType | undefined;
  amount: string;
}

/** Field → Portuguese message; empty when the draft can go on to the password. */
export function draftErrors(draft: WithdrawDraft): Partial<Record<'type_id' | 'amount', string>> {
  if (!draft.type) return { type_id: RULE_MESSAGES.conversionTypeRequired };
  const amount = Number(draft.amount);
  if (!/^\d+$/.test(draft.amount.trim()) || amount <= 0) return { amount: RULE_MESSAGES.amountInvalid };
  const problem = amountProblem(draft.type, amount, RULE_MESSAGES);
  return problem ? { amount: problem } : {};
}

/** Points a withdrawal of `amount` units costs with this type, or null while the amount is not a whole number. */
export function pointsFor(type: ConversionType | undefined, amount: string): number | null {
  if (!type || !/^\d+$/.test(amount.trim())) return null;
  return Number(amount) * type.rate;
}
