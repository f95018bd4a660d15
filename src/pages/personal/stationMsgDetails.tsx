import { useTranslation } from '../../lib/i18n.ts';
import { MissingRecord } from '../../components/MissingRecord.tsx';
import { Page } from '../../components/Page.tsx';
import { StationMessageDetail } from '../../features/messages/index.ts';
import { MESSAGES_PATH } from '../../lib/paths.ts';
import { useRouteQuery } from '../../lib/route-query.ts';

export default function StationMsgDetailsPage() {
  const { t } = useTranslation();
  const { id } = useRouteQuery();
  return (
    <Page title={t('titles.personal_stationMsgDetails')}>
      {id ? <StationMessageDetail id={id} /> : <MissingRecord text={t('missing.message.text')} listLabel={t('missing.message.list')} listPath={MESSAGES_PATH} />}
    </Page>
  );
}
