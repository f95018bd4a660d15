import { useState } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import '../../lib/i18n-account.ts';
import { Link } from 'react-router';
import { accepted, searchUser } from '../../api/index.ts';
import { Button } from '../../components/Button.tsx';
import { TextField } from '../../components/Field.tsx';
import { Page } from '../../components/Page.tsx';
import { searchUserRequest, type SearchUserResponse } from '../../domain/contract/index.ts';
import { useForm } from '../../lib/use-form.ts';
import '../../features/auth/auth.css';
import { forgotMethod } from '../../lib/paths.ts';

/** Find an account by username, phone or e-mail; shows it masked and offers a password reset. */
export default function ForgetAccountPage() {
  const { t } = useTranslation();
  const form = useForm(searchUserRequest, { account: '' });
  const [found, setFound] = useState<{ account: string; user: SearchUserResponse } | null>(null);

  const onSubmit = form.handleSubmit(async (data) => {
    const user = await accepted(searchUser(data));
    setFound(user === undefined ? null : { account: data.account, user });
  });

  return (
    <Page title={t('titles.forgetaccount')}>
      <p className="auth-intro">{t('forget.intro')}</p>
      <form className="card auth-form" onSubmit={onSubmit} noValidate>
        <TextField label={t('forget.account')} name="account" autoCapitalize="none" placeholder={t('forget.accountPlaceholder')}
          value={form.values.account} error={form.errors.account} onValueChange={(v) => form.setField('account', v)} />
        <Button type="submit" block>{t('forget.search')}</Button>
      </form>
      {found ? (
        <section className="card auth-form" data-testid="found-account">
          <dl className="detail-list">
            <div className="detail-list__row"><dt>{t('auth.username')}</dt><dd>{found.user.username_masked}</dd></div>
            <div className="detail-list__row"><dt>{t('auth.phone')}</dt><dd>{found.user.phone_masked}</dd></div>
            <div className="detail-list__row"><dt>{t('auth.email')}</dt><dd>{found.user.email_masked}</dd></div>
          </dl>
          <Link className="btn btn--primary btn--block" to={forgotMethod(found.account)}>
            {t('forget.reset')}
          </Link>
        </section>
      ) : null}
    </Page>
  );
}
