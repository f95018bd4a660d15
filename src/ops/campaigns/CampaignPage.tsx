/**
 * The frame of the "Tarefas" and "Compartilhamentos" pages: the list with "Editar" and
 * "Encerrar" on each row, "Recarregar", and one form open at a time (new, or a row's edit). Each
 * page gives its columns, its cells and its form.
 */
import { type ReactNode, useState } from 'react';
import { CAMPAIGN_TEXTS as C } from './campaigns-texts.ts';
import { EndButton, type Listed, periodOf, stateOf, useCampaignRows } from './CampaignParts.tsx';
import { LoadNotice } from '../common/LoadNotice.tsx';

export interface CampaignPageProps<R extends Listed> {
  id: string;
  texts: { title: string; hint: string; newRow: string };
  load: () => Promise<R[]>;
  end: (id: number) => Promise<R>;
  /** The columns before the period (the title first) and their cells; period, state and actions are the same for every kind. */
  columns: string[];
  cells: (row: R) => ReactNode;
  form: (props: { key: string; row: R | null; onSaved: (row: R) => void; onCancel: () => void }) => ReactNode;
}

export function CampaignPage<R extends Listed>({ id, texts, load, end, columns, cells, form }: CampaignPageProps<R>) {
  const { rows, state, reload, replace, loadCount } = useCampaignRows(load);
  /** Which form is open: none, a new row, or one row's edit. */
  const [editing, setEditing] = useState<null | 'new' | R>(null);
  const ended = (row: R) => {
    replace(row);
    // A form still open on the row would send stale values: it reopens from the row as stored.
    setEditing((open) => (open !== null && open !== 'new' && open.id === row.id ? row : open));
  };

  return (
    <section className="ops-page" aria-labelledby={`${id}-title`}>
      <header className="ops-page-header">
        <h1 id={`${id}-title`}>{texts.title}</h1>
        <button type="button" className="ops-button" onClick={() => { setEditing(null); reload(); }}>{C.reload}</button>
      </header>
      <p className="ops-hint">{texts.hint}</p>
      <LoadNotice state={state} />
      {rows && (
        <>
          {rows.length === 0 && <p className="ops-empty">{C.empty}</p>}
          {rows.length > 0 && <table className="ops-table" aria-label={texts.title}>
            <thead>
              <tr>{columns.map((column) => <th key={column}>{column}</th>)}<th>{C.period}</th><th>{C.state}</th><th>{C.inReview}</th><th /></tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  {cells(row)}
                  <td>{periodOf(row)}</td>
                  <td>{stateOf(row)}</td>
                  <td>{row.in_review}</td>
                  <td className="ops-row-actions">
                    <button type="button" className="ops-button" onClick={() => setEditing(row)}>{C.edit}</button>
                    <EndButton row={row} end={end} onEnded={ended} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>}
          <button type="button" className="ops-button" onClick={() => setEditing('new')}>{texts.newRow}</button>
          {editing &&
            form({
              key: `${editing === 'new' ? 'new' : `${editing.id}-${editing.closes_at ?? ''}`}-${loadCount}`,
              row: editing === 'new' ? null : editing,
              onSaved: replace,
              onCancel: () => setEditing(null),
            })}
        </>
      )}
    </section>
  );
}
