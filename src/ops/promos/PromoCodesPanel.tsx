/**
 * "Códigos" of a redeem-code period: the counts, the limit per member, codes generated or pasted,
 * a page of codes with who used each and when, and a CSV of the unused ones (made in the browser).
 */
import { useCallback, useState } from 'react';
import type { PromoCodesPage } from '../../domain/contract/promo-ops.ts';
import { LoadNotice } from '../common/LoadNotice.tsx';
import { loaded, useOpsLoad } from '../common/use-ops-load.ts';
import { PromoCodesAdd } from './PromoCodesAdd.tsx';
import { PROMO_CODES_TEXTS as T } from './promo-codes-texts.ts';
import { codesPage, saveCodesLimit, unusedCodes } from './promo-codes-calls.ts';
import { siteDateTime } from './promo-texts.ts';
import { useOpsAction } from '../common/useOpsAction.ts';

const PAGE_SIZE = 50;

function downloadCsv(name: string, codes: string[]): void {
  const url = URL.createObjectURL(new Blob([`codigo\n${codes.join('\n')}\n`], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

function CodesTable({ data }: { data: PromoCodesPage }) {
  if (data.list.length === 0) return <p className="ops-empty">{T.none}</p>;
  return (
    <table className="ops-table">
      <thead><tr>{T.columns.map((column) => <th key={column}>{column}</th>)}</tr></thead>
      <tbody>
        {data.list.map((row) => (
          <tr key={row.code}>
            <td><code>{row.code}</code></td>
            <td>{row.uses} / {row.max_uses}</td>
            <td>{row.used_by ? `${row.used_by.nickname} (#${row.used_by.id})` : '—'}</td>
            <td className="ops-nowrap">{row.used_at ? siteDateTime(row.used_at) : '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The limit of uses per member, started from what is stored (keyed by the panel's answers). */
function CodesLimit({ periodId, stored, onSaved }: { periodId: number; stored: number | undefined; onSaved: () => void }) {
  const [perMember, setPerMember] = useState(stored === undefined ? '' : String(stored));
  const action = useOpsAction();
  const saveLimit = () =>
    void action.run(async () => {
      const counts = await saveCodesLimit({ period_id: periodId, per_member: Number(perMember) });
      onSaved();
      return T.limitSaved(counts.per_member);
    });
  return (
    <>
      <label className="ops-field">
        <span>{T.perMember}</span>
        <input inputMode="numeric" value={perMember} onChange={(e) => setPerMember(e.target.value)} />
      </label>
      <button type="button" className="ops-button" disabled={action.busy || perMember === String(stored)} onClick={saveLimit}>{T.saveLimit}</button>
      {action.result && <p className={action.result.ok ? 'ops-notice' : 'ops-error'} role="status">{action.result.text}</p>}
    </>
  );
}

export function PromoCodesPanel({ periodId, onClose }: { periodId: number; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const { state, reload, answers } = useOpsLoad(useCallback(() => codesPage(periodId, page, PAGE_SIZE), [periodId, page]));
  const data = loaded(state);
  const action = useOpsAction();

  const download = () =>
    void action.run(async () => {
      const codes = await unusedCodes(periodId);
      downloadCsv(`codigos-periodo-${periodId}.csv`, codes);
      return T.downloaded(codes.length);
    });
  const pages = data ? Math.max(1, Math.ceil(data.matching / PAGE_SIZE)) : 1;

  return (
    <section className="ops-card" aria-label={T.title(periodId)}>
      <header className="ops-page-header">
        <h3>{T.title(periodId)}</h3>
        {data && <span className="ops-status">{T.counts(data.total, data.used, data.uses)}</span>}
        <button type="button" className="ops-button" disabled={action.busy || !data?.total} onClick={download}>{T.download}</button>
        <button type="button" className="ops-button" onClick={onClose}>{T.close}</button>
      </header>
      <CodesLimit key={answers} periodId={periodId} stored={data?.per_member} onSaved={reload} />
      {state.status === 'refused' && <LoadNotice state={state} />}
      {action.result && <p className={action.result.ok ? 'ops-notice' : 'ops-error'} role="status">{action.result.text}</p>}
      <PromoCodesAdd periodId={periodId} onSaved={reload} />
      {data && <CodesTable data={data} />}
      {pages > 1 && (
        <div className="ops-row-actions">
          <button type="button" className="ops-button" disabled={page <= 1} onClick={() => setPage(page - 1)}>{T.previous}</button>
          <span>{T.page(page, pages)}</span>
          <button type="button" className="ops-button" disabled={page >= pages} onClick={() => setPage(page + 1)}>{T.next}</button>
        </div>
      )}
    </section>
  );
}
