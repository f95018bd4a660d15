import { useTranslation } from '../../lib/i18n.ts';
import { Page } from '../../components/Page.tsx';
import { ContactView } from '../../features/content/index.ts';

/** Support channels from the site settings. */
export default function ContactPage() {
  const { t } = useTranslation();
  return <Page title={t('titles.personal_contact')}><ContactView /></Page>;
}
