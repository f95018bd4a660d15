/**
 * Wallet calls: member account, withdrawal password, conversion types, withdrawals and
 * their records. All ours (the spec shows no wallet calls): docs/api.md "Wallet calls".
 */
import { z } from '../zod.ts';
import { RULE_MESSAGES as M } from '../messages.pt.ts';
import * as V from '../validation.ts';
import type { conversionType, walletInfoAnswer, withdrawalAnswer, withdrawAnswer } from './answers/wallet.ts';
import { clientKey, pagination, recordId, type Page } from './rewards.ts';
import { WITHDRAWAL_STATUSES } from './wallet-values.ts';

export * from './wallet-values.ts';

export type ConversionType = z.output<typeof conversionType>;

export type WalletInfo = z.output<typeof walletInfoAnswer>;

export const bindAccountRequest = z.object({ account: V.payoutAccount, phone_last4: V.phoneLast4 });
export type BindAccountRequest = z.infer<typeof bindAccountRequest>;

export const setWithdrawalPasswordRequest = V.withMatchingPasswords(
  z.object({ password: V.withdrawalPassword, confirm_password: z.string({ error: M.passwordMismatch }) }),
);
export type SetWithdrawalPasswordRequest = z.infer<typeof setWithdrawalPasswordRequest>;

export const updateWithdrawalPasswordRequest = V.withMatchingPasswords(
  z.object({
    old_password: z.string({ error: M.oldPasswordRequired }).min(1, M.oldPasswordRequired),
    password: V.withdrawalPassword,
    confirm_password: z.string({ error: M.passwordMismatch }),
  }),
);
export type UpdateWithdrawalPasswordRequest = z.infer<typeof updateWithdrawalPasswordRequest>;

/**
 * A withdrawal. `amount` is in the conversion type's unit (whole units); the server turns it into
 * points with the type's rate and checks its minimum and maximum. `request_key` is made once per
 * request (a retry sends it again and gets the first answer).
 */
export const withdrawRequest = z.object({
  type_id: z.number({ error: M.conversionTypeRequired }).int(M.conversionTypeRequired).positive(M.conversionTypeRequired),
  amount: z.number({ error: M.amountInvalid }).int(M.amountInvalid).positive(M.amountInvalid).max(1_000_000, M.amountInvalid),
  password: V.withdrawalPassword,
  request_key: clientKey,
});
export type WithdrawRequest = z.infer<typeof withdrawRequest>;

export type Withdrawal = z.output<typeof withdrawalAnswer>;

export type WithdrawResponse = z.output<typeof withdrawAnswer>;

export const withdrawalRecordsRequest = z.object({
  status: z.enum(WITHDRAWAL_STATUSES, { error: M.recordStatusInvalid }).optional(),
  ...pagination,
});
export type WithdrawalRecordsRequest = z.input<typeof withdrawalRecordsRequest>;
export type WithdrawalRecordsQuery = z.output<typeof withdrawalRecordsRequest>;

export const withdrawalIdRequest = z.object({ id: recordId });

export type WithdrawalPage = Page<Withdrawal>;
