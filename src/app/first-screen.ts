/**
 * `firstScreenShown` resolves once the page the app opened at has committed (a lazy page once its
 * module has loaded and rendered, not just the shell around it), and then the browser has had an
 * idle moment, so the page's own first calls are on their way.
 *
 * `extrasDue()` resolves later: once that page has shown and then either the first touch, key or
 * wheel came, or the page has rested EXTRAS_REST_MS after its load event. Start-up's extras
 * (fingerprint and device token, icon, click sound, tracking scripts, real-time channel), the
 * promo widgets and the service worker wait for it: in the first seconds of a cold visit on a slow
 * phone and network they competed with the page's module and data for the main thread and the
 * connection (Lighthouse counted their long tasks in the first screen's blocking time).
 */
import { useEffect } from 'react';
import { onFirstTouchOrIdle } from '../lib/first-touch-or-idle.ts';

/** The idle moment is waited for at most this long (a busy page may never be idle). */
const IDLE_TIMEOUT_MS = 2000;

let shown: () => void = () => {};
export const firstScreenShown = new Promise<void>((resolve) => { shown = resolve; });

let marked = false;
function markShown(): void {
  if (marked) return;
  marked = true;
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => shown(), { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(shown, 0);
}

/** Called by what stands for the page itself: a loaded lazy page (or its failure notice), a frame page, not-found. */
export function useFirstScreenShown(active = true): void {
  useEffect(() => {
    if (active) markShown();
  }, [active]);
}

/**
 * After the load event, the page rests this long without a touch before the extras start: past
 * the seconds in which a phone is still busy with the page (and Lighthouse watches it settle).
 */
export const EXTRAS_REST_MS = 3000;

let extras: Promise<void> | null = null;

/** The first call (main.tsx, at launch) starts listening for the first touch; every call answers the same promise. */
export function extrasDue(): Promise<void> {
  extras ??= Promise.all([firstScreenShown, new Promise<void>((resolve) => { onFirstTouchOrIdle(resolve, EXTRAS_REST_MS); })]).then(() => undefined);
  return extras;
}
