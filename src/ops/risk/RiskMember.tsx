/** One member's linked accounts and what links them, and "Marcar como suspeito". */
import { useCallback, useState } from 'react';
import { LoadNotice } from '../common/LoadNotice.tsx';
import { loaded, useOpsLoad } from '../common/use-ops-load.ts';
import { useOpsAction } from '../common/useOpsAction.ts';
import { MembersConfirm } from '../members/MembersConfirm.tsx';
import { flagMember, riskMember } from './risk-calls.ts';
import { RISK_TEXTS as T } from './risk-texts.ts';
import { Cell, RiskTable } from './RiskTable.tsx';

export function RiskMember({ memberId }: { memberId: string }) {
  const { state, reload } = useOpsLoad(useCallback(() => riskMember(memberId), [memberId]));
  const member = loaded(state);
  const [confirming, setConfirming] = useState(false);
  const action = useOpsAction();
  const flag = () => action.run(async () => {
    const { flagged } = await flagMember(memberId);
    setConfirming(false);
    reload();
    return T.flaggedDone(flagged);
  });
  return (
    <div className="ops-risk-member">
      <p><a className="ops-link" href="#/risk/members">{T.back}</a></p>
      <LoadNotice state={state} />
      {member && (
        <>
          <h2>{member.username}</h2>
          <dl className="ops-summary ops-risk-summary">
            <div><dt>{T.score}</dt><dd data-testid="risk-score">{member.score}</dd></div>
            <div><dt>{T.flagged}</dt><dd>{member.flagged > 0 ? T.yes : T.no}</dd></div>
          </dl>
          <h3 data-testid="risk-linked">{T.linkedTitle(member.linked)}{member.shares ? `: ${member.shares}` : ''}</h3>
          <RiskTable label={T.groupTable} head={<><th>{T.member}</th><th>{T.shares}</th><th>{T.score}</th></>}>
            {member.accounts.map((a) => (
              <tr key={a.member_id} data-testid="risk-group-account">
                <Cell>
                  <a className="ops-link" href={`#/risk/${a.member_id}`}>{a.username}</a>
                  {a.member_id === member.member_id && <> <span className="ops-muted">{T.thisMember}</span></>}
                </Cell>
                <Cell label={T.shares}>{a.shares.join(', ') || '—'}</Cell>
                <Cell label={T.score} short>{a.score}</Cell>
              </tr>
            ))}
          </RiskTable>
          <p className="ops-risk-member-actions">
            <a className="ops-link" href={`#/members/${member.member_id}`}>{T.memberPage}</a>
            <button type="button" className="ops-button ops-danger" disabled={action.busy} onClick={() => setConfirming(true)}>{T.flag}</button>
          </p>
          <div aria-live="polite">{action.result && <p className={action.result.ok ? 'ops-notice' : 'ops-error'} role="status">{action.result.text}</p>}</div>
          {confirming && (
            <MembersConfirm title={T.flag} text={T.flagConfirm(member.linked)} confirm={T.flag} busy={action.busy}
              onConfirm={() => void flag()} onCancel={() => setConfirming(false)} />
          )}
        </>
      )}
    </div>
  );
}
