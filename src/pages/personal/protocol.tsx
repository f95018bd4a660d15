import { useTranslation } from '../../lib/i18n.ts';
import { Page } from '../../components/Page.tsx';
import { DocumentList } from '../../features/content/index.ts';

/** Terms and policies from the server. */
export default function ProtocolPage() {
  const { t } = useTranslation();
  return <Page title={t('titles.personal_protocol')}><DocumentList /></Page>;
}
