/**
 * The app's one polite live region. The canvas scenes show their results only as pixels; their
 * pages call `announce()` with the sentence a sighted member reads off the scene (the wheel's
 * prize, the rain's envelopes), and screen readers say it without moving focus.
 */
import { useEffect, useState } from 'react';
import { emitUiEvent, onUiEvent } from '../lib/ui-events.ts';

/** How long a sentence stays in the region: long enough to be read, gone before it goes stale. */
const KEEP_MS = 20_000;

export function announce(message: string): void {
  emitUiEvent('announce', { message });
}

export function LiveAnnouncer() {
  const [said, setSaid] = useState<{ message: string; id: number } | null>(null);

  useEffect(() => {
    let id = 0;
    return onUiEvent('announce', ({ message }) => {
      id += 1;
      const current = id;
      // Emptied first, then filled in the next frame: the same sentence twice is a change too.
      setSaid(null);
      requestAnimationFrame(() => setSaid({ message, id: current }));
    });
  }, []);

  useEffect(() => {
    if (!said) return undefined;
    const timer = window.setTimeout(() => setSaid(null), KEEP_MS);
    return () => window.clearTimeout(timer);
  }, [said]);

  return (
    // No role: the toasts are the page's status messages; this region only speaks what the canvas shows.
    <div className="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="live-announcer">
      {said?.message ?? ''}
    </div>
  );
}
