import { useTranslation } from '../../lib/i18n.ts';
import { MissingRecord } from '../../components/MissingRecord.tsx';
import { Page } from '../../components/Page.tsx';
import { NewsDetailView } from '../../features/content/index.ts';
import { NEWS_LIST_PATH } from '../../lib/paths.ts';
import { useRouteQuery } from '../../lib/route-query.ts';

/** One article (`?id=`) with its formatted text. */
export default function NewsDetailPage() {
  const { t } = useTranslation();
  const { id } = useRouteQuery();
  return (
    <Page title={t('titles.newsDetail')}>
      {id ? <NewsDetailView id={id} /> : <MissingRecord text={t('missing.news.text')} listLabel={t('missing.news.list')} listPath={NEWS_LIST_PATH} />}
    </Page>
  );
}
