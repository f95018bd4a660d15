import { useTranslation } from '../../lib/i18n.ts';
import { Page } from '../../components/Page.tsx';
import { PartnerList } from '../../features/content/index.ts';

/** Partners: logos, descriptions and links. */
export default function PartnersPage() {
  const { t } = useTranslation();
  return <Page title={t('titles.partners')}><PartnerList /></Page>;
}
