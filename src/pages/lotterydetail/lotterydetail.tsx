import { useTranslation } from '../../lib/i18n.ts';
import { Page } from '../../components/Page.tsx';
import { DrawDetailView } from '../../features/rewards/index.ts';
import { useRouteQuery } from '../../lib/route-query.ts';

export default function LotteryDetailPage() {
  const { t } = useTranslation();
  const { id } = useRouteQuery();
  return <Page title={t('titles.lotterydetail')}><DrawDetailView id={id} /></Page>;
}
