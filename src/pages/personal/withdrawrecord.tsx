import { useTranslation } from '../../lib/i18n.ts';
import { Page } from '../../components/Page.tsx';
import { WithdrawalRecords } from '../../features/wallet/index.ts';

export default function WithdrawRecordPage() {
  const { t } = useTranslation();
  return <Page title={t('titles.personal_withdrawrecord')}><WithdrawalRecords /></Page>;
}
