/** The withdrawal rules: cooling-off hours after a password change and the daily cap per member, saved with the values loaded. */
import { type FormEvent, useState } from 'react';
import { COOLING_OFF_MAX_HOURS, DAILY_CAP_MAX, type WithdrawalRules } from '../../domain/contract/ops-wallet-rules.ts';
import { useOpsAction } from '../common/useOpsAction.ts';
import { saveWithdrawalRules } from './wallet-rules-calls.ts';
import { WALLET_RULES_TEXTS as T } from './wallet-rules-texts.ts';

export function WalletRulesForm({ rules, onSaved }: { rules: WithdrawalRules; onSaved: (rules: WithdrawalRules) => void }) {
  // After a save the form holds the rules as stored: the next save sends those as loaded.
  const [stored, setStored] = useState<WithdrawalRules>(rules);
  const [draft, setDraft] = useState<WithdrawalRules>(rules);
  const { busy, result, run } = useOpsAction();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const saved = await saveWithdrawalRules({ ...draft, loaded: stored });
      setStored(saved);
      setDraft(saved);
      onSaved(saved);
      return T.rulesSaved;
    });
  };
  const field = (name: keyof WithdrawalRules, label: string, max: number) => (
    <label className="ops-field">
      <span>{label}</span>
      <input name={name} type="number" min={0} max={max} step={1} value={Number.isNaN(draft[name]) ? '' : draft[name]}
        onChange={(e) => setDraft((d) => ({ ...d, [name]: e.target.valueAsNumber }))} />
    </label>
  );

  return (
    <form className="ops-card" onSubmit={submit} aria-labelledby="wallet-rules-form">
      <h2 id="wallet-rules-form">{T.rulesTitle}</h2>
      {field('cooling_off_hours', T.cooling, COOLING_OFF_MAX_HOURS)}
      {field('daily_cap', T.dailyCap, DAILY_CAP_MAX)}
      {result && <p className={result.ok ? 'ops-notice' : 'ops-error'} role="status">{result.text}</p>}
      <button type="submit" className="ops-button ops-primary" disabled={busy}>{busy ? T.saving : T.saveRules}</button>
    </form>
  );
}
