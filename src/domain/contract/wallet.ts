/**
 * Wallet calls: member account, withdrawal password, conversion types, withdrawals and
 * their records. All ours (the spec shows no wallet calls): docs/api.md "Wallet calls".
 */
import { z } from '../zod.ts';
import { RULE_MESSAGES as M } from '../messages.pt.ts';
import * as V from '../validation.ts';
import { clientKey, pagination, recordId, type Page } from './rewards.ts';
import { WITHDRAWAL_STATUSES, type WithdrawalStatus } from './wallet-values.ts';

export * from './wallet-values.ts';

export interface ConversionType {
  id: number;
  name: string;
  platform: string;
  /** Points per unit of the amount (e.g. 100 points = R$ 1). */
  rate: number;
  min_amount: number;
  max_amount: number;
  /** e.g. 'R$' */
  unit: string;
}

export interface WalletInfo {
  points: number;
  /** The bound member account, or null. */
  account: string | null;
  /** Masked phone of the registration ('*******4321'): the member proves its last 4 digits. */
  phone_masked: string;
  has_password: boolean;
  /** ISO time until which the withdrawal password is locked after 5 wrong tries. */
  locked_until: string | null;
  /** ISO time until which withdrawals wait after a password change. */
  cooling_until: string | null;
  types: ConversionType[];
}

export const bindAccountRequest = z.object({ account: V.memberAccount.max(64, M.memberAccountFormat), phone_last4: V.phoneLast4 });
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

export interface Withdrawal {
  id: number;
  amount: number;
  unit: string;
  points: number;
  type_name: string;
  platform: string;
  account: string;
  status: WithdrawalStatus;
  status_text: string;
  remark: string | null;
  created_at: string;
  decided_at: string | null;
}

export interface WithdrawResponse extends Withdrawal {
  balance: number;
}

export const withdrawalRecordsRequest = z.object({
  status: z.enum(WITHDRAWAL_STATUSES, { error: M.recordStatusInvalid }).optional(),
  ...pagination,
});
export type WithdrawalRecordsRequest = z.input<typeof withdrawalRecordsRequest>;
export type WithdrawalRecordsQuery = z.output<typeof withdrawalRecordsRequest>;

export const withdrawalIdRequest = z.object({ id: recordId });

export type WithdrawalPage = Page<Withdrawal>;
