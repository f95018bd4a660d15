/** Promotions: each rain's budget and code batch's uses, pace, when it runs out, with badges. */
import type { DashboardPromotions, DashboardRange } from '../../domain/contract/ops-dashboard.ts';
import { LoadNotice } from '../common/LoadNotice.tsx';
import { loaded } from '../common/use-ops-load.ts';
import { type Column, DashTable } from './DashTable.tsx';
import { promotions } from './dashboard-calls.ts';
import { DASHBOARD_TEXTS as T } from './dashboard-texts.ts';
import { int, when } from './format.ts';
import { useDashLoad } from './useDashLoad.ts';

type Promo = DashboardPromotions['promotions'][number];

function Badges({ promo }: { promo: Promo }) {
  return (
    <span className="dash-badges">
      {promo.low && <span className="dash-badge is-bad">{T.low}</span>}
      {promo.ending_soon && <span className="dash-badge is-warn">{T.endingSoon}</span>}
    </span>
  );
}

const percent = (promo: Promo) => (promo.limit > 0 ? Math.round((promo.used / promo.limit) * 100) : 0);
const COLUMNS: Column<Promo>[] = [
  { label: T.promotion, value: (row) => row.title, show: (row) => <>{row.title} <Badges promo={row} /></> },
  { label: T.kind, value: (row) => (row.kind === 'rain' ? T.rain : T.codes) },
  { label: T.used, value: (row) => row.used, show: (row) => `${int(row.used)} (${percent(row)} %)` },
  { label: T.limit, value: (row) => row.limit, show: (row) => int(row.limit) },
  { label: T.pace, value: (row) => (row.per_hour === null ? '' : Math.round(row.per_hour)), show: (row) => (row.per_hour === null ? '—' : int(row.per_hour)) },
  { label: T.runsOut, value: (row) => row.runs_out_at ?? '', show: (row) => when(row.runs_out_at) },
  { label: T.ends, value: (row) => row.ends_at, show: (row) => when(row.ends_at) },
];

export function PromotionsPart({ range }: { range: DashboardRange }) {
  const { state } = useDashLoad(promotions, range);
  const data = loaded(state);
  return (
    <section className="ops-card dash-part" aria-labelledby="dash-promotions">
      <h2 id="dash-promotions">{T.promotions}</h2>
      <LoadNotice state={state} />
      {data && <DashTable name="promocoes" caption={T.promotions} columns={COLUMNS} rows={data.promotions} />}
    </section>
  );
}
