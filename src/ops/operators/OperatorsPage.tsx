/** The console's "Operadores" (admins only): every account in a table beside the new-operator form or one account's edits. */
import { useState } from 'react';
import type { OperatorAccount } from '../../domain/contract/ops-operators.ts';
import { ROLE_LABELS } from '../../domain/ops.pt.ts';
import { OperatorCreateForm, OperatorEditForm } from './OperatorForms.tsx';
import { listOperators } from './operators-calls.ts';
import { OPERATORS_TEXTS as T } from './operators-texts.ts';
import { LoadNotice } from '../common/LoadNotice.tsx';
import { dateTime, TEXTS } from '../common/texts.ts';
import { loaded, useOpsLoad, withRow } from '../common/use-ops-load.ts';

interface TableProps {
  accounts: OperatorAccount[];
  me: string;
  selectedId: number | null;
  onEdit: (account: OperatorAccount) => void;
}

function OperatorsTable({ accounts, me, selectedId, onEdit }: TableProps) {
  return (
    <table className="ops-table ops-content-table">
      <thead>
        <tr><th>{T.name}</th><th>{T.role}</th><th>{T.status}</th><th>{T.totp}</th><th>{T.lastSignIn}</th><th><span className="ops-visually-hidden">{TEXTS.actions}</span></th></tr>
      </thead>
      <tbody>
        {accounts.map((account) => (
          <tr key={account.id} className={account.id === selectedId ? 'is-selected' : undefined}>
            <td>{account.name} {account.name === me && T.you}</td>
            <td>{ROLE_LABELS[account.role]}</td>
            <td>{account.disabled ? T.disabledLabel : T.active}</td>
            <td>{account.totp_enabled ? T.yes : T.no}</td>
            <td>{account.last_sign_in_at ? dateTime(account.last_sign_in_at) : T.never}</td>
            <td>
              <button type="button" className="ops-link" onClick={() => onEdit(account)} aria-label={T.edit(account.name)}>{T.editShort}</button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function OperatorsPage({ me }: { me: string }) {
  const { state, reload, update } = useOpsLoad(listOperators);
  const accounts = loaded(state);
  const [editingId, setEditingId] = useState<number | null>(null);

  const saved = (account: OperatorAccount) => update((now) => withRow(now, account));
  const editing = accounts?.find((a) => a.id === editingId) ?? null;

  return (
    <section className="ops-page" aria-labelledby="operators-title">
      <header className="ops-page-header">
        <h1 id="operators-title">{T.title}</h1>
        <button type="button" className="ops-button" onClick={reload}>{T.refresh}</button>
      </header>
      <p className="ops-hint">{T.hint}</p>
      {state.status === 'refused' && <LoadNotice state={state} />}
      <div className="ops-content-layout">
        <div className="ops-content-list">
          {accounts ? <OperatorsTable accounts={accounts} me={me} selectedId={editingId} onEdit={(a) => setEditingId(a.id)} /> : state.status === 'loading' && <LoadNotice state={state} />}
        </div>
        {editing ? (
          <OperatorEditForm key={editing.id} account={editing} self={editing.name === me} onSaved={saved} onClose={() => setEditingId(null)} />
        ) : (
          <OperatorCreateForm onCreated={saved} />
        )}
      </div>
    </section>
  );
}
