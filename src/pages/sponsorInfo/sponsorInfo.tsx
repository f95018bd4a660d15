import { useTranslation } from '../../lib/i18n.ts';
import { MissingRecord } from '../../components/MissingRecord.tsx';
import { Page } from '../../components/Page.tsx';
import { SponsorInfoView } from '../../features/rtp/index.ts';
import { RTP_PATH } from '../../lib/paths.ts';
import { useRouteQuery } from '../../lib/route-query.ts';

/** A sponsor (`?id=`, optional `&game=`): profile, games and 'Últimas 30 análises'. No floating widgets. */
export default function SponsorInfoPage() {
  const { t } = useTranslation();
  const { id, game } = useRouteQuery();
  return (
    <Page title={t('titles.sponsorInfo')} className="rtp-page">
      {id ? <SponsorInfoView key={id} id={id} gameId={game} /> : <MissingRecord text={t('missing.sponsor.text')} listLabel={t('missing.sponsor.list')} listPath={RTP_PATH} />}
    </Page>
  );
}
