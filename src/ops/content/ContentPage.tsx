/** One page per content kind: its rows (filtered by state) beside the form that creates or edits one. */
import { useCallback, useEffect, useMemo, useState } from 'react';
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
import { TEXTS } from '../common/texts.ts';

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

export function ContentPage({ kind }: { kind: string }) {
  const spec = kindSpec(kind);
  const [rows, setRows] = useState<ContentRow[]>([]);
  const [options, setOptions] = useState<Record<string, Array<{ value: string; label: string }>>>({});
  const [error, setError] = useState('');
  const [loading, setLoading] = useState(true);
  const [filter, setFilter] = useState('all');
  const [editing, setEditing] = useState<{ row: ContentRow | null; key: number }>({ row: null, key: 0 });

  const load = useCallback(async () => {
    setLoading(true);
    try {
      setRows(await contentRows(kind));
      const choices: Record<string, Array<{ value: string; label: string }>> = {};
      for (const field of spec?.fields ?? []) {
        if (!field.optionsFrom) continue;
        const found = await contentRows(field.optionsFrom);
        choices[field.name] = found.map((c) => ({ value: String(c.id), label: String(c.name) }));
      }
      setOptions(choices);
      setError('');
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setLoading(false);
    }
  }, [kind, spec]);
  useEffect(() => {
    void load();
  }, [load]);

  const shown = useMemo(() => rows.filter((row) => matches(row, filter)), [rows, filter]);
  const filters = spec ? filtersOf(spec) : null;
  const edit = (row: ContentRow | null) => setEditing((current) => ({ row, key: current.key + 1 }));
  const saved = (row: ContentRow) => {
    setRows((current) => (current.some((r) => r.id === row.id) ? current.map((r) => (r.id === row.id ? { ...r, ...row } : r)) : [row, ...current]));
  };
  const removed = (id: number) => {
    setRows((current) => current.filter((r) => r.id !== id));
    if (editing.row?.id === id) edit(null);
  };
  const rowActions = useContentRowActions(kind, { onChanged: saved, onDeleted: removed, onError: setError });
  const confirming = rowActions.confirming;

  if (!spec) return <p className="ops-error">{T.unknownKind}</p>;
  return (
    <section className="ops-page" aria-labelledby="content-title">
      <header className="ops-page-header">
        <h1 id="content-title">{spec.label}</h1>
        {filters && <StatusFilter statuses={filters} value={filter} onChange={setFilter} />}
        <button type="button" className="ops-button" onClick={() => void load()}>
          {TEXTS.refresh}
        </button>
        {!spec.readings && (
          <button type="button" className="ops-button ops-primary" onClick={() => edit(null)}>
            {T.newRow}
          </button>
        )}
      </header>
      {error && <p className="ops-error" role="alert">{error}</p>}
      <div className="ops-content-layout">
        <div className="ops-content-list">{loading && rows.length === 0 ? <p className="ops-hint">{TEXTS.loading}</p> : <ContentList rows={shown} selectedId={editing.row?.id ?? null} onEdit={spec.readings ? null : edit} actions={spec.readings ? null : rowActions.actions} />}</div>
        <ContentForm key={`${kind}-${editing.key}`} spec={spec} row={editing.row} options={options} onSaved={saved} onAdded={() => void load()} />
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
