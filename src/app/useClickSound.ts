import { useEffect } from 'react';

/** sound.ts (and Howler after it) loads after the first paint; start-up sets the source. */
let playClick: (() => void) | null = null;

/** Every tap on a button or link plays the configured click sound (spec §1). */
export function useClickSound() {
  useEffect(() => {
    let alive = true;
    void import('../lib/sound.ts').then(
      (sound) => { if (alive) playClick = sound.playClick; },
      (error: unknown) => console.error('[sound] could not load', error),
    );
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest('button, a, [role="button"]')) playClick?.();
    };
    document.addEventListener('click', onClick, { capture: true });
    return () => {
      alive = false;
      document.removeEventListener('click', onClick, { capture: true });
    };
  }, []);
}
