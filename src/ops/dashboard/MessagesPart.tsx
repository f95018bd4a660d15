/** Messages: SMS and e-mails sent, dead and waiting, and the SMS bill at a price per segment the operator types (kept in this browser). */
import { useState } from 'react';
import type { DashboardMessages, DashboardRange } from '../../domain/contract/ops-dashboard.ts';
import { LoadNotice } from '../common/LoadNotice.tsx';
import { loaded } from '../common/use-ops-load.ts';
import { type Column, DashTable } from './DashTable.tsx';
import { messages } from './dashboard-calls.ts';
import { DASHBOARD_TEXTS as T } from './dashboard-texts.ts';
import { int, money } from './format.ts';
import { useDashLoad } from './useDashLoad.ts';

const PRICE_KEY = 'ops.dashboard.smsSegmentPrice';
type Channel = DashboardMessages['channels'][number];

export function MessagesPart({ range }: { range: DashboardRange }) {
  const { state } = useDashLoad(messages, range);
  const data = loaded(state);
  const [price, setPrice] = useState(() => localStorage.getItem(PRICE_KEY) ?? '');
  const typed = Number(price.replace(',', '.'));
  const changePrice = (value: string) => {
    setPrice(value);
    localStorage.setItem(PRICE_KEY, value);
  };
  const columns: Column<Channel>[] = [
    { label: T.channel, value: (row) => T.channelName[row.channel] ?? row.channel },
    { label: T.created, value: (row) => row.created },
    { label: T.sent, value: (row) => row.sent },
    { label: T.dead, value: (row) => row.dead },
    { label: T.queued, value: (row) => row.waiting },
    { label: T.segments, value: (row) => row.segments, show: (row) => int(row.segments) },
    { label: T.smsCost, value: (row) => (typed > 0 ? (row.segments * typed).toFixed(2) : ''), show: (row) => (typed > 0 && row.channel === 'sms' ? `R$ ${money(row.segments * typed)}` : '—') },
  ];
  return (
    <section className="ops-card dash-part" aria-labelledby="dash-messages">
      <h2 id="dash-messages">{T.messages}</h2>
      <LoadNotice state={state} />
      <label className="dash-price">{T.segmentPrice}
        <input inputMode="decimal" value={price} onChange={(event) => changePrice(event.target.value)} />
      </label>
      {data && <DashTable name="mensagens" caption={T.messages} columns={columns} rows={data.channels} />}
    </section>
  );
}
