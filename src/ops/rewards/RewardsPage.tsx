/** The console's "Regras de prêmios": one card per game (wheel, gift box, chest) to edit its prizes and daily chances. */
import type { OpsRewardGame } from '../../domain/contract/ops-rewards.ts';
import { rewardRules } from './rewards-calls.ts';
import { REWARDS_TEXTS as T } from './rewards-texts.ts';
import { RewardsGameCard } from './RewardsGameCard.tsx';
import { LoadNotice } from '../common/LoadNotice.tsx';
import { loaded, useOpsLoad } from '../common/use-ops-load.ts';
import './rewards.css';

export function RewardsPage() {
  // A reload gives every card a new key (answers): its form starts again from the table as stored.
  const { state, reload, update, answers } = useOpsLoad(rewardRules);
  const games = loaded(state);
  const saved = (game: OpsRewardGame) => update((list) => list.map((g) => (g.game === game.game ? game : g)));

  return (
    <section className="ops-page" aria-labelledby="rewards-title">
      <header className="ops-page-header">
        <h1 id="rewards-title">{T.title}</h1>
      </header>
      <p className="ops-hint rewards-intro">{T.hint}</p>
      <LoadNotice state={state} />
      <div className="rewards-cards">
        {games?.map((game) => <RewardsGameCard key={`${game.game}-${answers}`} game={game} onSaved={saved} onReload={reload} />)}
      </div>
    </section>
  );
}
