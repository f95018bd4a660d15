/** The allow and deny lists: an entry added in its own form (the server's refusal at the form), removed after a confirmation. */
import { useCallback, useState } from 'react';
import { RISK_LIST_KINDS, RISK_LISTS } from '../../domain/contract/risk-values.ts';
import { RISK_LIST_KIND_LABELS } from '../../domain/risk.pt.ts';
import { LoadNotice } from '../common/LoadNotice.tsx';
import { dateTime } from '../common/texts.ts';
import { loaded, useOpsLoad } from '../common/use-ops-load.ts';
import { useOpsForm } from '../common/use-ops-form.ts';
import { useOpsAction } from '../common/useOpsAction.ts';
import { MembersConfirm } from '../members/MembersConfirm.tsx';
import { addListEntry, removeListEntry, riskLists } from './risk-calls.ts';
import { RISK_TEXTS as T } from './risk-texts.ts';
import { Cell, HiddenHead, RiskTable } from './RiskTable.tsx';

type List = (typeof RISK_LISTS)[number];
type Kind = (typeof RISK_LIST_KINDS)[number];

export function RiskLists() {
  const { state, update } = useOpsLoad(useCallback(() => riskLists(), []));
  const entries = loaded(state);
  const form = useOpsForm({ list: 'deny' as List, kind: 'pix' as Kind, value: '', note: '' });
  const remove = useOpsAction();
  const [removing, setRemoving] = useState<{ id: number; kind: string; value: string } | null>(null);
  const add = form.submitWith(async () => {
    const added = await addListEntry(form.values);
    update((now) => [...now, added]);
    form.setField('value', '');
    form.setField('note', '');
    return T.added;
  });
  const confirmRemove = (id: number) => remove.run(async () => {
    await removeListEntry(id);
    update((now) => now.filter((e) => e.id !== id));
    setRemoving(null);
    return T.removed;
  });
  const head = (
    <>
      <th>{T.list}</th><th>{T.kind}</th><th>{T.value}</th><th>{T.note}</th><th>{T.by}</th>
      <HiddenHead text={T.actions} />
    </>
  );
  return (
    <div className="ops-risk-lists">
      <LoadNotice state={state} />
      {entries && (entries.length === 0 ? <p className="ops-empty">{T.noEntries}</p> : (
        <RiskTable label={T.listsTable} head={head}>
          {entries.map((e) => (
            <tr key={e.id} data-testid="risk-list-entry">
              <Cell label={T.list} short>{T.listNames[e.list]}</Cell>
              <Cell label={T.kind} short>{RISK_LIST_KIND_LABELS[e.kind]}</Cell>
              <Cell label={T.value}><code>{e.value}</code></Cell>
              <Cell label={T.note}>{e.note || T.noNote}</Cell>
              <Cell label={T.by} nowrap>{e.created_by}<div className="ops-muted">{dateTime(e.created_at)}</div></Cell>
              <Cell>
                <button type="button" className="ops-button" aria-label={T.removeEntry(RISK_LIST_KIND_LABELS[e.kind], e.value)}
                  onClick={() => setRemoving({ id: e.id, kind: RISK_LIST_KIND_LABELS[e.kind], value: e.value })}>{T.remove}</button>
              </Cell>
            </tr>
          ))}
        </RiskTable>
      ))}
      <form className="ops-card ops-form" onSubmit={add} aria-label={T.add}>
        <label className="ops-field"><span>{T.list}</span>
          <select name="list" value={form.values.list} onChange={(e) => form.setField('list', e.target.value as List)}>
            {RISK_LISTS.map((l) => <option key={l} value={l}>{T.listNames[l]}</option>)}
          </select>
        </label>
        <label className="ops-field"><span>{T.kind}</span>
          <select name="kind" value={form.values.kind} onChange={(e) => form.setField('kind', e.target.value as Kind)}>
            {RISK_LIST_KINDS.map((k) => <option key={k} value={k}>{RISK_LIST_KIND_LABELS[k]}</option>)}
          </select>
        </label>
        <label className="ops-field"><span>{T.value}</span><input name="value" value={form.values.value} onChange={(e) => form.setField('value', e.target.value)} /></label>
        <label className="ops-field"><span>{T.note}</span><input name="note" value={form.values.note} maxLength={200} onChange={(e) => form.setField('note', e.target.value)} /></label>
        <div aria-live="polite">{form.result && <p className={form.result.ok ? 'ops-notice' : 'ops-error'} role="status">{form.result.text}</p>}</div>
        <button type="submit" className="ops-button ops-primary" disabled={form.busy}>{T.add}</button>
      </form>
      <div aria-live="polite">{remove.result && <p className={remove.result.ok ? 'ops-notice' : 'ops-error'} role="status">{remove.result.text}</p>}</div>
      {removing && (
        <MembersConfirm title={T.remove} text={T.removeConfirm(removing.kind, removing.value)} confirm={T.remove} busy={remove.busy}
          onConfirm={() => void confirmRemove(removing.id)} onCancel={() => setRemoving(null)} />
      )}
    </div>
  );
}
