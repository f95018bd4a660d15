import { useTranslation } from '../../lib/i18n.ts';
import { Page } from '../../components/Page.tsx';
import { PointsHistory } from '../../features/rewards/index.ts';

/** Points details: every change of the member's points, by period and source (spec §4). */
export default function PrizeRecordPage() {
  const { t } = useTranslation();
  return <Page title={t('titles.personal_prizeRecord')}><PointsHistory /></Page>;
}
