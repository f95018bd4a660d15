import { useTranslation } from '../../lib/i18n.ts';
import { Page } from '../../components/Page.tsx';
import { WalletView } from '../../features/wallet/forms.ts';

export default function WalletPage() {
  const { t } = useTranslation();
  return <Page title={t('titles.personal_wallet')}><WalletView /></Page>;
}
