import { useTranslation } from '../../lib/i18n.ts';
import '../../lib/i18n-account.ts';
import { useNavigate } from 'react-router';
import { accepted, changePassword } from '../../api/index.ts';
import { Button } from '../../components/Button.tsx';
import { TextField } from '../../components/Field.tsx';
import { Page } from '../../components/Page.tsx';
import { changePasswordRequest } from '../../domain/contract/index.ts';
import { emitUiEvent } from '../../lib/ui-events.ts';
import { useForm } from '../../lib/use-form.ts';
import './personal.css';

const EMPTY = { old_password: '', password: '', confirm_password: '' };

/** Change the login password; the server ends the member's other sessions. */
export default function SetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useForm(changePasswordRequest, EMPTY);

  const onSubmit = form.handleSubmit(async (data) => {
    if ((await accepted(changePassword(data))) === undefined) return;
    emitUiEvent('toast', { message: t('password.changed') });
    navigate(-1);
  });

  const field = (key: keyof typeof EMPTY, autoComplete: string) => ({
    type: 'password', autoComplete, name: key, value: form.values[key], error: form.errors[key],
    onValueChange: (v: string) => form.setField(key, v),
  });

  return (
    <Page title={t('titles.personal_setpassword')}>
      <form className="card form-stack" onSubmit={onSubmit} noValidate>
        <TextField label={t('password.old')} {...field('old_password', 'current-password')} />
        <TextField label={t('password.new')} placeholder={t('auth.passwordHint')} {...field('password', 'new-password')} />
        <TextField label={t('auth.confirmPassword')} {...field('confirm_password', 'new-password')} />
        <Button type="submit" block>{t('common.save')}</Button>
      </form>
    </Page>
  );
}
