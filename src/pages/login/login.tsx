import { useTranslation } from '../../lib/i18n.ts';
import '../../lib/i18n-account.ts';
import { useNavigate } from 'react-router';
import { Page } from '../../components/Page.tsx';
import { AuthHero } from '../../features/auth/index.ts';
import { LoginForm, RegisterForm, loadAuthRules } from '../../features/auth/forms.ts';
import { useImportAtRest } from '../../lib/import-once.ts';
import { useRouteQuery } from '../../lib/route-query.ts';

type Mode = 'login' | 'register';

export default function LoginPage() {
  const { t } = useTranslation();
  useImportAtRest(loadAuthRules);
  const query = useRouteQuery();
  const navigate = useNavigate();
  const mode: Mode = query.mode === 'register' ? 'register' : 'login';
  const redirect = query.redirect;
  const setMode = (next: Mode) => {
    const params = new URLSearchParams({ ...query, mode: next });
    navigate(`?${params.toString()}`, { replace: true });
  };
  return (
    <Page title={t(mode === 'login' ? 'titles.login' : 'titles.register')}>
      <AuthHero />
      <div className="auth-tabs" role="tablist">
        {(['login', 'register'] as const).map((m) => (
          <button key={m} type="button" role="tab" aria-selected={mode === m} onClick={() => setMode(m)}>
            {t(m === 'login' ? 'auth.login' : 'auth.register')}
          </button>
        ))}
      </div>
      <div className="card">
        {mode === 'login' ? <LoginForm {...(redirect ? { redirect } : {})} /> : <RegisterForm {...(redirect ? { redirect } : {})} />}
      </div>
    </Page>
  );
}
