import { useState } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState.tsx';
import { Spinner } from '../../components/Loading.tsx';
import { useRouteQuery } from '../../lib/route-query.ts';
import { AttemptsCounter } from './AttemptsCounter.tsx';
import { ShareRecords } from './ShareRecords.tsx';
import { ShareSubmitForm } from './ShareSubmitForm.tsx';
import { useCampaignState, useShareCampaigns } from './useShareCampaigns.ts';
import { SHARE_PATH } from '../../lib/paths.ts';

/** pages/shareing/shareing?id=<campaign>: the counter, the form and the member's submissions. */
export function ShareSubmitScreen() {
  const { t } = useTranslation();
  const query = useRouteQuery();
  const campaigns = useShareCampaigns();
  const { campaign, remaining, setRemaining } = useCampaignState(campaigns, Number(query.id));
  const [version, setVersion] = useState(0);

  if (campaigns === null) return <div className="community-loading"><Spinner /></div>;
  if (!campaign) {
    return <EmptyState icon="share" title={t('shareing.notFound')}
      action={<Link className="btn btn--primary" to={SHARE_PATH}>{t('shareing.choose')}</Link>} />;
  }
  return (
    <>
      <div className="card campaign campaign--compact">
        <h2 className="campaign__title">{campaign.title}</h2>
        <p className="campaign__reward">{t('share.reward', { points: campaign.points })}</p>
        <AttemptsCounter remaining={remaining} limit={campaign.daily_limit} />
      </div>
      {remaining > 0
        ? <ShareSubmitForm campaign={campaign} onSent={(left) => { setRemaining(left); setVersion((v) => v + 1); }} />
        : <p className="card campaign__none">{t('share.noneLeft')}</p>}
      <ShareRecords version={version} />
    </>
  );
}
