/**
 * The "Operadores" forms: a new operator (name, password, role), and one operator's edits (role,
 * disable or enable, a new password, the authenticator removed). Each edit sends the version the
 * page loaded; a save over someone else's change shows the server's "recarregue" refusal.
 */
import type { OperatorAccount } from '../../domain/contract/ops-operators.ts';
import { OPERATOR_ROLES, type OperatorRole } from '../../domain/contract/ops-roles.ts';
import { ROLE_LABELS } from '../../domain/ops.pt.ts';
import { createOperator, removeOperatorTotp, setOperatorDisabled, setOperatorPassword, setOperatorRole } from './operators-calls.ts';
import { OPERATORS_TEXTS as T } from './operators-texts.ts';
import { useOpsForm } from '../common/use-ops-form.ts';
import type { ActionResult } from '../common/useOpsAction.ts';

function RoleSelect({ value, onChange }: { value: OperatorRole; onChange: (role: OperatorRole) => void }) {
  return (
    <label className="ops-field">
      <span>{T.role}</span>
      <select name="role" value={value} onChange={(e) => onChange(e.target.value as OperatorRole)}>
        {OPERATOR_ROLES.map((role) => <option key={role} value={role}>{ROLE_LABELS[role]}</option>)}
      </select>
    </label>
  );
}

function Result({ result }: { result: ActionResult | null }) {
  if (!result) return null;
  return <p className={result.ok ? 'ops-notice' : 'ops-error'} role={result.ok ? 'status' : 'alert'}>{result.text}</p>;
}

export function OperatorCreateForm({ onCreated }: { onCreated: (account: OperatorAccount) => void }) {
  const { values: { name, password, role }, setField, replaceValues, busy, result, submitWith } = useOpsForm({ name: '', password: '', role: 'reviewer' as OperatorRole });
  const submit = submitWith(async () => {
    const created = await createOperator(name.trim(), password, role);
    onCreated(created);
    replaceValues({ name: '', password: '', role });
    return T.created(created.name);
  });

  return (
    <form className="ops-card" onSubmit={submit} aria-label={T.newOperator}>
      <h2>{T.newOperator}</h2>
      <label className="ops-field">
        <span>{T.name}</span>
        <input name="name" autoComplete="off" value={name} onChange={(e) => setField('name', e.target.value)} />
      </label>
      <label className="ops-field">
        <span>{T.password}</span>
        <input name="password" type="password" autoComplete="new-password" value={password} onChange={(e) => setField('password', e.target.value)} />
      </label>
      <RoleSelect value={role} onChange={(value) => setField('role', value)} />
      <Result result={result} />
      <button type="submit" className="ops-button ops-primary" disabled={busy}>{busy ? T.creating : T.create}</button>
    </form>
  );
}

interface EditProps {
  account: OperatorAccount;
  /** The signed-in admin's own account: its role and status stay (an admin is always left). */
  self: boolean;
  onSaved: (account: OperatorAccount) => void;
  onClose: () => void;
}

export function OperatorEditForm({ account, self, onSaved, onClose }: EditProps) {
  const { values: { role, password }, setField, busy, result, run, submitWith } = useOpsForm({ role: account.role, password: '' });
  const saving = (change: () => Promise<OperatorAccount>) => async () => {
    onSaved(await change());
    return T.saved;
  };
  const save = (change: () => Promise<OperatorAccount>) => void run(saving(change));
  const saveRole = submitWith(saving(() => setOperatorRole(account, role)));
  const savePassword = submitWith(saving(async () => {
    const saved = await setOperatorPassword(account, password);
    setField('password', '');
    return saved;
  }));

  return (
    <section className="ops-card" aria-label={T.editing(account.name)}>
      <h2>{T.editing(account.name)} {self && T.you}</h2>
      <form onSubmit={saveRole}>
        <RoleSelect value={role} onChange={(value) => setField('role', value)} />
        <button type="submit" className="ops-button" disabled={busy || role === account.role}>{T.saveRole}</button>
      </form>
      <form onSubmit={savePassword}>
        <label className="ops-field">
          <span>{T.newPassword}</span>
          <input name="new-password" type="password" autoComplete="new-password" value={password} onChange={(e) => setField('password', e.target.value)} />
        </label>
        <button type="submit" className="ops-button" disabled={busy || !password}>{T.setPassword}</button>
      </form>
      <div className="ops-row-actions">
        <button type="button" className={`ops-button${account.disabled ? '' : ' ops-danger'}`} disabled={busy}
          onClick={() => save(() => setOperatorDisabled(account, !account.disabled))}>
          {account.disabled ? T.enable : T.disable}
        </button>
        {account.totp_enabled && (
          <button type="button" className="ops-button" disabled={busy} onClick={() => save(() => removeOperatorTotp(account))}>{T.removeTotp}</button>
        )}
        <button type="button" className="ops-button" onClick={onClose}>{T.close}</button>
      </div>
      <Result result={result} />
    </section>
  );
}
