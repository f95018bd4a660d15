import { useTranslation } from '../../lib/i18n.ts';
import { Page } from '../../components/Page.tsx';
import { AddressBook } from '../../features/rewards/index.ts';

export default function AddressPage() {
  const { t } = useTranslation();
  return <Page title={t('titles.address')}><AddressBook /></Page>;
}
