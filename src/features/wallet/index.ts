/** Wallet screens: points, account, withdrawal password, withdrawals and their records (issue 6). */
import './setup.ts';

export { WalletView } from './WalletView.tsx';
export { SetPasswordForm, ChangePasswordForm } from './PasswordForms.tsx';
export { WithdrawalRecords } from './WithdrawalRecords.tsx';
export { WithdrawalDetailView } from './WithdrawalDetailView.tsx';
