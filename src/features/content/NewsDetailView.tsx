import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { getArticle } from '../../api/calls/content.ts';
import type { Article } from '../../domain/contract/content.ts';
import { formatDateTime } from '../../lib/format.ts';
import { ContentGate } from './ContentGate.tsx';
import { RichHtml } from './RichHtml.tsx';
import { useContent } from './useContent.ts';

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
  const load = useCallback((opts: Parameters<typeof getArticle>[1]) => getArticle(id ?? '', opts), [id]);
  const { state, reload } = useContent(id ? load : null);
  return <ContentGate state={state} reload={reload} notFound={t('content.articleNotFound')}>{(a) => <ArticleBody article={a} />}</ContentGate>;
}
