import { useTranslation } from '../../lib/i18n.ts';
import { Page } from '../../components/Page.tsx';
import { DownloadView } from '../../features/content/index.ts';

/** Install the app: platform links, each download counted. */
export default function AllianceDownloadPage() {
  const { t } = useTranslation();
  return <Page title={t('titles.alliancedownload')}><DownloadView /></Page>;
}
