/** Wallet screens: points, account, withdrawal password, withdrawals and their records. */
import './setup.ts';
// The wallet and password forms are in forms.ts: they bring zod, which the records do not need.
export { WithdrawalRecords } from './WithdrawalRecords.tsx';
export { WithdrawalDetailView } from './WithdrawalDetailView.tsx';
