import { useTranslation } from '../../lib/i18n.ts';
import { MissingRecord } from '../../components/MissingRecord.tsx';
import { Page } from '../../components/Page.tsx';
import { DrawDetailView } from '../../features/rewards/index.ts';
import { DRAW_HISTORY_PATH } from '../../lib/paths.ts';
import { useRouteQuery } from '../../lib/route-query.ts';

export default function LotteryDetailPage() {
  const { t } = useTranslation();
  const { id } = useRouteQuery();
  return (
    <Page title={t('titles.lotterydetail')}>
      {id ? <DrawDetailView id={id} /> : <MissingRecord text={t('missing.draw.text')} listLabel={t('missing.draw.list')} listPath={DRAW_HISTORY_PATH} />}
    </Page>
  );
}
