import { useTranslation } from '../../lib/i18n.ts';
import { getInviteRanking } from '../../api/index.ts';
import { Spinner } from '../../components/Loading.tsx';
import { useLoad } from '../../lib/use-load.ts';

const loadRanking = () => getInviteRanking({ loading: false });

const isoToBr = (day: string) => day.split('-').reverse().join('/');

/** The week's top inviters (masked names), Monday to Sunday in São Paulo. */
export function Ranking() {
  const { t } = useTranslation();
  const { state } = useLoad(loadRanking);
  const ranking = state.status === 'loading' ? null : state.status === 'ready' ? state.data : 'error';
  return (
    <section className="card">
      <h2 className="invite-section__title">{t('invites.affiliate.ranking')}</h2>
      {ranking === null ? <Spinner /> : null}
      {ranking === 'error' ? <p className="muted">{t('invites.loadFailed')}</p> : null}
      {ranking && ranking !== 'error' ? (
        <>
          <p className="invite-ranking__week muted">{t('invites.affiliate.week', { start: isoToBr(ranking.week_start), end: isoToBr(ranking.week_end) })}</p>
          {ranking.list.length === 0 ? <p className="muted">{t('invites.affiliate.rankingEmpty')}</p> : (
            <ol className="invite-ranking" data-testid="ranking">
              {ranking.list.map((row) => (
                <li key={row.rank} className="invite-ranking__row">
                  <span className={`invite-ranking__rank invite-ranking__rank--${Math.min(row.rank, 4)}`}>{row.rank}</span>
                  <span className="invite-ranking__name">{row.name_masked}</span>
                  <span className="invite-ranking__count">{t('invites.affiliate.invitesCount', { count: row.invites })}</span>
                </li>
              ))}
            </ol>
          )}
        </>
      ) : null}
    </section>
  );
}
