/** Answers of the wallet calls (src/domain/contract/wallet.ts). */
import { z } from 'zod';
import { WITHDRAWAL_STATUSES } from '../../../src/domain/contract/wallet-values.ts';
import { bool, iso, num, object, page, str, named } from './common.ts';

const conversionType = named('ConversionType', object({ id: num, name: str, platform: str, rate: num, min_amount: num, max_amount: num, unit: str }));

export const walletInfoAnswer = named('WalletInfo', object({
  points: num,
  account: str.nullable(),
  phone_masked: str,
  has_password: bool,
  locked_until: iso.nullable(),
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
