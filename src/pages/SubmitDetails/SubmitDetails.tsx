import { useTranslation } from '../../lib/i18n.ts';
import { MissingRecord } from '../../components/MissingRecord.tsx';
import { Page } from '../../components/Page.tsx';
import { SubmitDetailView } from '../../features/community/index.ts';
import { TASK_RECORDS_PATH } from '../../lib/paths.ts';
import { useRouteQuery } from '../../lib/route-query.ts';

/** Task submission details (spec §2): what was sent, status, reason and reward. */
export default function SubmitDetailsPage() {
  const { t } = useTranslation();
  const { id } = useRouteQuery();
  return (
    <Page title={t('titles.SubmitDetails')}>
      {id ? <SubmitDetailView id={id} /> : <MissingRecord text={t('missing.submission.text')} listLabel={t('missing.submission.list')} listPath={TASK_RECORDS_PATH} />}
    </Page>
  );
}
