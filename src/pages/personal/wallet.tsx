import { useTranslation } from '../../lib/i18n.ts';
import { Page } from '../../components/Page.tsx';
import { WalletView, loadWalletRules } from '../../features/wallet/index.ts';
import { useImportAtRest } from '../../lib/import-once.ts';

export default function WalletPage() {
  const { t } = useTranslation();
  useImportAtRest(loadWalletRules);
  return <Page title={t('titles.personal_wallet')}><WalletView /></Page>;
}
