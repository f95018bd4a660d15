/** The password forms, apart from index.ts because they bring zod. */
import './setup.ts';

export { SetPasswordForm, ChangePasswordForm } from './PasswordForms.tsx';
