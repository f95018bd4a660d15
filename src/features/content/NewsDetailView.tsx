import { useCallback } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { getArticle } from '../../api/calls/content.ts';
import type { Article } from '../../domain/contract/content.ts';
import { formatDateTime } from '../../lib/format.ts';
import { LoadGate } from '../../components/LoadGate.tsx';
import { RichHtml } from './RichHtml.tsx';
import { useLoad } from '../../lib/use-load.ts';
import { useSiteChange } from './useSiteChange.ts';

function ArticleBody({ article }: { article: Article }) {
  const { t } = useTranslation();
  return (
    <article className="card content-article" data-testid="article">
      {article.cover ? <img className="content-cover" src={article.cover} alt="" width={article.cover_width} height={article.cover_height} /> : null}
      <h2 className="content-title">{article.title}</h2>
      <time className="content-date" dateTime={article.published_at}>{t('content.published', { date: formatDateTime(article.published_at) })}</time>
      <RichHtml html={article.html} />
    </article>
  );
}

/** pages/newscategory/newsDetail?id=: one published article with its formatted HTML. */
export function NewsDetailView({ id }: { id: string | undefined }) {
  const { t } = useTranslation();
  const load = useCallback((fresh: boolean) => getArticle(id ?? '', { loading: false, fresh }), [id]);
  const { state, reload } = useLoad(id ? load : null);
  useSiteChange(reload);
  return <LoadGate state={state} reload={reload} notFound={t('content.articleNotFound')}>{(a) => <ArticleBody article={a} />}</LoadGate>;
}
