import { useTranslation } from '../../lib/i18n.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { Page } from '../../components/Page.tsx';
import { SponsorInfoView } from '../../features/rtp/index.ts';
import { useRouteQuery } from '../../lib/route-query.ts';

/** A sponsor (`?id=`, optional `&game=`): profile, games and 'Últimas 30 análises'. No floating widgets. */
export default function SponsorInfoPage() {
  const { t } = useTranslation();
  const { id, game } = useRouteQuery();
  return (
    <Page title={t('titles.sponsorInfo')} className="rtp-page">
      {id ? <SponsorInfoView key={id} id={id} gameId={game} /> : <EmptyState title={t('rtp.failed')} />}
    </Page>
  );
}
