/** Points earned but not yet spendable (invite rewards waiting for the friend's first draw): released now or reversed. */
import { useCallback, useState } from 'react';
import { LoadNotice } from '../common/LoadNotice.tsx';
import { dateTime } from '../common/texts.ts';
import { loaded, useOpsLoad } from '../common/use-ops-load.ts';
import { useOpsAction } from '../common/useOpsAction.ts';
import { decidePending, pendingPoints } from './risk-calls.ts';
import { summaryOf } from './RiskHolds.tsx';
import { RISK_TEXTS as T } from './risk-texts.ts';

export function RiskPending() {
  const { state, reload } = useOpsLoad(useCallback(() => pendingPoints(), []));
  const rows = loaded(state);
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const action = useOpsAction();
  const decide = (decision: 'release' | 'reverse') => action.run(async () => {
    if (chosen.size === 0) throw new Error(T.chooseSome);
    const results = await decidePending([...chosen], decision);
    setChosen(new Set());
    reload();
    return summaryOf(results);
  });
  const toggle = (id: number, on: boolean) => setChosen((now) => {
    const next = new Set(now);
    if (on) next.add(id); else next.delete(id);
    return next;
  });
  return (
    <div>
      <LoadNotice state={state} />
      {rows && (rows.length === 0 ? <p className="ops-empty">{T.noPending}</p> : (
        <>
          <table className="ops-table">
            <thead><tr><th className="ops-check" /><th>{T.member}</th><th>{T.points}</th><th>{T.reason}</th><th>{T.releaseAt}</th></tr></thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} data-testid="risk-pending">
                  <td className="ops-check"><input type="checkbox" aria-label={T.select(row.username)} checked={chosen.has(row.id)} onChange={(e) => toggle(row.id, e.target.checked)} /></td>
                  <td><a className="ops-link" href={`#/risk/${row.member_id}`}>{row.username}</a></td>
                  <td>{row.amount.toLocaleString('pt-BR')}</td>
                  <td>{row.reason}</td>
                  <td>{row.release_after ? dateTime(row.release_after) : T.waitsFirstDraw}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="ops-dialog-actions">
            <button type="button" className="ops-button" disabled={action.busy} onClick={() => void decide('release')}>{T.release}</button>
            <button type="button" className="ops-button ops-danger" disabled={action.busy} onClick={() => void decide('reverse')}>{T.reverse}</button>
          </p>
        </>
      ))}
      <div aria-live="polite">{action.result && <p className={action.result.ok ? 'ops-notice' : 'ops-error'} role="status">{action.result.text}</p>}</div>
    </div>
  );
}
