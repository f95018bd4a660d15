/** The withdrawal rules (cooling-off hours after a password change, the daily cap per member) and the rewards' (monthly allowance, pending waits), saved with the values loaded. */
import { COOLING_OFF_MAX_HOURS, DAILY_CAP_MAX, MONTHLY_ALLOWANCE_MAX, RELEASE_HOURS_MAX, type WithdrawalRules } from '../../domain/contract/ops-wallet-rules.ts';
import { useEditForm } from '../common/use-ops-form.ts';
import { saveWithdrawalRules } from './wallet-rules-calls.ts';
import { WALLET_RULES_TEXTS as T } from './wallet-rules-texts.ts';

export function WalletRulesForm({ rules, onSaved }: { rules: WithdrawalRules; onSaved: (rules: WithdrawalRules) => void }) {
  const { values: draft, setField, busy, result, submit } = useEditForm(rules, {
    draftOf: (stored: WithdrawalRules | null): WithdrawalRules => stored ?? rules,
    save: (values, stored) => saveWithdrawalRules({ ...values, loaded: stored ?? rules }),
    saved: T.rulesSaved,
    onSaved,
  });
  const field = (name: keyof WithdrawalRules, label: string, max: number) => (
    <label className="ops-field">
      <span>{label}</span>
      <input name={name} type="number" min={0} max={max} step={1} value={Number.isNaN(draft[name]) ? '' : draft[name]}
        onChange={(e) => setField(name, e.target.valueAsNumber)} />
    </label>
  );

  return (
    <form className="ops-card" onSubmit={submit} aria-labelledby="wallet-rules-form">
      <h2 id="wallet-rules-form">{T.rulesTitle}</h2>
      {field('cooling_off_hours', T.cooling, COOLING_OFF_MAX_HOURS)}
      {field('daily_cap', T.dailyCap, DAILY_CAP_MAX)}
      <h3>{T.rewardsTitle}</h3>
      <p className="ops-hint">{T.rewardsHint}</p>
      {field('monthly_allowance', T.monthlyAllowance, MONTHLY_ALLOWANCE_MAX)}
      {field('invite_release_hours', T.inviteRelease, RELEASE_HOURS_MAX)}
      {field('linked_release_hours', T.linkedRelease, RELEASE_HOURS_MAX)}
      {result && <p className={result.ok ? 'ops-notice' : 'ops-error'} role="status">{result.text}</p>}
      <button type="submit" className="ops-button ops-primary" disabled={busy}>{busy ? T.saving : T.saveRules}</button>
    </form>
  );
}
