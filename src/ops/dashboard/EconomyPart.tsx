/** Points economy: issued per source, withdrawn, the members' balance and its worth, withdrawals waiting. */
import { useMemo } from 'react';
import { type DashboardEconomy, type DashboardRange, ISSUING_CATEGORIES } from '../../domain/contract/ops-dashboard.ts';
import { LoadNotice } from '../common/LoadNotice.tsx';
import { loaded } from '../common/use-ops-load.ts';
import { Chart } from './Chart.tsx';
import { type Column, DashTable } from './DashTable.tsx';
import { economy } from './dashboard-calls.ts';
import { DASHBOARD_TEXTS as T } from './dashboard-texts.ts';
import { dayLabel, int, money } from './format.ts';
import { Freshness } from './Freshness.tsx';
import { useDashLoad } from './useDashLoad.ts';

export interface EconomyDay { day: string; issued: number; withdrawn: number; balance: number }

/** The daily rows the chart draws and the CSV holds: points issued, withdrawn net of refunds, balance at the day's end. */
export function economyDays(data: DashboardEconomy): EconomyDay[] {
  return data.balances.map(({ day, balance }) => {
    const of = data.days.filter((row) => row.day === day);
    const credits = (category: string) => of.filter((row) => row.category === category).reduce((sum, row) => sum + row.credits, 0);
    const issued = of.filter((row) => ISSUING_CATEGORIES.includes(row.category)).reduce((sum, row) => sum + row.credits, 0);
    const withdrawn = of.filter((row) => row.category === 'withdrawal').reduce((sum, row) => sum + row.debits, 0) - credits('refund');
    return { day, issued, withdrawn, balance };
  });
}

const DAY_COLUMNS: Column<EconomyDay>[] = [
  { label: T.day, value: (row) => row.day, show: (row) => dayLabel(row.day) },
  { label: T.issued, value: (row) => row.issued, show: (row) => int(row.issued) },
  { label: T.withdrawn, value: (row) => row.withdrawn, show: (row) => int(row.withdrawn) },
  { label: T.balance, value: (row) => row.balance, show: (row) => int(row.balance) },
];

type Total = DashboardEconomy['totals'][number];
const TOTAL_COLUMNS: Column<Total>[] = [
  { label: T.category, value: (row) => T.categories[row.category] ?? row.category },
  { label: T.credits, value: (row) => row.credits, show: (row) => int(row.credits) },
  { label: T.debits, value: (row) => row.debits, show: (row) => int(row.debits) },
];

function Figures({ data, days }: { data: DashboardEconomy; days: EconomyDay[] }) {
  const end = days.at(-1)?.balance ?? data.balance_before;
  return (
    <dl className="dash-figures">
      <div><dt>{T.issued}</dt><dd data-testid="dash-issued">{int(days.reduce((sum, row) => sum + row.issued, 0))}</dd></div>
      <div><dt>{T.withdrawn}</dt><dd>{int(days.reduce((sum, row) => sum + row.withdrawn, 0))}</dd></div>
      <div><dt>{T.balance}</dt><dd>{int(end)}</dd></div>
      {data.worth.map((type) => <div key={type.name}><dt>{T.worth} ({type.name})</dt><dd>{type.unit} {money(type.amount)}</dd></div>)}
      <div><dt>{T.waiting}</dt><dd>{int(data.waiting.count)} ({int(data.waiting.points)} pts)</dd></div>
    </dl>
  );
}

export function EconomyPart({ range }: { range: DashboardRange }) {
  const { state } = useDashLoad(economy, range);
  const data = loaded(state);
  const days = useMemo(() => (data ? economyDays(data) : []), [data]);
  const series = useMemo(() => [
    { label: T.issued, values: days.map((row) => row.issued), color: '#2e7d32' },
    { label: T.withdrawn, values: days.map((row) => row.withdrawn), color: '#c62828' },
  ], [days]);
  return (
    <section className="ops-card dash-part" aria-labelledby="dash-economy">
      <h2 id="dash-economy">{T.economy}</h2>
      <LoadNotice state={state} />
      {data && (
        <>
          <Freshness asOf={data.as_of} every={data.every_seconds} />
          <Figures data={data} days={days} />
          <Chart title={T.economy} days={days.map((row) => row.day)} series={series} />
          <div className="dash-tables">
            <DashTable name="economia-dias" caption={T.economy} columns={DAY_COLUMNS} rows={days} />
            <DashTable name="economia-origens" caption={T.category} columns={TOTAL_COLUMNS} rows={data.totals} />
          </div>
        </>
      )}
    </section>
  );
}
