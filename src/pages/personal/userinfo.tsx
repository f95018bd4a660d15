import { useTranslation } from '../../lib/i18n.ts';
import '../../lib/i18n-account.ts';
import { Link } from 'react-router';
import { Page } from '../../components/Page.tsx';
import { useRefreshUserInfo } from '../../features/auth/index.ts';
import { useSessionStore } from '../../stores/session.ts';
import './personal.css';
import { COMPLETE_PROFILE_PATH } from '../../lib/paths.ts';

/** The member's registered data, read-only. */
export default function UserInfoPage() {
  const { t } = useTranslation();
  const user = useSessionStore((s) => s.userInfo);
  useRefreshUserInfo();
  if (!user) return null;
  const dash = t('common.notInformed');
  const rows: Array<[string, string]> = [
    [t('auth.username'), user.username],
    [t('setting.nickname'), user.nickname],
    [t('auth.phone'), user.profile.phone_no],
    [t('auth.email'), user.profile.email],
    [t('perfection.realName'), user.profile.real_name ?? dash],
    [t('perfection.birthDate'), user.profile.birth_date ? new Date(`${user.profile.birth_date}T12:00:00Z`).toLocaleDateString('pt-BR') : dash],
    [t('userinfo.since'), new Date(user.created_at).toLocaleDateString('pt-BR')],
  ];
  return (
    <Page title={t('titles.personal_userinfo')}>
      <dl className="card detail-list">
        {rows.map(([label, value]) => (
          <div key={label} className="detail-list__row"><dt>{label}</dt><dd>{value}</dd></div>
        ))}
      </dl>
      {user.profile_complete ? null : (
        <Link to={COMPLETE_PROFILE_PATH} className="btn btn--primary btn--block">{t('me.completeProfile')}</Link>
      )}
    </Page>
  );
}
