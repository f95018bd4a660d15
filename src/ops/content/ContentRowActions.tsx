/** A row's hide/show and delete buttons: hidden rows and articles back to draft leave the member app at once. */
import type { ContentRow } from './content-values.ts';
import { ROW_TEXTS as R } from './content-row-texts.ts';

export interface RowActions {
  /** null: the kind has no visibility of its own (delete only). */
  onToggle: ((row: ContentRow) => void) | null;
  onDelete: (row: ContentRow) => void;
  busyId: number | null;
}

/** Shown: active, or an article with a publication date. */
export const isShown = (row: ContentRow) => ('publishedAt' in row ? Boolean(row.publishedAt) : row.active !== false);

export function ContentRowActions({ row, label, actions }: { row: ContentRow; label: string; actions: RowActions }) {
  const busy = actions.busyId === row.id;
  const toggle = actions.onToggle;
  return (
    <>
      {toggle && (
        <button type="button" className="ops-link" disabled={busy} onClick={() => toggle(row)} aria-label={`${isShown(row) ? R.hide : R.show} ${label}`}>
          {isShown(row) ? R.hide : R.show}
        </button>
      )}
      <button type="button" className="ops-link" disabled={busy} onClick={() => actions.onDelete(row)} aria-label={`${R.remove} ${label}`}>
        {R.remove}
      </button>
    </>
  );
}
