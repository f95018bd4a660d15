/** Members by risk score, highest first, from a minimum score. */
import { useCallback, useState } from 'react';
import { LoadNotice } from '../common/LoadNotice.tsx';
import { loaded, useOpsLoad } from '../common/use-ops-load.ts';
import { riskMembers } from './risk-calls.ts';
import { RISK_TEXTS as T } from './risk-texts.ts';
import { Cell, RiskTable } from './RiskTable.tsx';

export function RiskMembers() {
  const [minScore, setMinScore] = useState(1);
  const { state } = useOpsLoad(useCallback(() => riskMembers(Number.isFinite(minScore) ? Math.min(100, Math.max(0, minScore)) : 1), [minScore]));
  const members = loaded(state);
  return (
    <div className="ops-risk-members">
      <label className="ops-field ops-risk-min"><span>{T.minScore}</span>
        <input type="number" min={0} max={100} value={Number.isFinite(minScore) ? minScore : ''} onChange={(e) => setMinScore(e.target.valueAsNumber)} />
      </label>
      <LoadNotice state={state} />
      {members && (members.length === 0 ? <p className="ops-empty">{T.noMembers}</p> : (
        <RiskTable label={T.membersTable} head={<><th>{T.member}</th><th>{T.score}</th><th>{T.flagged}</th><th>{T.openHolds}</th></>}>
          {members.map((m) => (
            <tr key={m.member_id} data-testid="risk-member">
              <Cell><a className="ops-link" href={`#/risk/${m.member_id}`}>{m.username}</a></Cell>
              <Cell label={T.score} short>{m.score}</Cell>
              <Cell label={T.flagged} short>{m.flagged > 0 ? T.yes : T.no}</Cell>
              <Cell label={T.openHolds} short>{m.open_holds}</Cell>
            </tr>
          ))}
        </RiskTable>
      ))}
    </div>
  );
}
