import { useTranslation } from '../../lib/i18n.ts';
import { MissingRecord } from '../../components/MissingRecord.tsx';
import { Page } from '../../components/Page.tsx';
import { DocumentView } from '../../features/content/index.ts';
import { PROTOCOLS_PATH } from '../../lib/paths.ts';
import { useRouteQuery } from '../../lib/route-query.ts';

/** One term or policy (`?id=`). */
export default function ProtocolDetailsPage() {
  const { t } = useTranslation();
  const { id } = useRouteQuery();
  return (
    <Page title={t('titles.personal_protocolDetails')}>
      {id ? <DocumentView by={{ id }} /> : <MissingRecord text={t('missing.protocol.text')} listLabel={t('missing.protocol.list')} listPath={PROTOCOLS_PATH} />}
    </Page>
  );
}
