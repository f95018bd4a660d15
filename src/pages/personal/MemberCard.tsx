import { useTranslation } from '../../lib/i18n.ts';
import '../../lib/i18n-account.ts';
import { Link } from 'react-router';
import type { UserInfo } from '../../domain/contract/index.ts';
import { POINTS_HISTORY_PATH, PROFILE_SETTINGS_PATH } from '../../lib/paths.ts';

/** Avatar, nickname, username and points at the top of the Me tab. */
export function MemberCard({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const initial = (user.nickname || user.username).slice(0, 1).toUpperCase();
  return (
    <section className="me-card" data-testid="member-card">
      <Link to={PROFILE_SETTINGS_PATH} className="me-card__avatar" aria-label={t('me.setting')}>
        {user.avatar ? <img src={user.avatar} alt="" /> : <span>{initial}</span>}
      </Link>
      <div className="me-card__who">
        <p className="me-card__nickname">{user.nickname}</p>
        <p className="me-card__username">{t('me.usernameLabel', { username: user.username })}</p>
      </div>
      <Link to={POINTS_HISTORY_PATH} className="me-card__points">
        <strong data-testid="member-points">{user.points.toLocaleString('pt-BR')}</strong>
        <span>{t('me.points')}</span>
      </Link>
    </section>
  );
}
