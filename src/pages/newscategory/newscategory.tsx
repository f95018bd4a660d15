import { useTranslation } from '../../lib/i18n.ts';
import { Page } from '../../components/Page.tsx';
import { NewsCategoryView } from '../../features/content/index.ts';

/** News: category tabs over a paged list of articles. */
export default function NewsCategoryPage() {
  const { t } = useTranslation();
  return <Page title={t('titles.newscategory')}><NewsCategoryView /></Page>;
}
