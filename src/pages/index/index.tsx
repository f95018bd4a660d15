import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon, type IconName } from '../../components/Icon.tsx';
import { Page } from '../../components/Page.tsx';
import type { Ad } from '../../domain/contract/index.ts';
import { useSessionStore } from '../../stores/session.ts';
import { BannerCarousel } from './BannerCarousel.tsx';
import './index.css';

const SHORTCUTS: Array<{ to: string; label: string; icon: IconName }> = [
  { to: '/pages/lottery/lottery', label: 'home.wheel', icon: 'wheel' },
  { to: '/pages/dailylottery/dailylottery', label: 'home.giftBox', icon: 'gift' },
  { to: '/pages/invite/invite', label: 'home.invite', icon: 'invite' },
  { to: '/pages/share/share', label: 'home.share', icon: 'share' },
  { to: '/pages/activity/activity', label: 'home.activities', icon: 'star' },
  { to: '/pages/sponsor/sponsor', label: 'home.sponsors', icon: 'sponsor' },
  { to: '/pages/newscategory/newscategory', label: 'home.news', icon: 'news' },
  { to: '/pages/alliancedownload/alliancedownload', label: 'home.download', icon: 'download' },
];

export default function HomePage() {
  const { t } = useTranslation();
  const userInfo = useSessionStore((s) => (s.token ? s.userInfo : null));
  const [ads, setAds] = useState<Ad[] | null>(null);

  useEffect(() => {
    // The HTTP client arrives after first paint (start-up loads it the same way), so the first
    // screen draws without it.
    import('../../api/calls/site.ts')
      .then(({ getAdsAndConfigs }) => getAdsAndConfigs(undefined, { loading: false }))
      .then((answer) => setAds(answer.code === 0 ? answer.data.ads : []))
      .catch(() => setAds([]));
  }, []);

  const header = (
    <header className="home-head">
      <div className="home-head__brand">
        <img src="/favicon.svg" alt="" width={32} height={32} />
        <span>{t('brand.name')}</span>
      </div>
      {userInfo ? (
        <Link className="home-head__points" to="/pages/personal/prizeRecord">
          <Icon name="star" size={16} /> {t('home.points', { points: userInfo.points.toLocaleString('pt-BR') })}
        </Link>
      ) : (
        <Link className="home-head__login" to="/pages/login/login">{t('home.loginCta')}</Link>
      )}
    </header>
  );

  return (
    <Page title={t('titles.home')} withTabBar header={header}>
      <BannerCarousel ads={ads} />
      <section className="card home-grid" aria-label={t('home.shortcuts')}>
        {SHORTCUTS.map((s) => (
          <Link key={s.to} to={s.to} className="home-grid__item">
            <span className="home-grid__icon"><Icon name={s.icon} size={24} /></span>
            <span>{t(s.label)}</span>
          </Link>
        ))}
      </section>
    </Page>
  );
}
