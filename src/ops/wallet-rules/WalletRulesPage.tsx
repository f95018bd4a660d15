/** The console's "Regras de saque": the withdrawal types (table and edit form) and the withdrawal rules. */
import { useEffect, useState } from 'react';
import type { OpsWithdrawalType } from '../../domain/contract/ops-wallet-rules.ts';
import { LoadNotice } from '../common/LoadNotice.tsx';
import { loaded, useOpsLoad, withRow } from '../common/use-ops-load.ts';
import { walletRules } from './wallet-rules-calls.ts';
import { WALLET_RULES_TEXTS as T } from './wallet-rules-texts.ts';
import { WalletRulesForm } from './WalletRulesForm.tsx';
import { WalletRulesTypeForm } from './WalletRulesTypeForm.tsx';

/** Which form is open: none, a new type, or one type's edit. */
type Editing = null | 'new' | OpsWithdrawalType;

function TypesTable({ types, onEdit }: { types: OpsWithdrawalType[]; onEdit: (type: OpsWithdrawalType) => void }) {
  return (
    <table className="ops-table">
      <thead>
        <tr><th>{T.name}</th><th>{T.platform}</th><th>{T.rate}</th><th>{T.unit}</th><th>{T.min}</th><th>{T.max}</th><th>{T.active}</th><th /></tr>
      </thead>
      <tbody>
        {types.map((type) => (
          <tr key={type.id}>
            <td>{type.name}</td><td>{type.platform}</td><td>{type.rate}</td><td>{type.unit}</td><td>{type.min_amount}</td><td>{type.max_amount}</td>
            <td>{type.active ? T.yes : T.no}</td>
            <td><button type="button" className="ops-button" onClick={() => onEdit(type)}>{T.edit}</button></td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function WalletRulesPage() {
  // A reload gives the forms new keys (answers): they start again from the values as stored.
  const { state, reload, update, answers: loadCount } = useOpsLoad(walletRules);
  const rules = loaded(state);
  const [editing, setEditing] = useState<Editing>(null);
  // Each answer closes the open form: what it edited may have changed.
  useEffect(() => setEditing(null), [loadCount]);
  const typeSaved = (saved: OpsWithdrawalType) => update((now) => ({ ...now, types: withRow(now.types, saved) }));

  return (
    <section className="ops-page" aria-labelledby="wallet-rules-title">
      <header className="ops-page-header">
        <h1 id="wallet-rules-title">{T.title}</h1>
        <button type="button" className="ops-button" onClick={reload}>{T.reload}</button>
      </header>
      <p className="ops-hint">{T.hint}</p>
      <LoadNotice state={state} />
      {rules && (
        <>
          <h2>{T.typesTitle}</h2>
          <TypesTable types={rules.types} onEdit={setEditing} />
          <button type="button" className="ops-button" onClick={() => setEditing('new')}>{T.newType}</button>
          {editing && (
            <WalletRulesTypeForm key={`${editing === 'new' ? 'new' : editing.id}-${loadCount}`}
              type={editing === 'new' ? null : editing} onSaved={typeSaved} onCancel={() => setEditing(null)} />
          )}
          <WalletRulesForm key={loadCount} rules={rules.rules} onSaved={(saved) => update((now) => ({ ...now, rules: saved }))} />
        </>
      )}
    </section>
  );
}
