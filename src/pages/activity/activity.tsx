import { useTranslation } from '../../lib/i18n.ts';
import { Page } from '../../components/Page.tsx';
import { ActivityList } from '../../features/content/index.ts';

/** All campaigns with their state, dates and where each leads. */
export default function ActivityPage() {
  const { t } = useTranslation();
  return <Page title={t('titles.activity')}><ActivityList /></Page>;
}
