/** Answers of the wallet calls (src/domain/contract/wallet.ts). */
import { z } from 'zod';
import { WITHDRAWAL_STATUSES } from '../wallet-values.ts';
import { bool, iso, num, object, page, str, named } from './common.ts';

export const conversionType = named('ConversionType', object({
  id: num,
  name: str,
  platform: str,
  /** Points per unit of the amount (e.g. 100 points = R$ 1). */
  rate: num,
  min_amount: num,
  max_amount: num,
  /** e.g. 'R$' */
  unit: str,
}));

export const walletInfoAnswer = named('WalletInfo', object({
  points: num,
  /** The bound member account, or null. */
  account: str.nullable(),
  /** Masked phone of the registration ('*******4321'): the member proves its last 4 digits. */
  phone_masked: str,
  has_password: bool,
  /** ISO time until which the withdrawal password is locked after 5 wrong tries. */
  locked_until: iso.nullable(),
  /** ISO time until which withdrawals wait after a password change. */
  cooling_until: iso.nullable(),
  types: z.array(conversionType),
}));

export const withdrawalAnswer = named('Withdrawal', object({
  id: num,
  amount: num,
  unit: str,
  points: num,
  type_name: str,
  platform: str,
  account: str,
  status: z.enum(WITHDRAWAL_STATUSES),
  status_text: str,
  remark: str.nullable(),
  created_at: iso,
  decided_at: iso.nullable(),
}));

export const withdrawAnswer = withdrawalAnswer.extend({ balance: num });

export const withdrawalRecordsAnswer = page(withdrawalAnswer);
