import { useState } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import '../../lib/i18n-account.ts';
import { Link } from 'react-router';
import { isRefusal, login, unwrap } from '../../api/index.ts';
import { Button } from '../../components/Button.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { TextField } from '../../components/Field.tsx';
import { useDeferredForm } from '../../lib/use-form.ts';
import { RULE_MESSAGES } from '../../domain/messages.pt.ts';
import { SliderCaptcha, type CaptchaAnswer } from './SliderCaptcha.tsx';
import { useSignIn } from './useSignIn.ts';
import { loadCredentials } from './load-auth-rules.ts';
import { FORGOT_ACCOUNT_PATH } from '../../lib/paths.ts';

const PUZZLE_MESSAGES: string[] = [RULE_MESSAGES.captchaFailed, RULE_MESSAGES.captchaExpired, RULE_MESSAGES.captchaRequired];

/** Username and password first; the slider puzzle opens on submit and its drop sends the login. */
export function LoginForm({ redirect, initialUsername = '' }: { redirect?: string; initialUsername?: string }) {
  const { t } = useTranslation();
  const form = useDeferredForm(loadCredentials, { username: initialUsername, password: '' });
  const [puzzleOpen, setPuzzleOpen] = useState(false);
  const signIn = useSignIn(redirect);

  const onSubmit = form.handleSubmit(() => setPuzzleOpen(true));

  const tryLogin = async (answer: CaptchaAnswer): Promise<boolean> => {
    const values = await form.validate();
    if (!values) return false;
    try {
      const session = unwrap(await login({ ...values, ...answer }));
      setPuzzleOpen(false);
      signIn(session);
      return true;
    } catch (error) {
      if (!isRefusal(error)) throw error;
      // A missed puzzle gets a new one; any other refusal closes it so the member can fix the form.
      if (PUZZLE_MESSAGES.includes(error.msg)) return false;
      setPuzzleOpen(false);
      return true;
    }
  };

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate data-widget-clear="">
      <TextField label={t('auth.username')} name="username" autoComplete="username" autoCapitalize="none"
        placeholder={t('auth.usernamePlaceholder')} value={form.values.username} error={form.errors.username}
        onValueChange={(v) => form.setField('username', v)} />
      <TextField label={t('auth.password')} name="password" type="password" autoComplete="current-password"
        placeholder={t('auth.passwordPlaceholder')} value={form.values.password} error={form.errors.password}
        onValueChange={(v) => form.setField('password', v)} />
      <div className="auth-form__links">
        <Link to={FORGOT_ACCOUNT_PATH}>{t('auth.forgot')}</Link>
      </div>
      <Button type="submit" block>{t('auth.login')}</Button>
      <Dialog open={puzzleOpen} title={t('captcha.title')} onClose={() => setPuzzleOpen(false)}>
        <SliderCaptcha onAnswer={tryLogin} />
      </Dialog>
    </form>
  );
}
