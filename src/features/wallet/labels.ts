import { WITHDRAWAL_STATUSES, type WithdrawalStatus } from '../../domain/contract/wallet-values.ts';
import { REWARD_LABELS } from '../../domain/messages.pt.ts';
import { wallet } from '../../lib/locales/pt/wallet.ts';

export const ALL = 'all' as const;

export const statusOptions = [
  { value: ALL, label: wallet.withdrawals.all },
  ...WITHDRAWAL_STATUSES.map((value) => ({ value, label: REWARD_LABELS.withdrawalStatus[value] })),
];

export function asWithdrawalStatus(value: string | undefined): WithdrawalStatus | undefined {
  return (WITHDRAWAL_STATUSES as readonly string[]).includes(value ?? '') ? (value as WithdrawalStatus) : undefined;
}
