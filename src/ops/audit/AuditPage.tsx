/** Every decision, newest first, with who made it (an operator's name, or cli for the secret). */
import { useCallback, useState } from 'react';
import { auditPage } from '../common/calls.ts';
import { LoadNotice } from '../common/LoadNotice.tsx';
import { loaded, useOpsLoad } from '../common/use-ops-load.ts';
import { ACTION_LABELS, dateTime, TEXTS } from '../common/texts.ts';

const detailText = (detail: Record<string, unknown>) =>
  Object.values(detail)
    .filter((value) => value !== '' && value !== null && value !== undefined)
    .map(String)
    .join(' · ');

export function AuditPage() {
  const [page, setPage] = useState(1);
  const { state } = useOpsLoad(useCallback(() => auditPage(page), [page]));
  const data = loaded(state);

  return (
    <section className="ops-page" aria-labelledby="audit-title">
      <header className="ops-page-header">
        <h1 id="audit-title">{TEXTS.audit}</h1>
        <span className="ops-hint">{TEXTS.auditHint}</span>
      </header>
      <LoadNotice state={state} />
      {data?.list.length === 0 && <p className="ops-empty">{TEXTS.empty}</p>}
      {data && data.list.length > 0 && (
        <table className="ops-table">
          <thead>
            <tr>
              <th>{TEXTS.when}</th>
              <th>{TEXTS.who}</th>
              <th>{TEXTS.what}</th>
              <th>{TEXTS.target}</th>
              <th>{TEXTS.detail}</th>
            </tr>
          </thead>
          <tbody>
            {data.list.map((entry) => (
              <tr key={entry.id}>
                <td className="ops-nowrap">{dateTime(entry.created_at)}</td>
                <td>
                  <strong>{entry.actor}</strong>
                </td>
                <td>{ACTION_LABELS[entry.action] ?? entry.action}</td>
                <td className="ops-nowrap">{entry.target}</td>
                <td>{detailText(entry.detail)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div className="ops-pager">
        <button type="button" className="ops-button" disabled={page === 1} onClick={() => setPage((p) => p - 1)}>
          {TEXTS.previous}
        </button>
        <span>{TEXTS.page(page)}</span>
        <button type="button" className="ops-button" disabled={!data?.hasMore} onClick={() => setPage((p) => p + 1)}>
          {TEXTS.next}
        </button>
      </div>
    </section>
  );
}
