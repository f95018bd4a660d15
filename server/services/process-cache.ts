/**
 * A value read from the database and kept per process for `freshMs`, for settings read on hot
 * paths (every withdrawal, every rain claim) that change rarely: read each time they would be one
 * more statement. `forget` makes this process read again at once (after a save here); the other
 * processes see a change within `freshMs`. A failed read is not kept.
 */
import type { Executor } from '../db/client.ts';

export function processCache<T>(freshMs: number, load: (db: Executor) => Promise<T>) {
  let cached: { at: number; db: Executor; value: Promise<T> } | null = null;
  return {
    get(db: Executor): Promise<T> {
      if (cached && cached.db === db && performance.now() - cached.at < freshMs) return cached.value;
      const value = load(db);
      cached = { at: performance.now(), db, value };
      value.catch(() => { cached = null; });
      return value;
    },
    forget(): void {
      cached = null;
    },
  };
}
