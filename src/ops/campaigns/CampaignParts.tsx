/**
 * What the "Tarefas" and "Compartilhamentos" pages share: their list's loading, a record's state
 * and period as text, the form's inputs, and "Encerrar" with its confirmation.
 */
import { type ReactNode, useCallback, useState } from 'react';
import { CAMPAIGN_TEXTS as T } from './campaigns-texts.ts';
import { fromLocalInput, toLocalInput } from '../content/content-values.ts';
import { MembersConfirm } from '../members/MembersConfirm.tsx';
import { loaded, useOpsLoad, withRow } from '../common/use-ops-load.ts';
import { useOpsAction } from '../common/useOpsAction.ts';

export interface Listed {
  id: number;
  in_review: number;
  title: string;
  active: boolean;
  open: boolean;
  opens_at: string | null;
  closes_at: string | null;
}

/** The page's rows: loaded once, again on "Recarregar", one replaced after a save or an end. */
export function useCampaignRows<R extends Listed>(load: () => Promise<R[]>) {
  const { state, reload, update, answers } = useOpsLoad(load);
  const replace = useCallback((saved: R) => update((rows) => withRow(rows, saved)), [update]);
  return { rows: loaded(state), state, reload, replace, loadCount: answers };
}

export function stateOf(row: Listed): string {
  if (row.open) return T.states.open;
  if (!row.active) return T.states.inactive;
  return row.closes_at && Date.parse(row.closes_at) <= Date.now() ? T.states.ended : T.states.scheduled;
}

const shown = (iso: string) => new Date(iso).toLocaleString('pt-BR', { dateStyle: 'short', timeStyle: 'short' });

export function periodOf(row: Listed): string {
  if (!row.opens_at && !row.closes_at) return T.always;
  return [row.opens_at && `${T.from} ${shown(row.opens_at)}`, row.closes_at && `${T.until} ${shown(row.closes_at)}`].filter(Boolean).join(' ');
}

/** A `datetime-local` value ⇄ the answer's ISO time (blank = open on that side). */
export const localOf = (iso: string | null) => (iso ? toLocalInput(iso) : '');
export const isoOf = (local: string) => (local ? fromLocalInput(local) : null);

export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className="ops-field">
      <span>{label}</span>
      {children}
    </label>
  );
}

export function NumberInput({ name, label, value, onChange }: { name: string; label: string; value: number; onChange: (value: number) => void }) {
  return (
    <Field label={label}>
      <input name={name} type="number" step={1} value={Number.isNaN(value) ? '' : value} onChange={(e) => onChange(e.target.valueAsNumber)} />
    </Field>
  );
}

export function Check({ name, label, checked, onChange }: { name: string; label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className="ops-check-field">
      <input type="checkbox" name={name} checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <span>{label}</span>
    </label>
  );
}

export function PeriodInputs({ opens, closes, onChange }: { opens: string; closes: string; onChange: (opens: string, closes: string) => void }) {
  return (
    <>
      <Field label={T.opensAt}><input name="opens_at" type="datetime-local" value={opens} onChange={(e) => onChange(e.target.value, closes)} /></Field>
      <Field label={T.closesAt}><input name="closes_at" type="datetime-local" value={closes} onChange={(e) => onChange(opens, e.target.value)} /></Field>
    </>
  );
}

/** "Encerrar", then a confirmation; the answer (the record as stored) replaces the row. */
export function EndButton<R extends Listed>({ row, end, onEnded }: { row: R; end: (id: number) => Promise<R>; onEnded: (row: R) => void }) {
  const [asking, setAsking] = useState(false);
  const { busy, result, run } = useOpsAction();
  if (row.closes_at && Date.parse(row.closes_at) <= Date.now()) return null;
  const confirm = () =>
    void run(async () => {
      onEnded(await end(row.id));
      setAsking(false);
      return T.ended;
    });
  return (
    <>
      <button type="button" className="ops-button ops-danger" onClick={() => setAsking(true)}>{T.end}</button>
      {result && !result.ok && <small className="ops-error" role="alert">{result.text}</small>}
      {asking && <MembersConfirm title={`${T.end}: ${row.title}`} text={T.endText(row.title)} confirm={T.endConfirm} busy={busy} onConfirm={confirm} onCancel={() => setAsking(false)} />}
    </>
  );
}

export function FormActions({ busy, result, onCancel }: { busy: boolean; result: { ok: boolean; text: string } | null; onCancel: () => void }) {
  return (
    <>
      {result && <p className={result.ok ? 'ops-notice' : 'ops-error'} role="status">{result.text}</p>}
      <div className="ops-row-actions">
        <button type="submit" className="ops-button ops-primary" disabled={busy}>{busy ? T.saving : T.save}</button>
        <button type="button" className="ops-button" onClick={onCancel}>{T.cancel}</button>
      </div>
    </>
  );
}
