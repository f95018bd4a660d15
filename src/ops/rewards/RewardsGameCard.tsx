/**
 * One game's rules: on or off, its prize table (rows added and removed), its chances, and the figures
 * the table gives, computed as the operator types. A save sends the whole table with the version it
 * was loaded at; the server's refusal (a field, or another operator's save) is shown on the form.
 */
import { useMemo } from 'react';
import { rewardRulesProblem, switchesOf, type OpsRewardGame } from '../../domain/contract/ops-rewards.ts';
import { DAILY_CHANCES_MAX, pointsText } from '../../domain/prize-odds.ts';
import { saveRewardRules } from './rewards-calls.ts';
import { bodyOf, draftOf, figuresOf, newPrize, type PrizeDraft, type RulesDraft } from './rewards-form.ts';
import { REWARDS_TEXTS as T } from './rewards-texts.ts';
import { RewardsPrizeRow } from './RewardsPrizeRow.tsx';
import { useOpsForm } from '../common/use-ops-form.ts';

interface GameCardProps {
  game: OpsRewardGame;
  onSaved: (game: OpsRewardGame) => void;
  onReload: () => void;
}

function Figures({ draft }: { draft: RulesDraft }) {
  const figures = figuresOf(draft);
  return (
    <dl className="ops-summary rewards-figures">
      <div><dt>{T.totalWeight}</dt><dd>{figures.total}</dd></div>
      <div><dt>{T.perDraw}</dt><dd>{pointsText(figures.perDraw)}</dd></div>
      <div><dt title={T.perThousandHint}>{T.perThousand}</dt><dd>{pointsText(figures.perThousand)}</dd></div>
    </dl>
  );
}

export function RewardsGameCard({ game, onSaved, onReload }: GameCardProps) {
  const { values: draft, set, replaceValues, busy, result, submitWith } = useOpsForm<RulesDraft>(() => draftOf(game));
  const percentages = useMemo(() => figuresOf(draft).percentages, [draft]);
  const body = bodyOf(game, draft);
  const problem = rewardRulesProblem(game.game, switchesOf(body), body.prizes);

  const setPrize = (index: number, prize: PrizeDraft) => set('prizes')(draft.prizes.map((p, i) => (i === index ? prize : p)));
  const removePrize = (index: number) => set('prizes')(draft.prizes.filter((_, i) => i !== index));
  const addPrize = () => set('prizes')([...draft.prizes, newPrize()]);

  const submit = submitWith(async () => {
    const saved = await saveRewardRules(body);
    replaceValues(draftOf(saved));
    onSaved(saved);
    return T.saved;
  });

  return (
    <form className="ops-card rewards-card" onSubmit={submit} aria-labelledby={`rewards-${game.game}`}>
      <header className="rewards-card-header">
        <h2 id={`rewards-${game.game}`}>{T.games[game.game]} · {game.name}</h2>
        <button type="button" className="ops-button" onClick={onReload}>{T.reload}</button>
      </header>
      <p className={game.active ? 'ops-notice' : 'ops-hint'}>{game.active ? T.isOn : T.isOff}</p>
      <label className="ops-check-field rewards-active">
        <input name="active" type="checkbox" checked={draft.active} onChange={(e) => set('active')(e.target.checked)} />
        <span>{T.active}</span>
      </label>
      <div className="rewards-chances">
        <label className="ops-field rewards-daily">
          <span>{T.dailyFree}</span>
          <input name="daily_free" type="number" min={0} max={DAILY_CHANCES_MAX} step={1} value={draft.dailyFree} onChange={(e) => set('dailyFree')(e.target.value)} />
        </label>
        <label className="ops-field rewards-daily">
          <span>{T.perInvite}</span>
          <input name="per_invite" type="number" min={0} max={DAILY_CHANCES_MAX} step={1} value={draft.perInvite} onChange={(e) => set('perInvite')(e.target.value)} />
        </label>
      </div>
      <div className="rewards-table-scroll">
        <table className="ops-table rewards-table">
          <thead>
            <tr><th>#</th><th>{T.label}</th><th>{T.kind}</th><th>{T.points}</th><th>{T.weight}</th><th>{T.stock}</th><th>{T.chance}</th><th>{T.icon}</th><th>{T.color}</th><th /></tr>
          </thead>
          <tbody>
            {draft.prizes.map((prize, index) => (
              <RewardsPrizeRow key={prize.key} row={index + 1} prize={prize} percent={percentages[index] ?? 0} canRemove={draft.prizes.length > game.min_prizes}
                onChange={(changed) => setPrize(index, changed)} onRemove={() => removePrize(index)} />
            ))}
          </tbody>
        </table>
      </div>
      <p className="ops-hint">
        {T.limits(game.min_prizes, game.max_prizes)} {T.weightZero} {T.stockHint}
      </p>
      <button type="button" className="ops-button rewards-add" disabled={draft.prizes.length >= game.max_prizes} onClick={addPrize}>{T.add}</button>
      <Figures draft={draft} />
      {problem && <p className="ops-hint rewards-problem">{T.check} {problem}</p>}
      {result && <p className={result.ok ? 'ops-notice' : 'ops-error'} role="status">{result.text}</p>}
      <button type="submit" className="ops-button ops-primary rewards-save" disabled={busy}>{busy ? T.saving : T.save}</button>
    </form>
  );
}
