/** Held withdrawals, highest score first: released to the payout queue or refused (points back), chosen ones or a whole score band. */
import { useCallback, useState } from 'react';
import type { z } from 'zod';
import type { decidedHoldAnswer, RiskHold } from '../../domain/contract/ops-risk.ts';
import { LoadNotice } from '../common/LoadNotice.tsx';
import { MembersConfirm } from '../members/MembersConfirm.tsx';
import { dateTime } from '../common/texts.ts';
import { loaded, useOpsLoad } from '../common/use-ops-load.ts';
import { useOpsAction } from '../common/useOpsAction.ts';
import { DecisionBar } from './DecisionBar.tsx';
import { decideHolds, riskHolds } from './risk-calls.ts';
import { RISK_TEXTS as T } from './risk-texts.ts';
import { Cell, CheckCell, HiddenHead, RiskTable, SelectAll } from './RiskTable.tsx';
import { useSelection } from './use-selection.ts';

type Decided = z.output<typeof decidedHoldAnswer>;
type Decision = 'release' | 'refuse';
type Toggle = (ids: number[], on: boolean) => void;

/** One line for a batch of decisions: how many went through, and why each other did not. */
export function summaryOf(results: Decided[]): string {
  const failed = results.filter((r) => !r.ok);
  return [T.decided(results.length - failed.length, failed.length), ...failed.map((r) => `#${r.id}: ${r.msg}`)].join(' ');
}

function HoldRow({ hold, chosen, toggle }: { hold: RiskHold; chosen: boolean; toggle: Toggle }) {
  return (
    <tr data-testid="risk-hold">
      <CheckCell label={T.select(hold.username)} checked={chosen} onChange={(on) => toggle([hold.id], on)} />
      <Cell><a className="ops-link" href={`#/risk/${hold.member_id}`}>{hold.username}</a><div className="ops-muted">{T.account}: {hold.account}</div></Cell>
      <Cell label={T.score} short>{hold.score}</Cell>
      <Cell label={T.amount} short nowrap>
        {hold.unit} {hold.amount.toLocaleString('pt-BR')}
        <div className="ops-muted">{hold.points.toLocaleString('pt-BR')} pts</div>
      </Cell>
      <Cell label={T.reasons}><ul className="ops-risk-reasons">{hold.reasons.map((r) => <li key={r.code}>{r.reason}</li>)}</ul></Cell>
      <Cell label={T.deadline} nowrap>{T.deadlineText(dateTime(hold.expires_at), T.onExpiry[hold.on_expiry] ?? hold.on_expiry)}</Cell>
    </tr>
  );
}

function HoldsTable({ holds, chosen, toggle }: { holds: RiskHold[]; chosen: ReadonlySet<number>; toggle: Toggle }) {
  const head = (
    <>
      <HiddenHead text={T.selection} check />
      <th>{T.member}</th><th>{T.score}</th><th>{T.amount}</th><th>{T.reasons}</th><th>{T.deadline}</th>
    </>
  );
  return (
    <>
      <SelectAll label={T.selectAll} ids={holds.map((h) => h.id)} chosen={chosen} toggle={toggle} />
      <RiskTable label={T.holdsTable} head={head} checks>
        {holds.map((hold) => <HoldRow key={hold.id} hold={hold} chosen={chosen.has(hold.id)} toggle={toggle} />)}
      </RiskTable>
    </>
  );
}

interface BandProps {
  band: { min: number; max: number };
  setBand: (band: { min: number; max: number }) => void;
  remark: string;
  setRemark: (remark: string) => void;
  busy: boolean;
  inBand: number;
  ask: (decision: Decision) => void;
}

/** Every open hold of a score band at once, after a confirmation. */
function BandDecision({ band, setBand, remark, setRemark, busy, inBand, ask }: BandProps) {
  return (
    <fieldset className="ops-card ops-risk-band">
      <legend>{T.bandTitle}</legend>
      <label className="ops-field"><span>{T.bandMin}</span><input type="number" min={0} max={100} value={band.min} onChange={(e) => setBand({ ...band, min: e.target.valueAsNumber })} /></label>
      <label className="ops-field"><span>{T.bandMax}</span><input type="number" min={0} max={100} value={band.max} onChange={(e) => setBand({ ...band, max: e.target.valueAsNumber })} /></label>
      <label className="ops-field ops-risk-remark"><span>{T.bandRemark}</span><input value={remark} maxLength={200} onChange={(e) => setRemark(e.target.value)} /></label>
      <div className="ops-risk-buttons">
        <button type="button" className="ops-button" disabled={busy || inBand === 0} onClick={() => ask('release')}>{T.releaseBand}</button>
        <button type="button" className="ops-button ops-danger" disabled={busy || inBand === 0} onClick={() => ask('refuse')}>{T.refuseBand}</button>
      </div>
    </fieldset>
  );
}

export function RiskHolds() {
  const { state, reload } = useOpsLoad(useCallback(() => riskHolds(), []));
  const holds = loaded(state);
  const { chosen, toggle, clear } = useSelection();
  const [remark, setRemark] = useState('');
  const [bandRemark, setBandRemark] = useState('');
  const [band, setBand] = useState({ min: 60, max: 100 });
  const [confirming, setConfirming] = useState<{ decision: Decision; count: number } | null>(null);
  const action = useOpsAction();
  const finish = (results: Decided[]) => { clear(); setConfirming(null); reload(); return summaryOf(results); };
  const decideChosen = (decision: Decision) => action.run(async () => {
    if (chosen.size === 0) throw new Error(T.chooseSome);
    return finish(await decideHolds({ ids: [...chosen], decision, remark }));
  });
  const decideBand = (decision: Decision) => action.run(async () =>
    finish(await decideHolds({ band: { min_score: band.min, max_score: band.max }, decision, remark: bandRemark })));
  const inBand = holds?.filter((h) => h.score >= band.min && h.score <= band.max).length ?? 0;

  return (
    <div className="ops-risk-holds">
      <LoadNotice state={state} />
      {holds && (holds.length === 0 ? <p className="ops-empty">{T.noHolds}</p> : <HoldsTable holds={holds} chosen={chosen} toggle={toggle} />)}
      <DecisionBar count={chosen.size} onClear={clear} result={action.result}>
        <label className="ops-field ops-risk-remark"><span>{T.remark}</span><input value={remark} maxLength={200} onChange={(e) => setRemark(e.target.value)} /></label>
        <div className="ops-risk-buttons">
          <button type="button" className="ops-button" disabled={action.busy} onClick={() => void decideChosen('release')}>{T.release}</button>
          <button type="button" className="ops-button ops-danger" disabled={action.busy} onClick={() => void decideChosen('refuse')}>{T.refuse}</button>
        </div>
      </DecisionBar>
      {holds && holds.length > 0 && (
        <BandDecision band={band} setBand={setBand} remark={bandRemark} setRemark={setBandRemark} busy={action.busy} inBand={inBand}
          ask={(decision) => setConfirming({ decision, count: inBand })} />
      )}
      {confirming && (
        <MembersConfirm title={T.confirmTitle} busy={action.busy}
          text={T.confirmBand(confirming.decision === 'release' ? T.release : T.refuse, confirming.count, band.min, band.max)}
          confirm={confirming.decision === 'release' ? T.release : T.refuse}
          onConfirm={() => void decideBand(confirming.decision)} onCancel={() => setConfirming(null)} />
      )}
    </div>
  );
}
