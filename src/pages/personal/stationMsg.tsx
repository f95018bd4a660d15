import { useTranslation } from '../../lib/i18n.ts';
import { Page } from '../../components/Page.tsx';
import { StationMessages } from '../../features/messages/index.ts';

/** Station messages: decisions on withdrawals and prizes, and operator broadcasts. */
export default function StationMsgPage() {
  const { t } = useTranslation();
  return <Page title={t('titles.personal_stationMsg')}><StationMessages /></Page>;
}
