/** The rows of a kind: title or name, state, order and dates; a row opens in the form. */
import { CONTENT_TEXTS as T } from './content-texts.ts';
import type { ContentRow } from './content-values.ts';
import { ContentRowActions, type RowActions } from './ContentRowActions.tsx';
import { dateTime, TEXTS } from '../common/texts.ts';

const percent = (value: number) => `${value.toFixed(2).replace('.', ',')} %`;

/** A reading reads as its game and value; a download link as its platform and address. */
export function labelOf(row: ContentRow): string {
  const name = String(row.title ?? row.name ?? row.slug ?? `#${row.id}`);
  if (typeof row.rtp === 'number') return `${name} · ${percent(row.rtp)}`;
  if (typeof row.url === 'string') return `${name} · ${row.url || T.noDownloadUrl}`;
  return name;
}
const when = (value: unknown) => (typeof value === 'string' ? dateTime(value) : null);

function stateOf(row: ContentRow): string {
  if ('publishedAt' in row) return row.publishedAt ? T.publishedState : T.draft;
  if ('active' in row) return row.active ? T.yes : T.no;
  if ('featured' in row) return row.featured ? T.featuredState : '—';
  return '—';
}

function datesOf(row: ContentRow): string {
  const start = when(row.startsAt);
  const end = when(row.endsAt);
  if (start && end) return `${start} – ${end}`;
  return when(row.measuredAt) ?? when(row.publishedAt) ?? when(row.updatedAt) ?? '—';
}

interface ContentListProps {
  rows: ContentRow[];
  selectedId: number | null;
  /** null: rows are never edited (RTP readings). */
  onEdit: ((row: ContentRow) => void) | null;
  /** null: rows are never hidden or deleted here (RTP readings). */
  actions: RowActions | null;
}

export function ContentList({ rows, selectedId, onEdit, actions }: ContentListProps) {
  if (rows.length === 0) return <p className="ops-empty">{T.empty}</p>;
  // Banners, partners and categories have no dates: no empty column for them.
  const dated = rows.some((row) => 'startsAt' in row || 'publishedAt' in row || 'updatedAt' in row || 'measuredAt' in row);
  const sorted = rows.some((row) => 'sort' in row);
  const stated = rows.some((row) => 'publishedAt' in row || 'active' in row || 'featured' in row);
  return (
    <table className="ops-table ops-content-table">
      <thead>
        <tr>
          <th className="ops-id">#</th>
          <th>{T.title}</th>
          {stated && <th>{T.state}</th>}
          {sorted && <th>{T.sort}</th>}
          {dated && <th>{rows.some((row) => 'measuredAt' in row) ? T.measuredAt : T.dates}</th>}
          {(onEdit ?? actions) && (
            <th>
              <span className="ops-visually-hidden">{TEXTS.actions}</span>
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} className={row.id === selectedId ? 'is-selected' : undefined}>
            <td className="ops-id">{row.id}</td>
            <td>
              {labelOf(row)}
              {row.demo === true && (
                <span className="ops-demo" title={T.demoHint}>
                  {T.demo}
                </span>
              )}
            </td>
            {stated && <td className="ops-nowrap">{stateOf(row)}</td>}
            {sorted && <td>{typeof row.sort === 'number' ? row.sort : '—'}</td>}
            {dated && <td className="ops-nowrap">{datesOf(row)}</td>}
            {(onEdit ?? actions) && (
              <td className="ops-nowrap">
                <span className="ops-row-actions">
                  {onEdit && (
                    <button type="button" className="ops-link" onClick={() => onEdit(row)} aria-label={`${T.edit} ${labelOf(row)}`}>
                      {T.edit}
                    </button>
                  )}
                  {actions && <ContentRowActions row={row} label={labelOf(row)} actions={actions} />}
                </span>
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
