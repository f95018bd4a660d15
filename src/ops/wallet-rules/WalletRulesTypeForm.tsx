/**
 * One withdrawal type's form: a new type, or an edit that sends back the values it loaded so a
 * save over another operator's change is refused. The server's Portuguese refusal shows here.
 */
import type { OpsWithdrawalType, WithdrawalTypeFields } from '../../domain/contract/ops-wallet-rules.ts';
import { useEditForm } from '../common/use-ops-form.ts';
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
  const { values: draft, setField, stored, busy, result, submit } = useEditForm(type, {
    draftOf: (stored: OpsWithdrawalType | null): WithdrawalTypeFields => (stored ? fieldsOf(stored) : NEW_TYPE),
    save: (values, stored) => saveWithdrawalType(stored ? { ...values, id: stored.id, loaded: fieldsOf(stored) } : values),
    saved: T.typeSaved,
    onSaved,
  });

  const text = (field: TextField, label: string) => (
    <label className="ops-field">
      <span>{label}</span>
      <input name={field} value={draft[field]} onChange={(e) => setField(field, e.target.value)} />
    </label>
  );
  const number = (field: NumberField, label: string) => (
    <label className="ops-field">
      <span>{label}</span>
      <input name={field} type="number" step={1} value={Number.isNaN(draft[field]) ? '' : draft[field]} onChange={(e) => setField(field, e.target.valueAsNumber)} />
    </label>
  );

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
        <input name="active" type="checkbox" checked={draft.active} onChange={(e) => setField('active', e.target.checked)} />
        <span>{T.active}</span>
      </label>
      {result && <p className={result.ok ? 'ops-notice' : 'ops-error'} role="status">{result.text}</p>}
      <button type="submit" className="ops-button ops-primary" disabled={busy}>{busy ? T.saving : T.saveType}</button>
      <button type="button" className="ops-button" onClick={onCancel}>{T.cancel}</button>
    </form>
  );
}
