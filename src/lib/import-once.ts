import { useEffect } from 'react';
import { onPageRest } from './first-touch-or-idle.ts';

/** A module imported at most once: later calls share the first import; a failed one is tried again at the next call. */
export function importOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}

/** After the load event, how long a page rests before the modules it defers are imported. */
export const DEFERRED_IMPORT_REST_MS = 3000;

/** Imports `load` once the page has rested (a failure waits for the next call, e.g. a submit). */
export function useImportAtRest(load: () => Promise<unknown>): void {
  useEffect(() => onPageRest(() => void load().catch(() => {}), DEFERRED_IMPORT_REST_MS), [load]);
}
