/**
 * Work that a page reload must not cut short: a running draw (wheel spinning, box
 * opening) or a withdrawal being sent. The update toast applies a new release only when nothing is
 * busy; a tap during a draw waits for its end, then reloads.
 */
import { useEffect } from 'react';
import { create } from 'zustand';

export type BusyReason = 'draw' | 'withdrawal';

interface BusyState {
  /** How many flows of each kind run now (two stages could overlap for a moment). */
  running: Record<BusyReason, number>;
}

export const useBusyStore = create<BusyState>()(() => ({ running: { draw: 0, withdrawal: 0 } }));

export function isBusy(state: BusyState = useBusyStore.getState()): boolean {
  return Object.values(state.running).some((n) => n > 0);
}

/** Marks `reason` as running; the returned function ends it (calling it twice is harmless). */
export function markBusy(reason: BusyReason): () => void {
  useBusyStore.setState((s) => ({ running: { ...s.running, [reason]: s.running[reason] + 1 } }));
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    useBusyStore.setState((s) => ({ running: { ...s.running, [reason]: Math.max(0, s.running[reason] - 1) } }));
  };
}

/** Marks `reason` as running while `active` is true and the component is mounted. */
export function useBusyWhile(reason: BusyReason, active: boolean): void {
  useEffect(() => (active ? markBusy(reason) : undefined), [reason, active]);
}

/**
 * Runs `action` now when nothing is busy, else once the last running flow ends. Returns a cancel
 * function. This is the deferral rule of the update flow.
 */
export function whenIdle(action: () => void): () => void {
  if (!isBusy()) {
    action();
    return () => undefined;
  }
  const stop = useBusyStore.subscribe((state) => {
    if (isBusy(state)) return;
    stop();
    action();
  });
  return stop;
}
