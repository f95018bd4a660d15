/**
 * Merging fresh market rows into the rows on screen. The poll uses it today; a pushed update (a
 * realtime channel, later) calls the same function with the rows it receives. Rows keep their
 * place: a value changing never moves a row under the member's finger; the order follows the
 * sort again when the member changes a filter or the sort.
 */
import type { RtpMarketRow } from '../../domain/contract/sponsors.ts';

export interface ShownRow extends RtpMarketRow {
  /** Bumped when this row's reading changed after it was first shown (drives the highlight). */
  updates: number;
}

export const toShown = (row: RtpMarketRow): ShownRow => ({ ...row, updates: 0 });

/** Returns the same array when nothing shown changed, so React renders nothing. */
export function applyRowUpdates(shown: ShownRow[], fresh: RtpMarketRow[]): ShownRow[] {
  const byId = new Map(fresh.map((row) => [row.game_id, row]));
  let changed = false;
  const next = shown.map((row) => {
    const update = byId.get(row.game_id);
    if (!update || !readingChanged(row, update)) return row;
    changed = true;
    return { ...row, ...update, updates: row.updates + 1 };
  });
  return changed ? next : shown;
}

const readingChanged = (a: RtpMarketRow, b: RtpMarketRow) => a.rtp !== b.rtp || a.change !== b.change || a.measured_at !== b.measured_at;
