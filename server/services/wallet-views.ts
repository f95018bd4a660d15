/** Wallet rows as the API answers them. */
import type { ConversionType, Withdrawal } from '../../src/domain/contract/wallet.ts';
import { REWARD_LABELS } from '../../src/domain/messages.pt.ts';
import type { ConversionTypeRow, WithdrawalRow } from '../repositories/wallet.ts';

export function toConversionType(row: ConversionTypeRow): ConversionType {
  return { id: row.id, name: row.name, platform: row.platform, rate: row.rate, min_amount: row.minAmount, max_amount: row.maxAmount, unit: row.unit };
}

export function toWithdrawal(row: WithdrawalRow): Withdrawal {
  return {
    id: row.id,
    amount: row.amount,
    unit: row.unit,
    points: row.points,
    type_name: row.typeName,
    platform: row.platform,
    account: row.account,
    status: row.status,
    status_text: REWARD_LABELS.withdrawalStatus[row.status],
    remark: row.remark,
    created_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
  };
}

export { formatMoney as money } from '../../src/domain/contract/wallet-values.ts';
