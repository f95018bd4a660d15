/** Withdrawals: waiting now, requested and refunded per day (reviewers see it too). */
import { useMemo } from 'react';
import type { DashboardRange, DashboardWithdrawals } from '../../domain/contract/ops-dashboard.ts';
import { LoadNotice } from '../common/LoadNotice.tsx';
import { loaded } from '../common/use-ops-load.ts';
import { Chart } from './Chart.tsx';
import { type Column, DashTable } from './DashTable.tsx';
import { withdrawals } from './dashboard-calls.ts';
import { DASHBOARD_TEXTS as T } from './dashboard-texts.ts';
import { dayLabel, int, when } from './format.ts';
import { useDashLoad } from './useDashLoad.ts';

type Day = DashboardWithdrawals['days'][number];
const COLUMNS: Column<Day>[] = [
  { label: T.day, value: (row) => row.day, show: (row) => dayLabel(row.day) },
  { label: T.requested, value: (row) => row.requested },
  { label: T.requestedPoints, value: (row) => row.requested_points, show: (row) => int(row.requested_points) },
  { label: T.refunded, value: (row) => row.refunded },
  { label: T.refundedPoints, value: (row) => row.refunded_points, show: (row) => int(row.refunded_points) },
];

export function WithdrawalsPart({ range }: { range: DashboardRange }) {
  const { state } = useDashLoad(withdrawals, range);
  const data = loaded(state);
  const series = useMemo(() => (data ? [
    { label: T.requested, values: data.days.map((row) => row.requested), color: '#1565c0' },
    { label: T.refunded, values: data.days.map((row) => row.refunded), color: '#ef6c00' },
  ] : []), [data]);
  return (
    <section className="ops-card dash-part" aria-labelledby="dash-withdrawals">
      <h2 id="dash-withdrawals">{T.withdrawals}</h2>
      <LoadNotice state={state} />
      {data && (
        <>
          <dl className="dash-figures">
            <div><dt>{T.waiting}</dt><dd>{int(data.waiting.count)}</dd></div>
            <div><dt>{T.requestedPoints}</dt><dd>{int(data.waiting.points)}</dd></div>
            <div><dt>{T.oldest}</dt><dd>{when(data.waiting.oldest)}</dd></div>
          </dl>
          <Chart title={T.withdrawals} days={data.days.map((row) => row.day)} series={series} bars />
          <DashTable name="saques-dias" caption={T.withdrawals} columns={COLUMNS} rows={data.days} />
        </>
      )}
    </section>
  );
}
