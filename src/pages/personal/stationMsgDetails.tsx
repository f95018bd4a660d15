import { useTranslation } from '../../lib/i18n.ts';
import { Page } from '../../components/Page.tsx';
import { StationMessageDetail } from '../../features/messages/index.ts';
import { useRouteQuery } from '../../lib/route-query.ts';

export default function StationMsgDetailsPage() {
  const { t } = useTranslation();
  const { id } = useRouteQuery();
  return <Page title={t('titles.personal_stationMsgDetails')}><StationMessageDetail id={id} /></Page>;
}
