import { useTranslation } from '../../lib/i18n.ts';
import { Page } from '../../components/Page.tsx';
import { ShareCampaigns } from '../../features/community/index.ts';

/** Share and earn (spec §2): campaigns, share buttons and today's attempts left. */
export default function SharePage() {
  const { t } = useTranslation();
  return <Page title={t('titles.share')}><ShareCampaigns /></Page>;
}
