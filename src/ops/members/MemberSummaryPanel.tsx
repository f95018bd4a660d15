/** The member at a glance, loaded when the operator asks: balance, account age, past withdrawals. */
import { useCallback } from 'react';
import { memberSummary } from '../common/calls.ts';
import { LoadNotice } from '../common/LoadNotice.tsx';
import { loaded, useOpsLoad } from '../common/use-ops-load.ts';
import { dateTime, TEXTS } from '../common/texts.ts';

const points = (n: number) => n.toLocaleString('pt-BR');

export function MemberSummaryPanel({ memberId }: { memberId: string }) {
  const { state } = useOpsLoad(useCallback(() => memberSummary(memberId), [memberId]));
  const summary = loaded(state);
  if (!summary) return <LoadNotice state={state} />;
  const { withdrawals: w } = summary;
  return (
    <dl className="ops-summary" data-testid="member-summary">
      <div>
        <dt>{TEXTS.balance}</dt>
        <dd>{points(summary.points)}</dd>
      </div>
      <div>
        <dt>{TEXTS.memberSince}</dt>
        <dd>{dateTime(summary.created_at)}</dd>
      </div>
      <div>
        <dt>{TEXTS.withdrawalsDone}</dt>
        <dd>{TEXTS.withdrawalCount(w.success.count, points(w.success.points))}</dd>
      </div>
      <div>
        <dt>{TEXTS.withdrawalsRefused}</dt>
        <dd>{w.failed.count}</dd>
      </div>
      <div>
        <dt>{TEXTS.withdrawalsWaiting}</dt>
        <dd>{w.progress.count}</dd>
      </div>
      <div>
        <dt>{TEXTS.withdrawalsHeld}</dt>
        <dd>{w.review.count}</dd>
      </div>
      <div>
        <dt>{TEXTS.linked}</dt>
        <dd data-testid="member-linked">
          <a className="ops-link" href={`#/risk/${summary.id}`}>{summary.linked.count === 0 ? TEXTS.none : `${summary.linked.count}: ${summary.linked.shares}`}</a>
        </dd>
      </div>
      <div>
        <dt>{TEXTS.riskScore}</dt>
        <dd>{summary.risk_score}</dd>
      </div>
      {summary.disabled && <p className="ops-error">{TEXTS.accountDisabled}</p>}
    </dl>
  );
}
