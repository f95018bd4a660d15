import { useTranslation } from 'react-i18next';
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

const P = '/pages/personal';
const EARNINGS: MenuItem[] = [
  { to: `${P}/wallet`, label: 'me.wallet', icon: 'wallet' },
  { to: `${P}/prizeRecord`, label: 'me.prizeRecord', icon: 'history' },
  { to: `${P}/withdrawrecord`, label: 'me.withdrawrecord', icon: 'download' },
  { to: '/pages/lotteryrecord/lotteryrecord', label: 'me.lotteryrecord', icon: 'gift' },
];
const STATION_MSG = `${P}/stationMsg`;
const ACTIVITY: MenuItem[] = [
  { to: STATION_MSG, label: 'me.stationMsg', icon: 'message' },
  { to: '/pages/Convidados/Convidados', label: 'me.guests', icon: 'users' },
  { to: '/pages/TaskRecord/TaskRecord', label: 'me.taskRecord', icon: 'tasks' },
  { to: '/pages/address/address', label: 'me.address', icon: 'address' },
];
const ACCOUNT: MenuItem[] = [
  { to: `${P}/userinfo`, label: 'me.userinfo', icon: 'user' },
  { to: `${P}/setting`, label: 'me.setting', icon: 'settings' },
  { to: `${P}/setpassword`, label: 'me.setpassword', icon: 'lock' },
  { to: `${P}/setWithDrawalpass`, label: 'me.withdrawalPassword', icon: 'lock' },
  { to: `${P}/updatewithdrawalpass`, label: 'me.updateWithdrawalPassword', icon: 'lock' },
  { to: `${P}/feedback`, label: 'me.feedback', icon: 'feedback' },
];
const ABOUT: MenuItem[] = [
  { to: `${P}/contact`, label: 'me.contact', icon: 'phone' },
  { to: `${P}/protocol`, label: 'me.protocol', icon: 'news' },
  { to: `${P}/about`, label: 'me.about', icon: 'info' },
  { to: '/pages/alliancedownload/alliancedownload', label: 'me.download', icon: 'download' },
];

export default function PersonalPage() {
  const { t } = useTranslation();
  const userInfo = useSessionStore((s) => (s.token ? s.userInfo : null));
  const logout = useLogout();
  useRefreshUserInfo();
  const unread = useUnreadMessagesStore((s) => s.unread);
  const translate = (items: MenuItem[]) =>
    items.map((item) => ({ ...item, label: t(item.label), ...(item.to === STATION_MSG ? { badge: unread } : {}) }));

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
            <Link to="/pages/login/login" className="btn btn--primary btn--block">{t('auth.login')}</Link>
            <Link to="/pages/login/login?mode=register" className="btn btn--secondary btn--block">{t('auth.register')}</Link>
          </div>
        </section>
      )}
      {userInfo && !userInfo.profile_complete ? (
        <Link to="/pages/Perfection/Perfection" className="me-complete">
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
