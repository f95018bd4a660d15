/** The console's "Regras de prêmios": one card per game (wheel, gift box, chest) to edit its prizes and daily chances. */
import { useCallback, useEffect, useState } from 'react';
import type { OpsRewardGame } from '../../domain/contract/ops-rewards.ts';
import { rewardRules } from './rewards-calls.ts';
import { REWARDS_TEXTS as T } from './rewards-texts.ts';
import { RewardsGameCard } from './RewardsGameCard.tsx';
import { TEXTS } from '../common/texts.ts';
import './rewards.css';

export function RewardsPage() {
  const [games, setGames] = useState<OpsRewardGame[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  // A reload gives every card a new key: its form starts again from the table as stored.
  const [loadCount, setLoadCount] = useState(0);
  const reload = useCallback(() => {
    setError(null);
    rewardRules()
      .then((loaded) => {
        setGames(loaded);
        setLoadCount((n) => n + 1);
      })
      .catch((failure: Error) => setError(failure.message));
  }, []);
  useEffect(reload, [reload]);
  const saved = (game: OpsRewardGame) => setGames((list) => list?.map((g) => (g.game === game.game ? game : g)) ?? null);

  return (
    <section className="ops-page" aria-labelledby="rewards-title">
      <header className="ops-page-header">
        <h1 id="rewards-title">{T.title}</h1>
      </header>
      <p className="ops-hint rewards-intro">{T.hint}</p>
      {error && <p className="ops-error" role="alert">{error}</p>}
      {!games && !error && <p className="ops-muted">{TEXTS.loading}</p>}
      <div className="rewards-cards">
        {games?.map((game) => <RewardsGameCard key={`${game.game}-${loadCount}`} game={game} onSaved={saved} onReload={reload} />)}
      </div>
    </section>
  );
}
