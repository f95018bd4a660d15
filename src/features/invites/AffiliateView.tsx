import { useTranslation } from '../../lib/i18n.ts';
import { Figures } from './Figures.tsx';
import { LoadGate } from '../../components/LoadGate.tsx';
import { LinkBox } from './LinkBox.tsx';
import { Ranking } from './Ranking.tsx';
import { useInviteInfo } from './useInviteInfo.ts';

/** pages/affiliate/affiliate: the programme's rules (from the server), the member's link and figures, the week's ranking. */
export function AffiliateView() {
  const { t } = useTranslation();
  const { state, reload } = useInviteInfo();
  return (
    <>
      <LoadGate state={state} reload={reload} notFound={t('invites.loadFailed')}>
        {(info) => (
          <>
            <section className="card">
              <h2 className="invite-section__title">{t('invites.affiliate.rules')}</h2>
              <ol className="invite-rules" data-testid="affiliate-rules">
                {info.rules.map((rule) => <li key={rule}>{rule}</li>)}
              </ol>
            </section>
            <section className="card">
              <h2 className="invite-section__title">{t('invites.affiliate.yourFigures')}</h2>
              <Figures figures={info.figures} />
            </section>
            <section className="card">
              <LinkBox code={info.code} />
            </section>
          </>
        )}
      </LoadGate>
      <Ranking />
    </>
  );
}
