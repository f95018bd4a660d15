import { useTranslation } from '../../lib/i18n.ts';
import { useNavigate } from 'react-router';
import { accepted, setWithdrawalPassword, updateWithdrawalPassword } from '../../api/index.ts';
import { Button } from '../../components/Button.tsx';
import { TextField } from '../../components/Field.tsx';
import { TOAST_DURATION_MS } from '../../domain/constants.ts';
import { setWithdrawalPasswordRequest, updateWithdrawalPasswordRequest } from '../../domain/contract/wallet.ts';
import { emitUiEvent } from '../../lib/ui-events.ts';
import { useForm } from '../../lib/use-form.ts';
import { WALLET_PATH } from '../../lib/paths.ts';

const digits = (v: string) => v.replace(/\D/g, '').slice(0, 6);
const pin = { type: 'password', inputMode: 'numeric', maxLength: 6, autoComplete: 'off' } as const;

function useDone(message: string) {
  const navigate = useNavigate();
  return () => {
    emitUiEvent('toast', { message, durationMs: TOAST_DURATION_MS, position: 'bottom' });
    navigate(WALLET_PATH, { replace: true });
  };
}

/** pages/personal/setWithDrawalpass: the first withdrawal password. */
export function SetPasswordForm() {
  const { t } = useTranslation();
  const done = useDone(t('passwordForms.saved'));
  const form = useForm(setWithdrawalPasswordRequest, { password: '', confirm_password: '' });
  const onSubmit = form.handleSubmit(async (data) => {
    if ((await accepted(setWithdrawalPassword(data))) !== undefined) done();
  });
  return (
    <form className="card form-stack" onSubmit={onSubmit} noValidate>
      <p className="muted">{t('passwordForms.intro')}</p>
      <TextField label={t('passwordForms.password')} name="password" {...pin} value={form.values.password} error={form.errors.password}
        onValueChange={(v) => form.setField('password', digits(v))} />
      <TextField label={t('passwordForms.confirm')} name="confirm_password" {...pin} value={form.values.confirm_password}
        error={form.errors.confirm_password} onValueChange={(v) => form.setField('confirm_password', digits(v))} />
      <Button type="submit" block>{t('common.save')}</Button>
    </form>
  );
}

/** pages/personal/updatewithdrawalpass: a new password with the current one (starts the cooling-off). */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const done = useDone(t('passwordForms.changed'));
  const form = useForm(updateWithdrawalPasswordRequest, { old_password: '', password: '', confirm_password: '' });
  const onSubmit = form.handleSubmit(async (data) => {
    if ((await accepted(updateWithdrawalPassword(data))) !== undefined) done();
  });
  return (
    <form className="card form-stack" onSubmit={onSubmit} noValidate>
      <p className="muted">{t('passwordForms.changeIntro')}</p>
      <TextField label={t('passwordForms.old')} name="old_password" {...pin} value={form.values.old_password} error={form.errors.old_password}
        onValueChange={(v) => form.setField('old_password', digits(v))} />
      <TextField label={t('passwordForms.newPassword')} name="password" {...pin} value={form.values.password} error={form.errors.password}
        onValueChange={(v) => form.setField('password', digits(v))} />
      <TextField label={t('passwordForms.confirm')} name="confirm_password" {...pin} value={form.values.confirm_password}
        error={form.errors.confirm_password} onValueChange={(v) => form.setField('confirm_password', digits(v))} />
      <Button type="submit" block>{t('common.save')}</Button>
    </form>
  );
}
