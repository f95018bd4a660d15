/**
 * "Promoções": per type, the widget shown or hidden and its image, its entries (title, logo, link), the periods of its entries with
 * their next occurrence (São Paulo time), a form for a new period, a running rain's live figures,
 * and a redeem-code period's batch of codes.
 */
import { useState } from 'react';
import type { PromoPeriodView, PromoTypeView } from '../../domain/contract/promo-ops.ts';
import { PromoCodesPanel } from './PromoCodesPanel.tsx';
import { PROMO_CODES_TEXTS as CODES } from './promo-codes-texts.ts';
import { PROMO_TEXTS as T, siteDateTime } from './promo-texts.ts';
import { endPromoPeriod, promoOverview, savePromoSettings } from './promos-calls.ts';
import { PromosMarketForm } from './PromosMarketForm.tsx';
import { PromosPeriodForm } from './PromosPeriodForm.tsx';
import { PromosRainFigures } from './PromosRainFigures.tsx';
import { LoadNotice } from '../common/LoadNotice.tsx';
import { TEXTS } from '../common/texts.ts';
import { loaded, useOpsLoad } from '../common/use-ops-load.ts';
import { useOpsAction } from '../common/useOpsAction.ts';

function scheduleOf(period: PromoPeriodView): string {
  if (period.kind === 'once') return `${siteDateTime(period.starts_at)} – ${siteDateTime(period.ends_at)}`;
  const days = period.days?.length === 7 ? T.everyDay : (period.days ?? []).map((day) => T.weekdays[day]).join(', ');
  return T.window(days, period.from ?? '', period.to ?? '');
}

/** Live first, then by the next time each comes; ended ones last. */
const nextStart = (period: PromoPeriodView) => (period.live ? 0 : period.next ? Date.parse(period.next.start) : Number.MAX_SAFE_INTEGER);
const bySoonest = (a: PromoPeriodView, b: PromoPeriodView) => nextStart(a) - nextStart(b);

interface PeriodRowProps {
  period: PromoPeriodView;
  busy: boolean;
  onEnd: (id: number) => void;
  /** Redeem-code periods only: opens the period's batch of codes. */
  onCodes?: (id: number) => void;
}

function PeriodRow({ period, busy, onEnd, onCodes }: PeriodRowProps) {
  return (
    <tr>
      <td>{scheduleOf(period)}</td>
      <td className="ops-nowrap">{period.live ? <strong>{T.live}</strong> : period.next ? siteDateTime(period.next.start) : T.over}</td>
      <td>{period.code ?? '—'}</td>
      <td className="ops-nowrap">{T.pointsRange(period.points, period.points_max)}</td>
      <td>{period.envelope_cap || '—'}</td>
      <td>{period.points_budget ?? '—'}</td>
      <td className="ops-row-actions">
        {onCodes && <button type="button" className="ops-button" onClick={() => onCodes(period.id)}>{CODES.open}</button>}
        {period.next && <button type="button" className="ops-button" disabled={busy} onClick={() => onEnd(period.id)}>{T.end}</button>}
      </td>
    </tr>
  );
}

/** The type's entries, each editable in place, and a form for a new one. */
function Entries({ view, onChanged }: { view: PromoTypeView; onChanged: () => void }) {
  const [editing, setEditing] = useState<number | null>(null);
  const edited = () => {
    setEditing(null);
    onChanged();
  };
  return (
    <div className="promo-entries">
      <h3>{T.entries}</h3>
      <p className="ops-hint">{T.entriesHint}</p>
      {view.markets.length === 0 && <p className="ops-empty">{T.noEntries}</p>}
      {view.markets.length > 0 && (
        <ul className="promo-entry-list">
          {view.markets.map((market) => (
            <li key={market.id}>
              {editing === market.id ? (
                <PromosMarketForm key={market.version} type={view.type} market={market} onSaved={edited} onCancel={() => setEditing(null)} />
              ) : (
                <>
                  <strong>{market.title}</strong> <span className="ops-status">{market.status === 1 ? T.shown : T.hidden}</span>{' '}
                  <span className="ops-hint">{market.logo} · {market.link}</span>{' '}
                  <button type="button" className="ops-button" onClick={() => setEditing(market.id)}>{T.edit}</button>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      <PromosMarketForm type={view.type} onSaved={onChanged} />
    </div>
  );
}

function TypeSection({ view, onChanged }: { view: PromoTypeView; onChanged: () => void }) {
  const [image, setImage] = useState(view.image);
  const action = useOpsAction();
  const periods = view.markets.flatMap((market) => market.periods).sort(bySoonest);
  const liveRain = view.type === 2 ? periods.find((period) => period.live) : undefined;
  const [codesOf, setCodesOf] = useState<number | null>(null);

  const saveSettings = (status: number) =>
    void action.run(async () => {
      await savePromoSettings({ type: view.type, status: status === 1 ? 1 : 0, image, version: view.version });
      onChanged();
      return T.settingsSaved;
    });
  const end = (id: number) =>
    void action.run(async () => {
      await endPromoPeriod(id);
      onChanged();
      return T.ended(id);
    });

  return (
    <section className="ops-card" aria-label={T.types[view.type]}>
      <header className="ops-page-header">
        <h2>{T.types[view.type]}</h2>
        <span className="ops-status">{view.status === 1 ? T.shown : T.hidden}</span>
        <button type="button" className="ops-button" disabled={action.busy} onClick={() => saveSettings(view.status === 1 ? 0 : 1)}>
          {view.status === 1 ? T.hide : T.show}
        </button>
      </header>
      <label className="ops-field">
        <span>{T.image}</span>
        <input value={image} onChange={(e) => setImage(e.target.value)} />
      </label>
      <button type="button" className="ops-button" disabled={action.busy || image === view.image} onClick={() => saveSettings(view.status)}>{T.saveImage}</button>
      {action.result && <p className={action.result.ok ? 'ops-notice' : 'ops-error'} role="status">{action.result.text}</p>}
      <Entries view={view} onChanged={onChanged} />
      {liveRain && <PromosRainFigures periodId={liveRain.id} />}
      {periods.length === 0 ? (
        <p className="ops-empty">{T.noPeriods}</p>
      ) : (
        <table className="ops-table">
          <thead><tr>{T.columns.map((column) => <th key={column}>{column}</th>)}</tr></thead>
          <tbody>{periods.map((period) => <PeriodRow key={period.id} period={period} busy={action.busy} onEnd={end} onCodes={view.type === 1 ? setCodesOf : undefined} />)}</tbody>
        </table>
      )}
      {codesOf !== null && <PromoCodesPanel key={codesOf} periodId={codesOf} onClose={() => setCodesOf(null)} />}
      {view.markets.length > 0 && <PromosPeriodForm type={view.type} markets={view.markets} settings={{ image, status: view.status }} onSaved={onChanged} />}
    </section>
  );
}

export function PromosPage() {
  const { state, reload } = useOpsLoad(promoOverview);
  const overview = loaded(state)?.types;

  return (
    <section className="ops-page" aria-labelledby="promos-title">
      <header className="ops-page-header">
        <h1 id="promos-title">{T.title}</h1>
        <span className="ops-hint">{T.hint}</span>
        <button type="button" className="ops-button" onClick={reload}>{TEXTS.refresh}</button>
      </header>
      <LoadNotice state={state} />
      {overview?.map((view) => <TypeSection key={view.type} view={view} onChanged={reload} />)}
    </section>
  );
}
