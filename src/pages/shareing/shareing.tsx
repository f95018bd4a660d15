import { useTranslation } from '../../lib/i18n.ts';
import { Page } from '../../components/Page.tsx';
import { ShareSubmitScreen } from '../../features/community/index.ts';

/** Send the posted content's address for verification (spec §2, §5). */
export default function ShareingPage() {
  const { t } = useTranslation();
  return <Page title={t('titles.shareing')}><ShareSubmitScreen /></Page>;
}
