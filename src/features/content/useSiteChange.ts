/**
 * Content pages follow the operator's changes while open: the real-time `site` event (a row
 * hidden, shown, saved or deleted; the contact channels changed) clears the visit's content cache
 * and loads the page again.
 */
import { useCallback, useEffect, useState } from 'react';
import { clearContentCache } from '../../api/calls/content.ts';
import { onUiEvent } from '../../lib/ui-events.ts';

/** Runs `onChange` (keep it stable) after each site change. */
export function useSiteChange(onChange: () => void): void {
  useEffect(() => onUiEvent('realtime', (event) => {
    if (event.type !== 'site') return;
    clearContentCache();
    onChange();
  }), [onChange]);
}

/** Grows with each site change: a list keyed by it loads again from its first page. */
export function useSiteVersion(): number {
  const [version, setVersion] = useState(0);
  useSiteChange(useCallback(() => setVersion((v) => v + 1), []));
  return version;
}
