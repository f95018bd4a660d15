/** The member at a glance, loaded when the operator asks: balance, account age, past withdrawals. */
import { useEffect, useState } from 'react';
import type { MemberSummary } from '../../domain/contract/ops.ts';
import { memberSummary } from '../common/calls.ts';
import { dateTime, TEXTS } from '../common/texts.ts';

const points = (n: number) => n.toLocaleString('pt-BR');

export function MemberSummaryPanel({ memberId }: { memberId: string }) {
  const [summary, setSummary] = useState<MemberSummary | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    memberSummary(memberId)
      .then((next) => live && setSummary(next))
      .catch((failure: Error) => live && setError(failure.message));
    return () => {
      live = false;
    };
  }, [memberId]);

  if (error) return <p className="ops-error">{error}</p>;
  if (!summary) return <p className="ops-muted">{TEXTS.loading}</p>;
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
      {summary.disabled && <p className="ops-error">{TEXTS.accountDisabled}</p>}
    </dl>
  );
}
