import { useTranslation } from '../../lib/i18n.ts';
import { Page } from '../../components/Page.tsx';
import { NewsDetailView } from '../../features/content/index.ts';
import { useRouteQuery } from '../../lib/route-query.ts';

/** One article (`?id=`) with its formatted text. */
export default function NewsDetailPage() {
  const { t } = useTranslation();
  return <Page title={t('titles.newsDetail')}><NewsDetailView id={useRouteQuery().id} /></Page>;
}
