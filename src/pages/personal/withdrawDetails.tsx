import { useTranslation } from '../../lib/i18n.ts';
import { MissingRecord } from '../../components/MissingRecord.tsx';
import { Page } from '../../components/Page.tsx';
import { WithdrawalDetailView } from '../../features/wallet/index.ts';
import { WITHDRAWAL_RECORDS_PATH } from '../../lib/paths.ts';
import { useRouteQuery } from '../../lib/route-query.ts';

export default function WithdrawDetailsPage() {
  const { t } = useTranslation();
  const { id } = useRouteQuery();
  return (
    <Page title={t('titles.personal_withdrawDetails')}>
      {id ? <WithdrawalDetailView id={id} /> : <MissingRecord text={t('missing.withdrawal.text')} listLabel={t('missing.withdrawal.list')} listPath={WITHDRAWAL_RECORDS_PATH} />}
    </Page>
  );
}
