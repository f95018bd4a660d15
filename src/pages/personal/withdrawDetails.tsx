import { useTranslation } from '../../lib/i18n.ts';
import { Page } from '../../components/Page.tsx';
import { WithdrawalDetailView } from '../../features/wallet/index.ts';
import { useRouteQuery } from '../../lib/route-query.ts';

export default function WithdrawDetailsPage() {
  const { t } = useTranslation();
  const { id } = useRouteQuery();
  return <Page title={t('titles.personal_withdrawDetails')}><WithdrawalDetailView id={id} /></Page>;
}
