/**
 * A CSV of readings, pasted or from a file: the server checks it (every problem by line and
 * column, and the readings as it read them), and only a file that checked clean can be imported.
 * Editing the text asks for a new check.
 */
import { type ChangeEvent, useState } from 'react';
import type { RtpCsvPreview } from '../../domain/contract/ops-rtp.ts';
import { importRtpCsv, previewRtpCsv } from './rtp-calls.ts';
import { RTP_TEXTS as T } from './rtp-texts.ts';
import { useOpsAction } from '../common/useOpsAction.ts';

/** São Paulo time, as the CSV is usually written, whatever the operator's computer is set to. */
const saoPaulo = (iso: string) =>
  new Date(iso).toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' });
const percent = (value: number) => `${value.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 4 })} %`;

export function RtpCsvImport() {
  const [csv, setCsv] = useState('');
  const [preview, setPreview] = useState<{ text: string; result: RtpCsvPreview } | null>(null);
  const action = useOpsAction();
  const checked = preview?.text === csv ? preview.result : null;
  const clean = checked !== null && checked.errors.length === 0 && checked.rows > 0;

  const check = (text: string) =>
    void action.run(async () => {
      setPreview({ text, result: await previewRtpCsv(text) });
    });

  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const text = await file.text();
    setCsv(text);
    check(text);
  };

  const send = () =>
    void action.run(async () => {
      const { inserted } = await importRtpCsv(csv);
      setCsv('');
      setPreview(null);
      return T.imported(inserted);
    });

  return (
    <section className="ops-card rtp-card" aria-labelledby="rtp-csv-title">
      <h2 id="rtp-csv-title">{T.csvTitle}</h2>
      <p className="ops-hint">{T.csvHint}</p>
      <label className="ops-field">
        <span>{T.csvLabel}</span>
        <textarea rows={8} value={csv} placeholder={T.csvPlaceholder} spellCheck={false} onChange={(e) => setCsv(e.target.value)} />
      </label>
      <div className="ops-row-actions">
        <label className="ops-button ops-file-button">
          <input type="file" accept=".csv,text/csv,text/plain" className="ops-visually-hidden" aria-label={T.chooseFile} onChange={(e) => void chooseFile(e)} />
          {T.chooseFile}
        </label>
        <button type="button" className="ops-button" disabled={action.busy || !csv.trim()} onClick={() => check(csv)}>
          {action.busy ? T.checking : T.check}
        </button>
        <button type="button" className="ops-button ops-primary" disabled={action.busy || !clean} onClick={send} title={clean ? undefined : T.checkFirst}>
          {T.import}
        </button>
      </div>
      {action.result && <p className={action.result.ok ? 'ops-notice' : 'ops-error'} role={action.result.ok ? 'status' : 'alert'}>{action.result.text}</p>}
      {checked && <CsvPreview preview={checked} />}
    </section>
  );
}

function CsvPreview({ preview }: { preview: RtpCsvPreview }) {
  return (
    <div aria-label={T.readingsTitle} role="region">
      <p className={preview.errors.length ? 'ops-warning' : 'ops-notice'} data-testid="rtp-csv-summary">
        {T.summary(preview.rows, preview.errors.length + preview.more_errors)}
      </p>
      {preview.errors.length > 0 && (
        <table className="ops-table" aria-label={T.errorsTitle}>
          <thead>
            <tr>{T.errorColumns.map((c) => <th key={c}>{c}</th>)}</tr>
          </thead>
          <tbody>
            {preview.errors.map((e, i) => (
              <tr key={i}>
                <td className="ops-id">{e.line}</td>
                <td>{e.column ?? T.wholeLine}</td>
                <td>{e.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {preview.more_errors > 0 && <p className="ops-hint">{T.moreErrors(preview.more_errors)}</p>}
      {preview.readings.length > 0 && (
        <table className="ops-table" aria-label={T.readingsTitle}>
          <thead>
            <tr>{T.readingColumns.map((c) => <th key={c}>{c}</th>)}</tr>
          </thead>
          <tbody>
            {preview.readings.map((r) => (
              <tr key={r.line}>
                <td className="ops-id">{r.line}</td>
                <td>{r.game} <span className="ops-muted">#{r.game_id}</span></td>
                <td>{percent(r.value)}</td>
                <td>{saoPaulo(r.at)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
