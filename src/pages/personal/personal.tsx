import { useTranslation } from '../../lib/i18n.ts';
import '../../lib/i18n-account.ts';
import { Link } from 'react-router';
import { Button } from '../../components/Button.tsx';
import { Icon } from '../../components/Icon.tsx';
import { MenuList, type MenuItem } from '../../components/MenuList.tsx';
import { Page } from '../../components/Page.tsx';
import { useLogout, useRefreshUserInfo } from '../../features/auth/index.ts';
import { InstallButton } from '../../features/content/index.ts';
import { useSessionStore } from '../../stores/session.ts';
import { useUnreadMessagesStore } from '../../stores/unread-messages.ts';
import { MemberCard } from './MemberCard.tsx';
import './personal.css';
import { ABOUT_PATH, ADDRESSES_PATH, APP_DOWNLOAD_PATH, CHANGE_WITHDRAWAL_PASSWORD_PATH, COMPLETE_PROFILE_PATH, CONTACT_PATH, DRAW_HISTORY_PATH, FEEDBACK_PATH, GUESTS_PATH, LOGIN_PASSWORD_PATH, LOGIN_PATH, MESSAGES_PATH, POINTS_HISTORY_PATH, PROFILE_SETTINGS_PATH, PROTOCOLS_PATH, SET_WITHDRAWAL_PASSWORD_PATH, TASK_RECORDS_PATH, USER_INFO_PATH, WALLET_PATH, WITHDRAWAL_RECORDS_PATH, login } from '../../lib/paths.ts';

const EARNINGS: MenuItem[] = [
  { to: WALLET_PATH, label: 'me.wallet', icon: 'wallet' },
  { to: POINTS_HISTORY_PATH, label: 'me.prizeRecord', icon: 'history' },
  { to: WITHDRAWAL_RECORDS_PATH, label: 'me.withdrawrecord', icon: 'download' },
  { to: DRAW_HISTORY_PATH, label: 'me.lotteryrecord', icon: 'gift' },
];
const ACTIVITY: MenuItem[] = [
  { to: MESSAGES_PATH, label: 'me.stationMsg', icon: 'message' },
  { to: GUESTS_PATH, label: 'me.guests', icon: 'users' },
  { to: TASK_RECORDS_PATH, label: 'me.taskRecord', icon: 'tasks' },
  { to: ADDRESSES_PATH, label: 'me.address', icon: 'address' },
];
const ACCOUNT: MenuItem[] = [
  { to: USER_INFO_PATH, label: 'me.userinfo', icon: 'user' },
  { to: PROFILE_SETTINGS_PATH, label: 'me.setting', icon: 'settings' },
  { to: LOGIN_PASSWORD_PATH, label: 'me.setpassword', icon: 'lock' },
  { to: SET_WITHDRAWAL_PASSWORD_PATH, label: 'me.withdrawalPassword', icon: 'lock' },
  { to: CHANGE_WITHDRAWAL_PASSWORD_PATH, label: 'me.updateWithdrawalPassword', icon: 'lock' },
  { to: FEEDBACK_PATH, label: 'me.feedback', icon: 'feedback' },
];
const ABOUT: MenuItem[] = [
  { to: CONTACT_PATH, label: 'me.contact', icon: 'phone' },
  { to: PROTOCOLS_PATH, label: 'me.protocol', icon: 'news' },
  { to: ABOUT_PATH, label: 'me.about', icon: 'info' },
  { to: APP_DOWNLOAD_PATH, label: 'me.download', icon: 'download' },
];

export default function PersonalPage() {
  const { t } = useTranslation();
  const userInfo = useSessionStore((s) => (s.token ? s.userInfo : null));
  const logout = useLogout();
  useRefreshUserInfo();
  const unread = useUnreadMessagesStore((s) => s.unread);
  const translate = (items: MenuItem[]) =>
    items.map((item) => ({ ...item, label: t(item.label), ...(item.to === MESSAGES_PATH ? { badge: unread } : {}) }));

  return (
    <Page title={t('titles.personal')} back={false} withTabBar className="me">
      {userInfo ? <MemberCard user={userInfo} /> : (
        <section className="card me-visitor">
          <span className="me-visitor__avatar"><Icon name="user" size={30} /></span>
          <div>
            <p className="me-visitor__title">{t('me.visitorTitle')}</p>
            <p className="muted">{t('me.visitorText')}</p>
          </div>
          <div className="me-visitor__actions">
            <Link to={LOGIN_PATH} className="btn btn--primary btn--block">{t('auth.login')}</Link>
            <Link to={login({ mode: 'register' })} className="btn btn--secondary btn--block">{t('auth.register')}</Link>
          </div>
        </section>
      )}
      {userInfo && !userInfo.profile_complete ? (
        <Link to={COMPLETE_PROFILE_PATH} className="me-complete">
          <Icon name="info" size={20} />
          <span>{t('me.completeProfile')}</span>
          <Icon name="chevron" size={18} />
        </Link>
      ) : null}
      {userInfo ? (
        <>
          <MenuList items={translate(EARNINGS)} />
          <MenuList items={translate(ACTIVITY)} />
          <MenuList items={translate(ACCOUNT)} />
        </>
      ) : null}
      <MenuList items={translate(ABOUT)} />
      <InstallButton variant="secondary" />
      {userInfo ? <Button variant="danger" block onClick={() => void logout()}>{t('me.logout')}</Button> : null}
    </Page>
  );
}
