/**
 * A new period for a promotion type: one-off (start and end) or recurring (weekdays, from and to),
 * in São Paulo time, with the member's widget as it will look once saved (PromosPreview). A rain's
 * envelopes are worth "de" points, or from "de" to "até" (each drawn by the server when claimed).
 */
import type { ReactNode } from 'react';
import type { PromoMarketView, PromoPeriodBody } from '../../domain/contract/promo-ops.ts';
import { siteInstant } from '../../domain/promo-schedule.ts';
import { PROMO_TEXTS as T } from './promo-texts.ts';
import { savePromoPeriod } from './promos-calls.ts';
import { PromosPreview } from './PromosPreview.tsx';
import { useOpsForm } from '../common/use-ops-form.ts';

const optionalNumber = (text: string) => (text.trim() === '' ? null : Number(text));

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className="ops-field">
      <span>{label}</span>
      {children}
    </label>
  );
}

interface PeriodFormProps {
  type: number;
  markets: PromoMarketView[];
  /** The widget's setting as the page shows it (the image may be typed, not saved yet). */
  settings: { image: string; status: number };
  onSaved: () => void;
}

export function PromosPeriodForm({ type, markets, settings, onSaved }: PeriodFormProps) {
  const { values, set, busy, result, submitWith } = useOpsForm({
    marketId: markets[0]?.id ?? 0, kind: 'recurring' as 'once' | 'recurring', startsAt: '', endsAt: '', days: [0, 1, 2, 3, 4, 5, 6],
    from: '20:00', to: '22:00', code: '', points: '10', pointsMax: '', cap: '20', budget: '',
  });
  const { marketId, kind, startsAt, endsAt, days, from, to, code, points, pointsMax, cap, budget } = values;
  const rain = type === 2;

  const toggleDay = (day: number) => set('days')(days.includes(day) ? days.filter((d) => d !== day) : [...days, day].sort((a, b) => a - b));

  const submit = submitWith(async () => {
    const body: PromoPeriodBody = {
      market_id: marketId, kind, points: Number(points),
      ...(kind === 'once' ? { starts_at: siteInstant(startsAt) ?? startsAt, ends_at: siteInstant(endsAt) ?? endsAt } : { days, from, to }),
      // A period may rely on its batch of codes alone (the Códigos panel): a blank code is none.
      ...(type === 1 ? { code: code.trim() || null } : {}),
      ...(rain ? { points_max: optionalNumber(pointsMax), envelope_cap: Number(cap), points_budget: optionalNumber(budget) } : {}),
    };
    const saved = await savePromoPeriod(body);
    onSaved();
    return T.created(saved.id);
  });

  return (
    <form className="ops-card ops-form" onSubmit={submit} aria-label={`${T.newPeriod}: ${T.types[type]}`}>
      <strong>{T.newPeriod}</strong>
      {markets.length > 1 && (
        <Field label={T.entry}>
          <select value={marketId} onChange={(e) => set('marketId')(Number(e.target.value))}>
            {markets.map((market) => <option key={market.id} value={market.id}>{market.title}</option>)}
          </select>
        </Field>
      )}
      <Field label={T.kind}>
        <select value={kind} onChange={(e) => set('kind')(e.target.value === 'once' ? 'once' : 'recurring')}>
          <option value="recurring">{T.recurring}</option>
          <option value="once">{T.once}</option>
        </select>
      </Field>
      {kind === 'once' ? (
        <>
          <Field label={T.startsAt}><input type="datetime-local" value={startsAt} onChange={(e) => set('startsAt')(e.target.value)} /></Field>
          <Field label={T.endsAt}><input type="datetime-local" value={endsAt} onChange={(e) => set('endsAt')(e.target.value)} /></Field>
        </>
      ) : (
        <>
          <fieldset style={{ display: 'flex', flexWrap: 'wrap', gap: '4px 16px', border: 0, padding: 0, margin: 0 }}>
            <legend className="ops-hint">{T.days}</legend>
            {T.weekdays.map((label, day) => (
              <label key={label} className="ops-nowrap">
                <input type="checkbox" checked={days.includes(day)} onChange={() => toggleDay(day)} /> {label}
              </label>
            ))}
          </fieldset>
          <Field label={T.from}><input type="time" value={from} onChange={(e) => set('from')(e.target.value)} /></Field>
          <Field label={T.to}><input type="time" value={to} onChange={(e) => set('to')(e.target.value)} /></Field>
        </>
      )}
      {type === 1 && <Field label={T.code}><input value={code} onChange={(e) => set('code')(e.target.value)} /></Field>}
      {type !== 3 && (
        <Field label={rain ? T.pointsFrom : T.points}><input type="number" min={0} value={points} onChange={(e) => set('points')(e.target.value)} /></Field>
      )}
      {rain && (
        <Field label={T.pointsTo}>
          <input type="number" min={1} value={pointsMax} placeholder={T.pointsToBlank} onChange={(e) => set('pointsMax')(e.target.value)} />
        </Field>
      )}
      {rain && (
        <>
          <Field label={T.cap}><input type="number" min={1} value={cap} onChange={(e) => set('cap')(e.target.value)} /></Field>
          <Field label={T.budget}><input type="number" min={1} value={budget} onChange={(e) => set('budget')(e.target.value)} /></Field>
        </>
      )}
      {result && <p className={result.ok ? 'ops-notice' : 'ops-error'} role="status">{result.text}</p>}
      <button type="submit" className="ops-button ops-primary" disabled={busy || markets.length === 0}>{T.create}</button>
      <PromosPreview type={type} settings={settings} markets={markets} draft={{ marketId, kind, startsAt, endsAt, days, from, to, code }} />
    </form>
  );
}
