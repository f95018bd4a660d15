/**
 * One withdrawal type's form: a new type, or an edit that sends back the values it loaded so a
 * save over another operator's change is refused. The server's Portuguese refusal shows here.
 */
import { type FormEvent, useState } from 'react';
import type { OpsWithdrawalType, WithdrawalTypeFields } from '../../domain/contract/ops-wallet-rules.ts';
import { useOpsAction } from '../common/useOpsAction.ts';
import { saveWithdrawalType } from './wallet-rules-calls.ts';
import { WALLET_RULES_TEXTS as T } from './wallet-rules-texts.ts';

export const NEW_TYPE: WithdrawalTypeFields = { name: '', platform: '', rate: 100, unit: 'R$', min_amount: 10, max_amount: 500, active: true };

interface TypeFormProps {
  type: OpsWithdrawalType | null;
  onSaved: (type: OpsWithdrawalType) => void;
  onCancel: () => void;
}

const fieldsOf = ({ name, platform, rate, unit, min_amount, max_amount, active }: WithdrawalTypeFields): WithdrawalTypeFields =>
  ({ name, platform, rate, unit, min_amount, max_amount, active });

type TextField = 'name' | 'platform' | 'unit';
type NumberField = 'rate' | 'min_amount' | 'max_amount';

export function WalletRulesTypeForm({ type, onSaved, onCancel }: TypeFormProps) {
  // After a save the form edits the type as stored: the next save sends those values as loaded.
  const [stored, setStored] = useState<OpsWithdrawalType | null>(type);
  const [draft, setDraft] = useState<WithdrawalTypeFields>(type ?? NEW_TYPE);
  const { busy, result, run } = useOpsAction();

  const text = (field: TextField, label: string) => (
    <label className="ops-field">
      <span>{label}</span>
      <input name={field} value={draft[field]} onChange={(e) => setDraft((d) => ({ ...d, [field]: e.target.value }))} />
    </label>
  );
  const number = (field: NumberField, label: string) => (
    <label className="ops-field">
      <span>{label}</span>
      <input name={field} type="number" step={1} value={Number.isNaN(draft[field]) ? '' : draft[field]} onChange={(e) => setDraft((d) => ({ ...d, [field]: e.target.valueAsNumber }))} />
    </label>
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const saved = await saveWithdrawalType(stored ? { ...draft, id: stored.id, loaded: fieldsOf(stored) } : draft);
      setStored(saved);
      setDraft(fieldsOf(saved));
      onSaved(saved);
      return T.typeSaved;
    });
  };

  return (
    <form className="ops-card" onSubmit={submit} aria-label={stored ? T.editing(stored.name) : T.creating}>
      <h3>{stored ? T.editing(stored.name) : T.creating}</h3>
      {text('name', T.name)}
      {text('platform', T.platform)}
      {number('rate', T.rate)}
      {text('unit', T.unit)}
      {number('min_amount', T.min)}
      {number('max_amount', T.max)}
      <label className="ops-field">
        <input name="active" type="checkbox" checked={draft.active} onChange={(e) => setDraft((d) => ({ ...d, active: e.target.checked }))} />
        <span>{T.active}</span>
      </label>
      {result && <p className={result.ok ? 'ops-notice' : 'ops-error'} role="status">{result.text}</p>}
      <button type="submit" className="ops-button ops-primary" disabled={busy}>{busy ? T.saving : T.saveType}</button>
      <button type="button" className="ops-button" onClick={onCancel}>{T.cancel}</button>
    </form>
  );
}
