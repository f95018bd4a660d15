/** Acquisition: new members per channel with what they did since, cost per member from a typed spend, the invite funnel. */
import { useState } from 'react';
import type { DashboardAcquisition, DashboardRange } from '../../domain/contract/ops-dashboard.ts';
import { LoadNotice } from '../common/LoadNotice.tsx';
import { loaded } from '../common/use-ops-load.ts';
import { Chart } from './Chart.tsx';
import { type Column, DashTable } from './DashTable.tsx';
import { acquisition } from './dashboard-calls.ts';
import { DASHBOARD_TEXTS as T } from './dashboard-texts.ts';
import { int, money } from './format.ts';
import { useDashLoad } from './useDashLoad.ts';

type Channel = DashboardAcquisition['channels'][number];
type Affiliate = DashboardAcquisition['affiliates'][number];
const label = (channel: string) => channel || T.noChannel;

function channelColumns(spend: Record<string, string>, setSpend: (channel: string, value: string) => void): Column<Channel>[] {
  const cost = (row: Channel) => {
    const typed = Number((spend[row.channel] ?? '').replace(',', '.'));
    return typed > 0 && row.members > 0 ? typed / row.members : null;
  };
  return [
    { label: T.channel, value: (row) => label(row.channel) },
    { label: T.members, value: (row) => row.members, show: (row) => int(row.members) },
    { label: T.drew, value: (row) => row.drew, show: (row) => int(row.drew) },
    { label: T.withdrew, value: (row) => row.withdrew, show: (row) => int(row.withdrew) },
    {
      label: T.spend, value: (row) => spend[row.channel] ?? '',
      show: (row) => <input className="dash-spend" inputMode="decimal" aria-label={`${T.spend}: ${label(row.channel)}`} value={spend[row.channel] ?? ''} onChange={(event) => setSpend(row.channel, event.target.value)} />,
    },
    { label: T.perMember, value: (row) => cost(row)?.toFixed(2) ?? '', show: (row) => { const value = cost(row); return value === null ? '—' : `R$ ${money(value)}`; } },
  ];
}

const AFFILIATE_COLUMNS: Column<Affiliate>[] = [
  { label: T.affiliate, value: (row) => row.username },
  { label: T.invited, value: (row) => row.members, show: (row) => int(row.members) },
  { label: T.drew, value: (row) => row.drew, show: (row) => int(row.drew) },
  { label: T.withdrew, value: (row) => row.withdrew, show: (row) => int(row.withdrew) },
];

export function AcquisitionPart({ range }: { range: DashboardRange }) {
  const { state } = useDashLoad(acquisition, range);
  const data = loaded(state);
  const [spend, setSpendAll] = useState<Record<string, string>>({});
  const setSpend = (channel: string, value: string) => setSpendAll((now) => ({ ...now, [channel]: value }));
  return (
    <section className="ops-card dash-part" aria-labelledby="dash-acquisition">
      <h2 id="dash-acquisition">{T.acquisition}</h2>
      <LoadNotice state={state} />
      {data && (
        <>
          <dl className="dash-figures dash-funnel" aria-label={T.funnel}>
            <div><dt>{T.invited}</dt><dd>{int(data.invited.members)}</dd></div>
            <div><dt>{T.drew}</dt><dd>{int(data.invited.drew)}</dd></div>
            <div><dt>{T.withdrew}</dt><dd>{int(data.invited.withdrew)}</dd></div>
          </dl>
          <Chart title={T.members} days={data.days.map((row) => row.day)} bars
            series={[{ label: T.members, values: data.days.map((row) => row.members), color: '#1565c0' }]} />
          <div className="dash-tables">
            <DashTable name="canais" caption={T.channel} columns={channelColumns(spend, setSpend)} rows={data.channels} />
            <DashTable name="afiliados" caption={T.affiliates} columns={AFFILIATE_COLUMNS} rows={data.affiliates} />
          </div>
        </>
      )}
    </section>
  );
}
