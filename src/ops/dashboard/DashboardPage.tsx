/**
 * The console's "Painel": the business over a range of São Paulo days (the last 30 by default).
 * An admin sees every part; a reviewer the withdrawals and the games' risk check (each part is its
 * own call, whose `who` decides).
 */
import { type FormEvent, useMemo, useState } from 'react';
import { DASHBOARD_RANGE_MAX_DAYS, type DashboardRange, dashboardRange } from '../../domain/contract/ops-dashboard.ts';
import type { OperatorRole } from '../../domain/contract/ops-roles.ts';
import { mayCall } from '../shell/sections.ts';
import { AcquisitionPart } from './AcquisitionPart.tsx';
import { DASHBOARD_TEXTS as T } from './dashboard-texts.ts';
import { EconomyPart } from './EconomyPart.tsx';
import { GamesPart } from './GamesPart.tsx';
import { MembersPart } from './MembersPart.tsx';
import { MessagesPart } from './MessagesPart.tsx';
import { PromotionsPart } from './PromotionsPart.tsx';
import { WithdrawalsPart } from './WithdrawalsPart.tsx';
import './dashboard.css';

const DEFAULT_DAYS = 30;
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

function daysOf(range: DashboardRange): string[] {
  const days: string[] = [];
  for (let day = range.from; day <= range.to && days.length <= DASHBOARD_RANGE_MAX_DAYS; day = addDays(day, 1)) days.push(day);
  return days;
}

function RangeForm({ range, onChange }: { range: DashboardRange; onChange: (range: DashboardRange) => void }) {
  const [typed, setTyped] = useState(range);
  const [error, setError] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = dashboardRange.safeParse(typed);
    setError(parsed.success ? '' : (parsed.error.issues[0]?.message ?? ''));
    if (parsed.success) onChange(parsed.data);
  };
  return (
    <form className="dash-range" onSubmit={submit}>
      <label>{T.from} <input type="date" value={typed.from} onChange={(event) => setTyped({ ...typed, from: event.target.value })} /></label>
      <label>{T.to} <input type="date" value={typed.to} onChange={(event) => setTyped({ ...typed, to: event.target.value })} /></label>
      <button type="submit" className="ops-button ops-primary">{T.apply}</button>
      {error && <p className="ops-error" role="alert">{error}</p>}
    </form>
  );
}

export function DashboardPage({ role }: { role: OperatorRole }) {
  const [range, setRange] = useState<DashboardRange>(() => ({ from: addDays(today(), -(DEFAULT_DAYS - 1)), to: today() }));
  // A new object on "Atualizar" asks every part again with the same range.
  const reload = () => setRange((now) => ({ ...now }));
  const days = useMemo(() => daysOf(range), [range]);
  const may = (name: Parameters<typeof mayCall>[1]) => mayCall(role, name);
  return (
    <section className="ops-page dash" aria-labelledby="dash-title">
      <header className="ops-page-header">
        <h1 id="dash-title">{T.title}</h1>
        <button type="button" className="ops-button" onClick={reload}>{T.reload}</button>
      </header>
      <RangeForm range={range} onChange={setRange} />
      {may('dashboardEconomy') && <EconomyPart range={range} />}
      {may('dashboardWithdrawals') && <WithdrawalsPart range={range} />}
      {may('dashboardGames') && <GamesPart range={range} days={days} />}
      {may('dashboardPromotions') && <PromotionsPart range={range} />}
      {may('dashboardAcquisition') && <AcquisitionPart range={range} />}
      {may('dashboardMembers') && <MembersPart range={range} />}
      {may('dashboardMessages') && <MessagesPart range={range} />}
    </section>
  );
}
