/** Held withdrawals, highest score first: released to the payout queue or refused (points back), chosen ones or a whole score band. */
import { useCallback, useState } from 'react';
import type { z } from 'zod';
import type { decidedHoldAnswer, RiskHold } from '../../domain/contract/ops-risk.ts';
import { LoadNotice } from '../common/LoadNotice.tsx';
import { MembersConfirm } from '../members/MembersConfirm.tsx';
import { dateTime } from '../common/texts.ts';
import { loaded, useOpsLoad } from '../common/use-ops-load.ts';
import { useOpsAction } from '../common/useOpsAction.ts';
import { decideHolds, riskHolds } from './risk-calls.ts';
import { RISK_TEXTS as T } from './risk-texts.ts';

type Decided = z.output<typeof decidedHoldAnswer>;
type Decision = 'release' | 'refuse';

/** One line for a batch of decisions: how many went through, and why each other did not. */
export function summaryOf(results: Decided[]): string {
  const failed = results.filter((r) => !r.ok);
  return [T.decided(results.length - failed.length, failed.length), ...failed.map((r) => `#${r.id}: ${r.msg}`)].join(' ');
}

function HoldsTable({ holds, chosen, toggle }: { holds: RiskHold[]; chosen: Set<number>; toggle: (ids: number[], on: boolean) => void }) {
  const all = holds.length > 0 && holds.every((h) => chosen.has(h.id));
  return (
    <table className="ops-table ops-risk-table">
      <thead>
        <tr>
          <th className="ops-check"><input type="checkbox" aria-label={T.selectAll} checked={all} onChange={(e) => toggle(holds.map((h) => h.id), e.target.checked)} /></th>
          <th>{T.member}</th><th>{T.score}</th><th>{T.amount}</th><th>{T.reasons}</th><th>{T.deadline}</th>
        </tr>
      </thead>
      <tbody>
        {holds.map((hold) => (
          <tr key={hold.id} data-testid="risk-hold">
            <td className="ops-check"><input type="checkbox" aria-label={T.select(hold.username)} checked={chosen.has(hold.id)} onChange={(e) => toggle([hold.id], e.target.checked)} /></td>
            <td><a className="ops-link" href={`#/risk/${hold.member_id}`}>{hold.username}</a><div className="ops-muted">{T.account}: {hold.account}</div></td>
            <td>{hold.score}</td>
            <td className="ops-nowrap">{hold.unit} {hold.amount.toLocaleString('pt-BR')}<div className="ops-muted">{hold.points.toLocaleString('pt-BR')} pts</div></td>
            <td><ul className="ops-risk-reasons">{hold.reasons.map((r) => <li key={r.code}>{r.reason}</li>)}</ul></td>
            <td className="ops-nowrap">{T.deadlineText(dateTime(hold.expires_at), T.onExpiry[hold.on_expiry] ?? hold.on_expiry)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function RiskHolds() {
  const { state, reload } = useOpsLoad(useCallback(() => riskHolds(), []));
  const holds = loaded(state);
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [remark, setRemark] = useState('');
  const [band, setBand] = useState({ min: 60, max: 100 });
  const [confirming, setConfirming] = useState<{ decision: Decision; count: number } | null>(null);
  const action = useOpsAction();
  const toggle = (ids: number[], on: boolean) => setChosen((now) => {
    const next = new Set(now);
    for (const id of ids) if (on) next.add(id); else next.delete(id);
    return next;
  });
  const finish = (results: Decided[]) => { setChosen(new Set()); setConfirming(null); reload(); return summaryOf(results); };
  const decideChosen = (decision: Decision) => action.run(async () => {
    if (chosen.size === 0) throw new Error(T.chooseSome);
    return finish(await decideHolds({ ids: [...chosen], decision, remark }));
  });
  const decideBand = (decision: Decision) => action.run(async () =>
    finish(await decideHolds({ band: { min_score: band.min, max_score: band.max }, decision, remark })));
  const inBand = holds?.filter((h) => h.score >= band.min && h.score <= band.max).length ?? 0;

  return (
    <div className="ops-risk-holds">
      <LoadNotice state={state} />
      {holds && (holds.length === 0 ? <p className="ops-empty">{T.noHolds}</p> : <HoldsTable holds={holds} chosen={chosen} toggle={toggle} />)}
      {holds && holds.length > 0 && (
        <div className="ops-card ops-risk-actions">
          <label className="ops-field"><span>{T.remark}</span><input value={remark} maxLength={200} onChange={(e) => setRemark(e.target.value)} /></label>
          <div className="ops-dialog-actions">
            <button type="button" className="ops-button" disabled={action.busy} onClick={() => void decideChosen('release')}>{T.release}</button>
            <button type="button" className="ops-button ops-danger" disabled={action.busy} onClick={() => void decideChosen('refuse')}>{T.refuse}</button>
          </div>
          <fieldset className="ops-risk-band">
            <legend>{T.bandTitle}</legend>
            <label className="ops-field"><span>{T.bandMin}</span><input type="number" min={0} max={100} value={band.min} onChange={(e) => setBand({ ...band, min: e.target.valueAsNumber })} /></label>
            <label className="ops-field"><span>{T.bandMax}</span><input type="number" min={0} max={100} value={band.max} onChange={(e) => setBand({ ...band, max: e.target.valueAsNumber })} /></label>
            <button type="button" className="ops-button" disabled={action.busy || inBand === 0} onClick={() => setConfirming({ decision: 'release', count: inBand })}>{T.releaseBand}</button>
            <button type="button" className="ops-button ops-danger" disabled={action.busy || inBand === 0} onClick={() => setConfirming({ decision: 'refuse', count: inBand })}>{T.refuseBand}</button>
          </fieldset>
        </div>
      )}
      <div aria-live="polite">{action.result && <p className={action.result.ok ? 'ops-notice' : 'ops-error'} role="status">{action.result.text}</p>}</div>
      {confirming && (
        <MembersConfirm title={T.confirmTitle} busy={action.busy}
          text={T.confirmBand(confirming.decision === 'release' ? T.release : T.refuse, confirming.count, band.min, band.max)}
          confirm={confirming.decision === 'release' ? T.release : T.refuse}
          onConfirm={() => void decideBand(confirming.decision)} onCancel={() => setConfirming(null)} />
      )}
    </div>
  );
}
