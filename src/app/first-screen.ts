/**
 * Resolves once React has committed the first screen (from the shell's first passive effect, so
 * after the browser painted it): start-up's network and CPU work (fingerprint, sound, tracking
 * scripts) waits for it instead of competing with the first render on a slow phone.
 */
import { useEffect } from 'react';

let shown: () => void = () => {};
export const firstScreenShown = new Promise<void>((resolve) => { shown = resolve; });

export function useFirstScreenShown(): void {
  useEffect(() => shown(), []);
}
