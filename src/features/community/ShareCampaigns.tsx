import { useTranslation } from '../../lib/i18n.ts';
import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState.tsx';
import { Spinner } from '../../components/Loading.tsx';
import { SHARE_PLATFORM_NAMES } from '../../domain/contract/share-values.ts';
import type { ShareCampaign } from '../../domain/contract/shares.ts';
import { AttemptsCounter } from './AttemptsCounter.tsx';
import { ShareButtons } from './ShareButtons.tsx';
import { useShareCampaigns } from './useShareCampaigns.ts';
import { shareSubmit } from '../../lib/paths.ts';

/** pages/share/share: campaigns to share, their buttons and today's attempts left. */
export function ShareCampaigns() {
  const { t } = useTranslation();
  const campaigns = useShareCampaigns();
  if (campaigns === null) return <div className="community-loading"><Spinner /></div>;
  if (campaigns.length === 0) return <EmptyState icon="share" title={t('share.empty')} description={t('share.emptyText')} />;
  return (
    <>
      <p className="community-intro">{t('share.intro')}</p>
      {campaigns.map((campaign) => <CampaignCard key={campaign.id} campaign={campaign} />)}
    </>
  );
}

function CampaignCard({ campaign }: { campaign: ShareCampaign }) {
  const { t } = useTranslation();
  const platforms = campaign.platforms.map((p) => SHARE_PLATFORM_NAMES[p]).join(', ');
  return (
    <article className="card campaign" data-testid="share-campaign">
      <img className="campaign__image" src={campaign.image} alt="" loading="lazy" />
      <h2 className="campaign__title">{campaign.title}</h2>
      <p className="campaign__text">{campaign.text}</p>
      <p className="campaign__reward">{t('share.reward', { points: campaign.points })}</p>
      <AttemptsCounter remaining={campaign.remaining} limit={campaign.daily_limit} />
      <ShareButtons title={campaign.title} content={{ text: campaign.text, link: campaign.link }} platforms={campaign.platforms} />
      <p className="campaign__platforms">{t('share.platforms', { platforms })}</p>
      {campaign.remaining > 0 ? (
        <Link className="btn btn--primary btn--block" to={shareSubmit(campaign.id)}>{t('share.send')}</Link>
      ) : (
        <p className="campaign__none">{t('share.noneLeft')}</p>
      )}
    </article>
  );
}
