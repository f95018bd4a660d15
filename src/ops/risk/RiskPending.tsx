/** Points earned but not yet spendable (invite rewards waiting for the friend's first draw): released now or reversed. */
import { useCallback } from 'react';
import type { z } from 'zod';
import type { pendingPointsAnswer } from '../../domain/contract/ops-risk.ts';
import { LoadNotice } from '../common/LoadNotice.tsx';
import { dateTime } from '../common/texts.ts';
import { loaded, useOpsLoad } from '../common/use-ops-load.ts';
import { useOpsAction } from '../common/useOpsAction.ts';
import { DecisionBar } from './DecisionBar.tsx';
import { decidePending, pendingPoints } from './risk-calls.ts';
import { summaryOf } from './RiskHolds.tsx';
import { RISK_TEXTS as T } from './risk-texts.ts';
import { Cell, CheckCell, HiddenHead, RiskTable, SelectAll } from './RiskTable.tsx';
import { useSelection } from './use-selection.ts';

type Pending = z.output<typeof pendingPointsAnswer>;

function PendingRow({ row, chosen, toggle }: { row: Pending; chosen: boolean; toggle: (ids: number[], on: boolean) => void }) {
  const points = row.amount.toLocaleString('pt-BR');
  return (
    <tr data-testid="risk-pending">
      {/* One member may wait for several friends' rewards: the reason tells the boxes apart. */}
      <CheckCell label={T.selectPending(row.username, points, row.reason)} checked={chosen} onChange={(on) => toggle([row.id], on)} />
      <Cell><a className="ops-link" href={`#/risk/${row.member_id}`}>{row.username}</a></Cell>
      <Cell label={T.points} short>{points}</Cell>
      <Cell label={T.reason}>{row.reason}</Cell>
      <Cell label={T.releaseAt} nowrap>{row.release_after ? dateTime(row.release_after) : T.waitsFirstDraw}</Cell>
    </tr>
  );
}

export function RiskPending() {
  const { state, reload } = useOpsLoad(useCallback(() => pendingPoints(), []));
  const rows = loaded(state);
  const { chosen, toggle, clear } = useSelection();
  const action = useOpsAction();
  const decide = (decision: 'release' | 'reverse') => action.run(async () => {
    if (chosen.size === 0) throw new Error(T.chooseSome);
    const results = await decidePending([...chosen], decision);
    clear();
    reload();
    return summaryOf(results);
  });
  const head = (
    <>
      <HiddenHead text={T.selection} check />
      <th>{T.member}</th><th>{T.points}</th><th>{T.reason}</th><th>{T.releaseAt}</th>
    </>
  );
  return (
    <div className="ops-risk-pending">
      <LoadNotice state={state} />
      {rows && (rows.length === 0 ? <p className="ops-empty">{T.noPending}</p> : (
        <>
          <SelectAll label={T.selectAllPending} ids={rows.map((r) => r.id)} chosen={chosen} toggle={toggle} />
          <RiskTable label={T.pendingTable} head={head} checks>
            {rows.map((row) => <PendingRow key={row.id} row={row} chosen={chosen.has(row.id)} toggle={toggle} />)}
          </RiskTable>
        </>
      ))}
      <DecisionBar count={chosen.size} onClear={clear} result={action.result}>
        <div className="ops-risk-buttons">
          <button type="button" className="ops-button" disabled={action.busy} onClick={() => void decide('release')}>{T.release}</button>
          <button type="button" className="ops-button ops-danger" disabled={action.busy} onClick={() => void decide('reverse')}>{T.reverse}</button>
        </div>
      </DecisionBar>
    </div>
  );
}
