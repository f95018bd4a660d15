import { useTranslation } from '../../lib/i18n.ts';
import { Page } from '../../components/Page.tsx';
import { SponsorList } from '../../features/rtp/index.ts';

/** The sponsors (spec §2); each opens its sponsorInfo page. */
export default function SponsorPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('titles.sponsor')} className="rtp-page">
      <SponsorList />
    </Page>
  );
}
