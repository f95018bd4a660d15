import { useTranslation } from '../../lib/i18n.ts';

/** Today's reward attempts of a campaign, as a bar of dots so it reads at a glance. */
export function AttemptsCounter({ remaining, limit }: { remaining: number; limit: number }) {
  const { t } = useTranslation();
  return (
    <div className="attempts" data-testid="share-remaining" data-remaining={remaining}>
      <span>{t('share.remaining', { remaining, limit })}</span>
      <span className="attempts__dots" aria-hidden="true">
        {Array.from({ length: limit }, (_, i) => <span key={i} className={i < remaining ? 'attempts__dot attempts__dot--on' : 'attempts__dot'} />)}
      </span>
    </div>
  );
}
