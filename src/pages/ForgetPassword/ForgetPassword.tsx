import { useTranslation } from '../../lib/i18n.ts';
import '../../lib/i18n-account.ts';
import { Navigate, useNavigate } from 'react-router';
import { accepted, forgetPassword } from '../../api/index.ts';
import { Button } from '../../components/Button.tsx';
import { TextField } from '../../components/Field.tsx';
import { Page } from '../../components/Page.tsx';
import { codeMethod, forgetPasswordRequest } from '../../domain/contract/index.ts';
import { useSendCode } from '../../features/auth/index.ts';
import { emitUiEvent } from '../../lib/ui-events.ts';
import { useForm } from '../../lib/use-form.ts';
import { useRouteQuery } from '../../lib/route-query.ts';
import '../../features/auth/auth.css';
import { FORGOT_ACCOUNT_PATH, LOGIN_PATH } from '../../lib/paths.ts';

const EMPTY = { code: '', password: '', confirm_password: '' };

/** The code that was sent plus a new password; every session of the account ends. */
export default function ForgetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useRouteQuery();
  const method = codeMethod.safeParse(query.method);
  const account = query.account ?? '';
  const form = useForm(forgetPasswordRequest, { ...EMPTY, account, method: query.method ?? '' });
  const resend = useSendCode();

  if (!account || !method.success) return <Navigate to={FORGOT_ACCOUNT_PATH} replace />;

  const onSubmit = form.handleSubmit(async (data) => {
    if ((await accepted(forgetPassword(data))) === undefined) return;
    emitUiEvent('toast', { message: t('forget.done') });
    navigate(LOGIN_PATH, { replace: true });
  });

  const field = (key: keyof typeof EMPTY) => ({
    name: key, value: form.values[key], error: form.errors[key], onValueChange: (v: string) => form.setField(key, v),
  });

  return (
    <Page title={t('titles.ForgetPassword')}>
      <p className="auth-intro">{t(method.data === 'sms' ? 'forget.sentSms' : 'forget.sentEmail')}</p>
      <form className="card auth-form" onSubmit={onSubmit} noValidate>
        <TextField label={t('auth.smsCode')} inputMode="numeric" autoComplete="one-time-code" {...field('code')}
          trailing={
            <Button variant="secondary" className="auth-form__code-btn" disabled={!resend.canSend} busy={resend.sending}
              onClick={() => void resend.send({ scene: 'forget', account, method: method.data })}>
              {resend.secondsLeft > 0 ? t('auth.resendIn', { seconds: resend.secondsLeft }) : t('auth.resend')}
            </Button>
          } />
        <TextField label={t('password.new')} type="password" autoComplete="new-password" placeholder={t('auth.passwordHint')} {...field('password')} />
        <TextField label={t('auth.confirmPassword')} type="password" autoComplete="new-password" {...field('confirm_password')} />
        <Button type="submit" block>{t('forget.submit')}</Button>
      </form>
    </Page>
  );
}
