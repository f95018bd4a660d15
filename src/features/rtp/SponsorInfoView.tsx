import { useCallback, useState } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { sponsorInfo } from '../../api/index.ts';
import { Button } from '../../components/Button.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { Spinner } from '../../components/Loading.tsx';
import { useLoad } from '../../lib/use-load.ts';
import { RtpChart } from './RtpChart.tsx';
import { SponsorGameRow } from './RtpRow.tsx';

/** A sponsor's profile, its games, and the chart of the chosen game (the featured one first). */
export function SponsorInfoView({ id, gameId }: { id: string; gameId?: string | undefined }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState(gameId);
  const load = useCallback(() => sponsorInfo({ id, ...(chosen ? { game_id: chosen } : {}) }, { loading: false }), [id, chosen]);
  const { state, reload: retry } = useLoad(load);

  if (state.status === 'loading') return <Spinner />;
  if (state.status !== 'ready') {
    const problem = (state.status === 'refused' && state.msg) || t('rtp.failed');
    return <EmptyState title={problem} action={<Button onClick={retry}>{t('rtp.retry')}</Button>} />;
  }
  const { sponsor, games, chart } = state.data;
  return (
    <>
      <section className="card sponsor-profile" data-testid="sponsor-profile">
        <img className="sponsor-card__logo" src={sponsor.logo} alt="" width={64} height={64} />
        <div className="sponsor-card__text">
          <h2>{sponsor.name}</h2>
          <p>{sponsor.description}</p>
          <a href={sponsor.link} target="_blank" rel="noopener noreferrer">{t('rtp.visit')}</a>
        </div>
      </section>
      {chart ? <RtpChart title={chart.name} points={chart.readings} /> : null}
      <h2 className="rtp-section-title">{t('rtp.sponsorGames')}</h2>
      <ul className="card rtp-list">
        {games.map((game) => (
          <SponsorGameRow key={game.game_id} game={game} selected={game.game_id === chart?.game_id} onSelect={() => setChosen(String(game.game_id))} />
        ))}
      </ul>
    </>
  );
}
