import { useEffect } from 'react';
import { playClick } from '../lib/sound.ts';

/** Every tap on a button or link plays the configured click sound (spec §1). */
export function useClickSound() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest('button, a, [role="button"]')) playClick();
    };
    document.addEventListener('click', onClick, { capture: true });
    return () => document.removeEventListener('click', onClick, { capture: true });
  }, []);
}
