/**
 * Resolves once the page the app opened at has committed (a lazy page once its module has loaded
 * and rendered, not just the shell around it), and then the browser has had an idle moment, so
 * the page's own first calls are on their way. Start-up's extras (fingerprint, sound, tracking
 * scripts) and the promo widgets wait for it: on a slow phone and network they would otherwise
 * compete with the page's module and data for the main thread and the connection.
 */
import { useEffect } from 'react';

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
