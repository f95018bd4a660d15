import { useTranslation } from '../../lib/i18n.ts';
import { Page } from '../../components/Page.tsx';
import { AddressForm } from '../../features/rewards/AddressForm.tsx';
import { useRouteQuery } from '../../lib/route-query.ts';

export default function AddAddressPage() {
  const { t } = useTranslation();
  const { redirect } = useRouteQuery();
  return <Page title={t('titles.addAddress')}><AddressForm redirect={redirect} /></Page>;
}
