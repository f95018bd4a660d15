import { startTransition, useCallback, useEffect, useState } from 'react';
import { shellT as t } from '../../lib/shell-strings.ts';
import { Link } from 'react-router';
import { Icon } from '../../components/Icon.tsx';
import { Page } from '../../components/Page.tsx';
import { usePullToRefresh } from '../../components/usePullToRefresh.ts';
import type { ArticleSummary, Banner, HomeCategory } from '../../domain/contract/content.ts';
import { useSessionStore } from '../../stores/session.ts';
import { onUiEvent } from '../../lib/ui-events.ts';
import { BannerCarousel } from './BannerCarousel.tsx';
import { CategoryGrid, EntryCards, LatestArticles } from './HomeSections.tsx';
import './index.css';
import { LOGIN_PATH, POINTS_HISTORY_PATH } from '../../lib/paths.ts';
import { formatPoints } from '../../lib/format-points.ts';

const LATEST_ARTICLES = 3;

interface HomeContent {
  banners: Banner[] | null;
  categories: HomeCategory[] | null;
  articles: ArticleSummary[] | null;
}

const EMPTY: HomeContent = { banners: null, categories: null, articles: null };

/** The HTTP client and the content calls load apart from the page (index.html preloads them), so it draws without waiting for them. */
const loadCalls = () => Promise.all([import('../../api/calls/content.ts'), import('../../api/unwrap.ts')]);

function requestHomeContent(fresh: boolean) {
  const opts = { loading: false, fresh };
  return loadCalls().then(([api, { unwrapped }]) => ({
    banners: unwrapped(api.getBanners({ position: 'home' }, opts)).then((page) => page.list),
    categories: unwrapped(api.getHomeCategories({}, opts)).then((page) => page.list),
    articles: unwrapped(api.getCategoryArticles({ page_size: LATEST_ARTICLES }, opts)).then((page) => page.list),
  }));
}

// The first visit's calls start as this module arrives (main.tsx imports the opened page before
// React renders, after it has stored the CHANNEL-FROM attribution), not after the page's first
// commit: the page's effect then finds them in the visit's cache (calls/content.ts). A failure
// here is the effect's to handle.
requestHomeContent(false).then((parts) => Object.values(parts).forEach((part) => part.catch(() => {})), () => {});

/** Each part shows as soon as its answer arrives; a failed part simply stays out. */
function useHomeContent() {
  const [content, setContent] = useState<HomeContent>(EMPTY);
  const load = useCallback((fresh: boolean) => {
    // Transitions: each section renders in slices as its answer arrives, not in one long task.
    const set = <K extends keyof HomeContent>(key: K) => (value: HomeContent[K]) => startTransition(() => setContent((c) => ({ ...c, [key]: value })));
    // A section that fails to load is left out: the page is a list of ways in, not one record.
    return requestHomeContent(fresh).then((parts) => Promise.all((Object.keys(parts) as Array<keyof HomeContent>).map((key) => (
      parts[key].then((list) => list, () => []).then(set(key))
    ))));
  }, []);
  useEffect(() => { void load(false); }, [load]);
  // An operator's change (a banner or shortcut hidden) reaches an open home page at once.
  useEffect(() => onUiEvent('realtime', (event) => {
    if (event.type === 'site') void load(true);
  }), [load]);
  return { content, refresh: () => load(true) };
}

export default function HomePage() {
  const userInfo = useSessionStore((s) => (s.token ? s.userInfo : null));
  const { content, refresh } = useHomeContent();
  const pull = usePullToRefresh(refresh);

  const header = (
    <header className="home-head" data-widget-clear="">
      <div className="home-head__brand">
        <img src="/favicon.svg" alt="" width={32} height={32} />
        <span>{t('brand.name')}</span>
      </div>
      {userInfo ? (
        <Link className="home-head__points" to={POINTS_HISTORY_PATH}>
          <Icon name="star" size={16} /> {t('home.points', { points: formatPoints(userInfo.points) })}
        </Link>
      ) : (
        <Link className="home-head__login" to={LOGIN_PATH}>{t('home.loginCta')}</Link>
      )}
    </header>
  );

  return (
    <Page title={t('titles.home')} withTabBar header={header}>
      <div className="home" {...pull.handlers}>
        <div className="ilist__pull" style={{ height: pull.distance }} aria-hidden="true">
          {pull.distance > 0 ? <span>{pull.ready ? t('list.release') : t('list.pull')}</span> : null}
        </div>
        <BannerCarousel banners={content.banners} />
        <CategoryGrid categories={content.categories} />
        <EntryCards />
        <LatestArticles articles={content.articles} />
      </div>
    </Page>
  );
}
