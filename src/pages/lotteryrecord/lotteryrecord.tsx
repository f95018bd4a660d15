import { useTranslation } from '../../lib/i18n.ts';
import { Page } from '../../components/Page.tsx';
import { DrawRecords } from '../../features/rewards/index.ts';

/** Draw history: my prizes with their statuses (spec §4 "Prize record"). */
export default function LotteryRecordPage() {
  const { t } = useTranslation();
  return <Page title={t('titles.lotteryrecord')}><DrawRecords /></Page>;
}
