import { useTranslation } from '../../lib/i18n.ts';
import { Link } from 'react-router';
import type { ArticleSummary } from '../../domain/contract/content.ts';
import { formatDateTime } from '../../lib/format.ts';
import { newsDetail } from '../../lib/paths.ts';


/** Cover sized from the server's width and height, so the list never shifts while images load. */
export function ArticleCard({ article }: { article: ArticleSummary }) {
  const { t } = useTranslation();
  return (
    <Link to={newsDetail(article.id)} className="card article-card" data-testid="article-card">
      {article.cover ? (
        <img className="article-card__cover" src={article.cover} alt="" loading="lazy" decoding="async"
          width={article.cover_width} height={article.cover_height} />
      ) : null}
      <span className="article-card__title">{article.title}</span>
      {article.summary ? <span className="article-card__summary">{article.summary}</span> : null}
      <time className="article-card__date" dateTime={article.published_at}>{t('content.published', { date: formatDateTime(article.published_at) })}</time>
    </Link>
  );
}
