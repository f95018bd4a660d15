import { useCallback } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { getArticleCategories, getCategoryArticles } from '../../api/calls/content.ts';
import { unwrap } from '../../api/unwrap.ts';
import { Chips } from '../../components/Chips.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { InfiniteList, listPageOf, type ListPage } from '../../components/InfiniteList.tsx';
import type { ArticleCategory, ArticleSummary } from '../../domain/contract/content.ts';
import { useRouteQuery, useSetRouteQuery } from '../../lib/route-query.ts';
import { ArticleCard } from './ArticleCard.tsx';
import { LoadGate } from '../../components/LoadGate.tsx';
import { useLoad } from '../../lib/use-load.ts';
import { useSiteChange, useSiteVersion } from './useSiteChange.ts';

const loadCategories = (fresh: boolean) => getArticleCategories({ page_size: 50 }, { loading: false, fresh });

function ArticleList({ categoryId }: { categoryId: number }) {
  const { t } = useTranslation();
  const version = useSiteVersion();
  const loadPage = useCallback(async (page: number): Promise<ListPage<ArticleSummary>> => {
    // Page 1 after a pull-down asks again; later pages come from the visit's cache when seen before.
    return listPageOf(unwrap(await getCategoryArticles({ category_id: categoryId, page }, { loading: false, fresh: page === 1 })));
  }, [categoryId]);
  return (
    <InfiniteList key={`${categoryId}-${version}`} loadPage={loadPage} keyOf={(a) => a.id} renderItem={(a) => <ArticleCard article={a} />}
      empty={<EmptyState icon="news" title={t('content.noArticles')} description={t('content.noArticlesText')} />} />
  );
}

function Tabs({ categories }: { categories: ArticleCategory[] }) {
  const { t } = useTranslation();
  const query = useRouteQuery();
  const setQuery = useSetRouteQuery();
  const chosen = categories.find((c) => String(c.id) === query.category) ?? categories[0];
  if (!chosen) return <EmptyState icon="news" title={t('content.noArticles')} />;
  return (
    <>
      <Chips label={t('titles.newscategory')} value={String(chosen.id)} options={categories.map((c) => ({ value: String(c.id), label: c.name }))}
        onChange={(value) => setQuery({ category: value })} />
      <ArticleList categoryId={chosen.id} />
    </>
  );
}

/** pages/newscategory/newscategory: category tabs (kept in `?category=`) over a paged list. */
export function NewsCategoryView() {
  const { t } = useTranslation();
  const { state, reload } = useLoad(loadCategories);
  useSiteChange(reload);
  return <LoadGate state={state} reload={reload} notFound={t('content.notFound')}>{(page) => <Tabs categories={page.list} />}</LoadGate>;
}
