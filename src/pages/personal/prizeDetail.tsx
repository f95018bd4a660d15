import { useTranslation } from '../../lib/i18n.ts';
import { MissingRecord } from '../../components/MissingRecord.tsx';
import { Page } from '../../components/Page.tsx';
import { PointsDetailView } from '../../features/rewards/index.ts';
import { POINTS_HISTORY_PATH } from '../../lib/paths.ts';
import { useRouteQuery } from '../../lib/route-query.ts';

export default function PrizeDetailPage() {
  const { t } = useTranslation();
  const { id } = useRouteQuery();
  return (
    <Page title={t('titles.personal_prizeDetail')}>
      {id ? <PointsDetailView id={id} /> : <MissingRecord text={t('missing.points.text')} listLabel={t('missing.points.list')} listPath={POINTS_HISTORY_PATH} />}
    </Page>
  );
}
