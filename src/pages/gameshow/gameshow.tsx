import { useTranslation } from '../../lib/i18n.ts';
import { Page } from '../../components/Page.tsx';
import { Programme } from '../../features/content/index.ts';

/** The games programme by day, in the member's time zone. */
export default function GameshowPage() {
  const { t } = useTranslation();
  return <Page title={t('titles.gameshow')}><Programme /></Page>;
}
