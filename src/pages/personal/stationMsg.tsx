import { useTranslation } from 'react-i18next';
import { Page } from '../../components/Page.tsx';
import { StationMessages } from '../../features/wallet/index.ts';

/** Station messages: decisions on withdrawals reach the member here. */
export default function StationMsgPage() {
  const { t } = useTranslation();
  return <Page title={t('titles.personal_stationMsg')}><StationMessages /></Page>;
}
