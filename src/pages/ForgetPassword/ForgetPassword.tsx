import { useEffect } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import '../../lib/i18n-account.ts';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { accepted, forgetPassword } from '../../api/index.ts';
import { Button } from '../../components/Button.tsx';
import { TextField } from '../../components/Field.tsx';
import { Page } from '../../components/Page.tsx';
import { codeMethod, forgetPasswordRequest, type CodeMethod, type SendCodeResponse } from '../../domain/contract/index.ts';
import { CodeDeliveryNote, CodePuzzle, useSendCode } from '../../features/auth/index.ts';
import { emitUiEvent } from '../../lib/ui-events.ts';
import { useForm } from '../../lib/use-form.ts';
import { useRouteQuery } from '../../lib/route-query.ts';
import '../../features/auth/auth.css';
import { FORGOT_ACCOUNT_PATH, forgotPassword, LOGIN_PATH } from '../../lib/paths.ts';

const EMPTY = { code: '', password: '', confirm_password: '' };

/** The code the previous page asked for, passed in the navigation's state. */
function sentBefore(state: unknown): SendCodeResponse | null {
  const sent = (state as { sent?: Partial<SendCodeResponse> } | null)?.sent;
  return typeof sent?.delivery_id === 'string' && typeof sent.sent_to === 'string' ? (sent as SendCodeResponse) : null;
}

/** The code that was sent plus a new password; every session of the account ends. */
export default function ForgetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useRouteQuery();
  const method = codeMethod.safeParse(query.method);
  const account = query.account ?? '';
  const form = useForm(forgetPasswordRequest, { ...EMPTY, account, method: query.method ?? '' });
  const location = useLocation();
  const resend = useSendCode(sentBefore(location.state));
  const otherMethod: CodeMethod = method.data === 'email' ? 'sms' : 'email';

  // A code that went by another channel (asked here after a failed one) changes the page's method.
  useEffect(() => {
    const channel = resend.sent?.channel;
    if (account && channel && channel !== query.method) navigate(forgotPassword(account, channel), { replace: true, state: { sent: resend.sent } });
  }, [account, resend.sent, query.method, navigate]);

  if (!account || !method.success) return <Navigate to={FORGOT_ACCOUNT_PATH} replace />;

  const onSubmit = form.handleSubmit(async (data) => {
    // The page's method may have changed since the form opened (a code asked again by the other channel).
    if ((await accepted(forgetPassword({ ...data, method: method.data }))) === undefined) return;
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
            <Button variant="secondary" className="auth-form__code-btn" disabled={!resend.canSend} busy={resend.puzzleOpen}
              onClick={() => resend.ask({ scene: 'forget', account, method: method.data })}>
              {resend.secondsLeft > 0 ? t('auth.resendIn', { seconds: resend.secondsLeft }) : t('auth.resend')}
            </Button>
          } />
        <CodeDeliveryNote code={resend} onDead={
          <div className="code-note__actions">
            <Button variant="secondary" disabled={resend.puzzleOpen} onClick={() => resend.ask({ scene: 'forget', account, method: otherMethod })}>
              {t(otherMethod === 'email' ? 'code.byEmail' : 'code.bySms')}
            </Button>
          </div>
        } />
        <CodePuzzle code={resend} />
        <TextField label={t('password.new')} type="password" autoComplete="new-password" placeholder={t('auth.passwordHint')} {...field('password')} />
        <TextField label={t('auth.confirmPassword')} type="password" autoComplete="new-password" {...field('confirm_password')} />
        <Button type="submit" block>{t('forget.submit')}</Button>
      </form>
    </Page>
  );
}
