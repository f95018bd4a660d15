/** The wallet page (account binding, withdrawal) and the password forms, apart from index.ts because they bring zod. */
import './setup.ts';

export { WalletView } from './WalletView.tsx';
export { SetPasswordForm, ChangePasswordForm } from './PasswordForms.tsx';
