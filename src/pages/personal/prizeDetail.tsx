import { useTranslation } from '../../lib/i18n.ts';
import { Page } from '../../components/Page.tsx';
import { PointsDetailView } from '../../features/rewards/index.ts';
import { useRouteQuery } from '../../lib/route-query.ts';

export default function PrizeDetailPage() {
  const { t } = useTranslation();
  const { id } = useRouteQuery();
  return <Page title={t('titles.personal_prizeDetail')}><PointsDetailView id={id} /></Page>;
}
