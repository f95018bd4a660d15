/** One page per content kind: its rows (filtered by state) beside the form that creates or edits one. */
import { useCallback, useMemo, useState } from 'react';
import { contentRows } from './content-calls.ts';
import { kindSpec, type KindSpec } from './content-kinds.ts';
import { CONTENT_TEXTS as T } from './content-texts.ts';
import type { ContentRow } from './content-values.ts';
import { ContentForm } from './ContentForm.tsx';
import { ContentList, labelOf } from './ContentList.tsx';
import { ROW_TEXTS as R } from './content-row-texts.ts';
import { MembersConfirm } from '../members/MembersConfirm.tsx';
import { useContentRowActions } from './useContentRowActions.ts';
import { StatusFilter } from '../common/StatusFilter.tsx';
import { LoadNotice } from '../common/LoadNotice.tsx';
import { TEXTS } from '../common/texts.ts';
import { loaded, useOpsLoad } from '../common/use-ops-load.ts';

function filtersOf(spec: KindSpec) {
  if (spec.publishable) return [{ value: 'all', label: T.filterAll }, { value: 'published', label: T.filterPublished }, { value: 'draft', label: T.filterDrafts }];
  if (spec.fields.some((f) => f.name === 'active')) return [{ value: 'all', label: T.filterAll }, { value: 'active', label: T.filterActive }, { value: 'inactive', label: T.filterInactive }];
  return null;
}

function matches(row: ContentRow, filter: string): boolean {
  if (filter === 'published') return Boolean(row.publishedAt);
  if (filter === 'draft') return !row.publishedAt;
  if (filter === 'active') return row.active === true;
  if (filter === 'inactive') return row.active === false;
  return true;
}

type Choices = Record<string, Array<{ value: string; label: string }>>;

/** A kind's rows, and the choices of each field that picks a row of another kind (a game's sponsor). */
async function readContent(kind: string, spec: KindSpec | undefined): Promise<{ rows: ContentRow[]; options: Choices }> {
  const rows = await contentRows(kind);
  const options: Choices = {};
  for (const field of spec?.fields ?? []) {
    if (!field.optionsFrom) continue;
    const found = await contentRows(field.optionsFrom);
    options[field.name] = found.map((c) => ({ value: String(c.id), label: String(c.name) }));
  }
  return { rows, options };
}

export function ContentPage({ kind }: { kind: string }) {
  const spec = kindSpec(kind);
  const { state, reload, update } = useOpsLoad(useCallback(() => readContent(kind, spec), [kind, spec]));
  const rows = loaded(state)?.rows;
  const [actionError, setActionError] = useState('');
  const [filter, setFilter] = useState('all');
  const [editing, setEditing] = useState<{ row: ContentRow | null; key: number }>({ row: null, key: 0 });

  const shown = useMemo(() => (rows ?? []).filter((row) => matches(row, filter)), [rows, filter]);
  const filters = spec ? filtersOf(spec) : null;
  const edit = (row: ContentRow | null) => setEditing((current) => ({ row, key: current.key + 1 }));
  const saved = (row: ContentRow) => {
    setActionError('');
    update((now) => ({ ...now, rows: now.rows.some((r) => r.id === row.id) ? now.rows.map((r) => (r.id === row.id ? { ...r, ...row } : r)) : [row, ...now.rows] }));
  };
  const removed = (id: number) => {
    setActionError('');
    update((now) => ({ ...now, rows: now.rows.filter((r) => r.id !== id) }));
    if (editing.row?.id === id) edit(null);
  };
  const rowActions = useContentRowActions(kind, { onChanged: saved, onDeleted: removed, onError: setActionError });
  const confirming = rowActions.confirming;

  if (!spec) return <p className="ops-error">{T.unknownKind}</p>;
  return (
    <section className="ops-page" aria-labelledby="content-title">
      <header className="ops-page-header">
        <h1 id="content-title">{spec.label}</h1>
        {filters && <StatusFilter statuses={filters} value={filter} onChange={setFilter} />}
        <button type="button" className="ops-button" onClick={reload}>
          {TEXTS.refresh}
        </button>
        {!spec.readings && (
          <button type="button" className="ops-button ops-primary" onClick={() => edit(null)}>
            {T.newRow}
          </button>
        )}
      </header>
      {actionError && <p className="ops-error" role="alert">{actionError}</p>}
      {state.status === 'refused' && <LoadNotice state={state} />}
      <div className="ops-content-layout">
        <div className="ops-content-list">{state.status === 'loading' ? <LoadNotice state={state} /> : <ContentList rows={shown} selectedId={editing.row?.id ?? null} onEdit={spec.readings ? null : edit} actions={spec.readings ? null : rowActions.actions} />}</div>
        <ContentForm key={`${kind}-${editing.key}`} spec={spec} row={editing.row} options={loaded(state)?.options ?? {}} onSaved={saved} onAdded={reload} />
      </div>
      {confirming && (
        <MembersConfirm
          title={R.removeTitle}
          text={kind === 'rtp-games' ? R.removeGameText(labelOf(confirming)) : R.removeText(labelOf(confirming))}
          confirm={R.remove}
          busy={rowActions.busy}
          onConfirm={rowActions.confirmDelete}
          onCancel={rowActions.cancelDelete}
        />
      )}
    </section>
  );
}
