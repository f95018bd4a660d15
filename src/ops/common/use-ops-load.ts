/**
 * The app's loading hook (src/lib/use-load.ts) for the console's calls, which answer their data
 * and throw an OpsError with the server's Portuguese message when refused (a failure with no
 * answer at all is one too: the connection's message).
 */
import { type LoadState, useLoadWith } from '../../lib/use-load.ts';
import { OpsError } from './api.ts';
import { TEXTS } from './texts.ts';

const ready = <T>(data: T): LoadState<T> => ({ status: 'ready', data });

function refusedOf(error: unknown): LoadState<never> {
  if (error instanceof OpsError) return { status: 'refused', code: error.code, msg: error.message };
  return { status: 'refused', code: 0, msg: error instanceof Error && error.message ? error.message : TEXTS.networkError };
}

/** `everyMs`: ask again on that interval, keeping the last data through a failed ask (useLoadWith). */
export function useOpsLoad<T>(load: ((fresh: boolean) => Promise<T>) | null, everyMs = 0) {
  return useLoadWith(load, ready<T>, refusedOf, everyMs);
}

/** A list with one row replaced by its saved copy, or the copy added at the end. */
export function withRow<R extends { id: number }>(rows: R[], saved: R): R[] {
  return rows.some((row) => row.id === saved.id) ? rows.map((row) => (row.id === saved.id ? saved : row)) : [...rows, saved];
}

/** The data once loaded, else undefined. */
export const loaded = <T>(state: LoadState<T>): T | undefined => (state.status === 'ready' ? state.data : undefined);
