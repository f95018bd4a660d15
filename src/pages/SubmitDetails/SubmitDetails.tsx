import { useTranslation } from '../../lib/i18n.ts';
import { Page } from '../../components/Page.tsx';
import { SubmitDetailView } from '../../features/community/index.ts';
import { useRouteQuery } from '../../lib/route-query.ts';

/** Task submission details (spec §2): what was sent, status, reason and reward. */
export default function SubmitDetailsPage() {
  const { t } = useTranslation();
  const { id } = useRouteQuery();
  return <Page title={t('titles.SubmitDetails')}><SubmitDetailView id={id} /></Page>;
}
