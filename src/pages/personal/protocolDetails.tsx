import { useTranslation } from '../../lib/i18n.ts';
import { Page } from '../../components/Page.tsx';
import { DocumentView } from '../../features/content/index.ts';
import { useRouteQuery } from '../../lib/route-query.ts';

/** One term or policy (`?id=`). */
export default function ProtocolDetailsPage() {
  const { t } = useTranslation();
  const { id } = useRouteQuery();
  return <Page title={t('titles.personal_protocolDetails')}><DocumentView by={id ? { id } : null} /></Page>;
}
