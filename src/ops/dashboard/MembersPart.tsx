/** Members: daily, weekly and monthly active, and the weekly cohort table. */
import type { DashboardMembers, DashboardRange } from '../../domain/contract/ops-dashboard.ts';
import { LoadNotice } from '../common/LoadNotice.tsx';
import { loaded } from '../common/use-ops-load.ts';
import { Chart } from './Chart.tsx';
import { type Column, DashTable } from './DashTable.tsx';
import { members } from './dashboard-calls.ts';
import { DASHBOARD_TEXTS as T } from './dashboard-texts.ts';
import { dayLabel } from './format.ts';
import { useDashLoad } from './useDashLoad.ts';

type Period = DashboardMembers['daily'][number];
type Cohort = DashboardMembers['cohorts'][number];
const periodColumns = (caption: string): Column<Period>[] => [
  { label: T.start, value: (row) => row.start, show: (row) => dayLabel(row.start) },
  { label: caption, value: (row) => row.members },
];
const COHORT_WEEKS = 8;

function cohortColumns(): Column<Cohort>[] {
  const weeks = Array.from({ length: COHORT_WEEKS }, (_, n) => ({
    label: T.weekN(n),
    value: (row: Cohort) => row.weeks.find((cell) => cell.week === n)?.members ?? 0,
  }));
  return [
    { label: T.week, value: (row) => row.joined_week, show: (row) => dayLabel(row.joined_week) },
    { label: T.size, value: (row) => row.size },
    ...weeks,
  ];
}

export function MembersPart({ range }: { range: DashboardRange }) {
  const { state } = useDashLoad(members, range);
  const data = loaded(state);
  return (
    <section className="ops-card dash-part" aria-labelledby="dash-members">
      <h2 id="dash-members">{T.active}</h2>
      <LoadNotice state={state} />
      {data && (
        <>
          <Chart title={T.active} days={data.daily.map((row) => row.start)}
            series={[{ label: T.daily, values: data.daily.map((row) => row.members), color: '#2e7d32' }]} />
          <div className="dash-tables">
            <DashTable name="ativos-semana" caption={`${T.active}: ${T.weekly}`} columns={periodColumns(T.weekly)} rows={data.weekly} />
            <DashTable name="ativos-mes" caption={`${T.active}: ${T.monthly}`} columns={periodColumns(T.monthly)} rows={data.monthly} />
          </div>
          <DashTable name="coortes" caption={T.cohorts} columns={cohortColumns()} rows={data.cohorts} />
        </>
      )}
    </section>
  );
}
