import { useTranslation } from '../../lib/i18n.ts';
import { Page } from '../../components/Page.tsx';
import { RtpMarket } from '../../features/rtp/index.ts';

/** RTP tab (spec §2): games with their current RTP and its change, live while open. No floating widgets. */
export default function ZanzhuPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('titles.zanzhu')} back={false} withTabBar className="rtp-page">
      <RtpMarket />
    </Page>
  );
}
