/**
 * A new period for a promotion type: one-off (start and end) or recurring (weekdays, from and to),
 * in São Paulo time, with the member's widget as it will look once saved (PromosPreview). A rain's
 * envelopes are worth "de" points, or from "de" to "até" (each drawn by the server when claimed).
 */
import { type FormEvent, type ReactNode, useState } from 'react';
import type { PromoMarketView, PromoPeriodBody } from '../../domain/contract/promo-ops.ts';
import { siteInstant } from '../../domain/promo-schedule.ts';
import { PROMO_TEXTS as T } from './promo-texts.ts';
import { savePromoPeriod } from './promos-calls.ts';
import { PromosPreview } from './PromosPreview.tsx';
import { useOpsAction } from '../common/useOpsAction.ts';

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
  const [marketId, setMarketId] = useState(markets[0]?.id ?? 0);
  const [kind, setKind] = useState<'once' | 'recurring'>('recurring');
  const [startsAt, setStartsAt] = useState('');
  const [endsAt, setEndsAt] = useState('');
  const [days, setDays] = useState<number[]>([0, 1, 2, 3, 4, 5, 6]);
  const [from, setFrom] = useState('20:00');
  const [to, setTo] = useState('22:00');
  const [code, setCode] = useState('');
  const [points, setPoints] = useState('10');
  const [pointsMax, setPointsMax] = useState('');
  const [cap, setCap] = useState('20');
  const [budget, setBudget] = useState('');
  const { busy, result, run } = useOpsAction();
  const rain = type === 2;

  const toggleDay = (day: number) => setDays((current) => (current.includes(day) ? current.filter((d) => d !== day) : [...current, day].sort((a, b) => a - b)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: PromoPeriodBody = {
      market_id: marketId, kind, points: Number(points),
      ...(kind === 'once' ? { starts_at: siteInstant(startsAt) ?? startsAt, ends_at: siteInstant(endsAt) ?? endsAt } : { days, from, to }),
      // A period may rely on its batch of codes alone (the Códigos panel): a blank code is none.
      ...(type === 1 ? { code: code.trim() || null } : {}),
      ...(rain ? { points_max: optionalNumber(pointsMax), envelope_cap: Number(cap), points_budget: optionalNumber(budget) } : {}),
    };
    void run(async () => {
      const saved = await savePromoPeriod(body);
      onSaved();
      return T.created(saved.id);
    });
  };

  return (
    <form className="ops-card ops-form" onSubmit={submit} aria-label={`${T.newPeriod}: ${T.types[type]}`}>
      <strong>{T.newPeriod}</strong>
      {markets.length > 1 && (
        <Field label={T.entry}>
          <select value={marketId} onChange={(e) => setMarketId(Number(e.target.value))}>
            {markets.map((market) => <option key={market.id} value={market.id}>{market.title}</option>)}
          </select>
        </Field>
      )}
      <Field label={T.kind}>
        <select value={kind} onChange={(e) => setKind(e.target.value === 'once' ? 'once' : 'recurring')}>
          <option value="recurring">{T.recurring}</option>
          <option value="once">{T.once}</option>
        </select>
      </Field>
      {kind === 'once' ? (
        <>
          <Field label={T.startsAt}><input type="datetime-local" value={startsAt} onChange={(e) => setStartsAt(e.target.value)} /></Field>
          <Field label={T.endsAt}><input type="datetime-local" value={endsAt} onChange={(e) => setEndsAt(e.target.value)} /></Field>
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
          <Field label={T.from}><input type="time" value={from} onChange={(e) => setFrom(e.target.value)} /></Field>
          <Field label={T.to}><input type="time" value={to} onChange={(e) => setTo(e.target.value)} /></Field>
        </>
      )}
      {type === 1 && <Field label={T.code}><input value={code} onChange={(e) => setCode(e.target.value)} /></Field>}
      {type !== 3 && (
        <Field label={rain ? T.pointsFrom : T.points}><input type="number" min={0} value={points} onChange={(e) => setPoints(e.target.value)} /></Field>
      )}
      {rain && (
        <Field label={T.pointsTo}>
          <input type="number" min={1} value={pointsMax} placeholder={T.pointsToBlank} onChange={(e) => setPointsMax(e.target.value)} />
        </Field>
      )}
      {rain && (
        <>
          <Field label={T.cap}><input type="number" min={1} value={cap} onChange={(e) => setCap(e.target.value)} /></Field>
          <Field label={T.budget}><input type="number" min={1} value={budget} onChange={(e) => setBudget(e.target.value)} /></Field>
        </>
      )}
      {result && <p className={result.ok ? 'ops-notice' : 'ops-error'} role="status">{result.text}</p>}
      <button type="submit" className="ops-button ops-primary" disabled={busy || markets.length === 0}>{T.create}</button>
      <PromosPreview type={type} settings={settings} markets={markets} draft={{ marketId, kind, startsAt, endsAt, days, from, to, code }} />
    </form>
  );
}
