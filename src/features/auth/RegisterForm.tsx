import { useTranslation } from '../../lib/i18n.ts';
import '../../lib/i18n-account.ts';
import { Link } from 'react-router';
import { accepted, register } from '../../api/index.ts';
import { Button } from '../../components/Button.tsx';
import { CheckboxField, TextField } from '../../components/Field.tsx';
import { useDeferredForm } from '../../lib/use-form.ts';
import { emitUiEvent } from '../../lib/ui-events.ts';
import { useDeviceStore } from '../../stores/device.ts';
import { CodeDeliveryNote, CodePuzzle } from './CodeDelivery.tsx';
import { useSendCode } from './useSendCode.ts';
import { useSignIn } from './useSignIn.ts';
import { loadAuthRules, loadRegisterRequest } from './load-auth-rules.ts';
import { PROTOCOLS_PATH } from '../../lib/paths.ts';

const EMPTY = { username: '', password: '', confirm_password: '', phone: '', email: '', sms_code: '', agree: false };
type TextKey = Exclude<keyof typeof EMPTY, 'agree'>;

/** Registration with every rule of spec §5 checked here first and again by the server. */
export function RegisterForm({ redirect }: { redirect?: string }) {
  const { t } = useTranslation();
  const form = useDeferredForm(loadRegisterRequest, EMPTY);
  const { values } = form;
  const code = useSendCode();
  const signIn = useSignIn(redirect);
  const parentId = useDeviceStore((s) => s.parentId);

  /** The e-mail rides along when it is valid: the server uses it on days the SMS budget is spent. */
  const askCode = (method: 'sms' | 'email' = 'sms'): void => {
    loadAuthRules().then(({ phone: phoneRule, email: emailRule }) => {
      if (!form.validateField('phone', phoneRule)) return;
      if (method === 'email' && !form.validateField('email', emailRule)) return;
      const email = emailRule.safeParse(values.email);
      code.ask({ scene: 'register', phone: values.phone.trim(), ...(email.success ? { email: email.data } : {}), ...(method === 'email' ? { method } : {}) });
    }, () => emitUiEvent('networkFailure', { retry: () => askCode(method), cancel: () => {} }));
  };
  const deadSms = code.sent?.channel === 'sms';

  const onSubmit = form.handleSubmit(async (data) => {
    const session = await accepted(register(parentId ? { ...data, parent_id: parentId } : data));
    if (session !== undefined) signIn(session);
  });

  const field = (key: TextKey) => ({
    value: values[key],
    error: form.errors[key],
    onValueChange: (v: string) => form.setField(key, v),
    name: key,
  });

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate>
      <TextField label={t('auth.username')} autoComplete="username" autoCapitalize="none" placeholder={t('auth.usernameHint')} {...field('username')} />
      <TextField label={t('auth.password')} type="password" autoComplete="new-password" placeholder={t('auth.passwordHint')} {...field('password')} />
      <TextField label={t('auth.confirmPassword')} type="password" autoComplete="new-password" placeholder={t('auth.confirmPlaceholder')} {...field('confirm_password')} />
      <TextField label={t('auth.phone')} type="tel" inputMode="numeric" autoComplete="tel-national" placeholder={t('auth.phoneHint')} {...field('phone')} />
      <TextField label={t('auth.email')} type="email" autoComplete="email" placeholder={t('auth.emailPlaceholder')} {...field('email')} />
      <TextField label={t('auth.smsCode')} inputMode="numeric" autoComplete="one-time-code" placeholder={t('auth.smsPlaceholder')} {...field('sms_code')}
        trailing={
          <Button variant="secondary" className="auth-form__code-btn" onClick={() => askCode()} disabled={!code.canSend} busy={code.puzzleOpen}>
            {code.secondsLeft > 0 ? t('auth.resendIn', { seconds: code.secondsLeft }) : code.sent ? t('auth.resend') : t('auth.sendCode')}
          </Button>
        } />
      <CodeDeliveryNote code={code} onDead={
        <div className="code-note__actions">
          <Button variant="secondary" onClick={() => askCode()} disabled={!code.canSend}>
            {code.secondsLeft > 0 ? t('auth.resendIn', { seconds: code.secondsLeft }) : t('code.tryAgain')}
          </Button>
          {deadSms ? <Button variant="secondary" onClick={() => askCode('email')} disabled={code.puzzleOpen}>{t('code.byEmail')}</Button> : null}
        </div>
      } />
      <CodePuzzle code={code} />
      <CheckboxField name="agree" checked={values.agree} error={form.errors.agree}
        onCheckedChange={(v) => form.setField('agree', v)}>
        {t('auth.agreePrefix')} <Link to={PROTOCOLS_PATH}>{t('auth.agreeLink')}</Link>
      </CheckboxField>
      <Button type="submit" block>{t('auth.register')}</Button>
    </form>
  );
}
