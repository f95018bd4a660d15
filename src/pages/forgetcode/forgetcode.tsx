import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import '../../lib/i18n-account.ts';
import { Navigate, useNavigate } from 'react-router';
import { searchUser, unwrap } from '../../api/index.ts';
import { Button } from '../../components/Button.tsx';
import { Icon } from '../../components/Icon.tsx';
import { Page } from '../../components/Page.tsx';
import type { CodeMethod, SearchUserResponse } from '../../domain/contract/index.ts';
import { CodePuzzle, useSendCode } from '../../features/auth/index.ts';
import { useRouteQuery } from '../../lib/route-query.ts';
import '../../features/auth/auth.css';
import { FORGOT_ACCOUNT_PATH, forgotPassword } from '../../lib/paths.ts';

/** Choose where the reset code goes (SMS or e-mail), send it, then go on to the new password. */
export default function ForgetCodePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { account } = useRouteQuery();
  const [user, setUser] = useState<SearchUserResponse | null>(null);
  const [method, setMethod] = useState<CodeMethod>('sms');
  const code = useSendCode();

  // Once sent, the new password's page follows the delivery (the channel may differ: e-mail when the day's SMS are spent).
  useEffect(() => {
    if (account && code.sent) navigate(forgotPassword(account, code.sent.channel), { state: { sent: code.sent } });
  }, [account, code.sent, navigate]);

  useEffect(() => {
    if (!account) return;
    searchUser({ account }).then((answer) => setUser(unwrap(answer))).catch(() => undefined);
  }, [account]);

  if (!account) return <Navigate to={FORGOT_ACCOUNT_PATH} replace />;

  const send = () => code.ask({ scene: 'forget', account, method });

  const options = user ? [
    { value: 'sms' as const, icon: 'phone' as const, label: t('forget.bySms'), target: user.phone_masked },
    { value: 'email' as const, icon: 'mail' as const, label: t('forget.byEmail'), target: user.email_masked },
  ].filter((o) => user.methods.includes(o.value)) : [];

  return (
    <Page title={t('titles.forgetcode')}>
      <p className="auth-intro">{t('forget.chooseMethod')}</p>
      <div className="auth-choice" role="radiogroup">
        {options.map((o) => (
          <button key={o.value} type="button" role="radio" aria-checked={method === o.value} className="auth-choice__option"
            onClick={() => setMethod(o.value)}>
            <span className="auth-choice__icon"><Icon name={o.icon} size={20} /></span>
            <span className="auth-choice__text">{o.label}<small>{o.target}</small></span>
          </button>
        ))}
      </div>
      <Button block onClick={send} disabled={!user || !code.canSend} busy={code.puzzleOpen}>
        {code.secondsLeft > 0 ? t('auth.resendIn', { seconds: code.secondsLeft }) : t('auth.sendCode')}
      </Button>
      <CodePuzzle code={code} />
    </Page>
  );
}
