/** Wallet screens: points, account, withdrawal password, withdrawals and their records. */
import './setup.ts';
// The password forms are in forms.ts: they bring zod. The wallet page's form loads its rules when the page rests.
export { WalletView } from './WalletView.tsx';
export { loadWalletRules } from './load-wallet-rules.ts';
export { WithdrawalRecords } from './WithdrawalRecords.tsx';
export { WithdrawalDetailView } from './WithdrawalDetailView.tsx';
