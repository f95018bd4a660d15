import { shellT as t } from '../../lib/shell-strings.ts';
import { Link } from 'react-router';
import { Icon, isIconName, type IconName } from '../../components/Icon.tsx';
import type { ArticleSummary, HomeCategory } from '../../domain/contract/content.ts';
import { ACTIVITIES_PATH, GAMES_PROGRAMME_PATH, NEWS_LIST_PATH, WHEEL_PATH, newsDetail } from '../../lib/paths.ts';

const SKELETON_TILES = 8;

/** An entry opens its in-app route, or its outside link in a new tab. */
function CategoryTile({ category }: { category: HomeCategory }) {
  const icon: IconName = isIconName(category.icon) ? category.icon : 'star';
  const body = (
    <>
      <span className="home-grid__icon"><Icon name={icon} size={24} /></span>
      <span>{category.title}</span>
    </>
  );
  if (category.route) return <Link to={category.route} className="home-grid__item" data-testid="home-category">{body}</Link>;
  return <a href={category.link ?? '#'} target="_blank" rel="noopener noreferrer" className="home-grid__item" data-testid="home-category">{body}</a>;
}

export function CategoryGrid({ categories }: { categories: HomeCategory[] | null }) {
  if (categories?.length === 0) return null;
  return (
    <section className="card home-grid" aria-label={t('home.categories')} aria-busy={categories === null}>
      {categories === null
        ? Array.from({ length: SKELETON_TILES }, (_, i) => <span key={i} className="home-grid__item home-skeleton" />)
        : categories.map((c) => <CategoryTile key={c.id} category={c} />)}
    </section>
  );
}

const ENTRIES: Array<{ to: string; icon: IconName; title: string; text: string }> = [
  { to: WHEEL_PATH, icon: 'game', title: 'home.games', text: 'home.gamesText' },
  { to: ACTIVITIES_PATH, icon: 'star', title: 'home.activities', text: 'home.activitiesText' },
  { to: GAMES_PROGRAMME_PATH, icon: 'calendar', title: 'home.programme', text: 'home.programmeText' },
];

export function EntryCards() {
  return (
    <section className="home-entries">
      {ENTRIES.map((e) => (
        <Link key={e.to} to={e.to} className="card home-entry">
          <span className="home-entry__icon"><Icon name={e.icon} size={22} /></span>
          <span className="home-entry__title">{t(e.title)}</span>
          <span className="home-entry__text">{t(e.text)}</span>
        </Link>
      ))}
    </section>
  );
}


export function LatestArticles({ articles }: { articles: ArticleSummary[] | null }) {
  if (articles?.length === 0) return null;
  return (
    <section className="card home-news" aria-label={t('home.latest')}>
      <header className="home-news__head">
        <h2>{t('home.latest')}</h2>
        <Link to={NEWS_LIST_PATH}>{t('home.more')}</Link>
      </header>
      {articles === null
        ? <div className="home-news__row home-skeleton" />
        : articles.map((a) => (
          <Link key={a.id} to={newsDetail(a.id)} className="home-news__row" data-testid="home-article">
            <img src={a.cover} alt="" width={96} height={Math.round((96 * a.cover_height) / a.cover_width)} loading="lazy" />
            <span className="home-news__title">{a.title}</span>
          </Link>
        ))}
    </section>
  );
}
