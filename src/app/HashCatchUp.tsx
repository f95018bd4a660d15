import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** The route the address bar shows now: the hash without its `#` (`/` for none). */
export function hashPath(hash: string): string {
  return hash.replace(/^#/, '') || '/';
}

/**
 * HashRouter reads the address when it first renders and starts listening for changes when it
 * commits. The shell renders in a transition (main.tsx), in slices, so on a slow phone hundreds
 * of milliseconds can pass between the two: a hash changed then (a link opened from outside, back
 * pressed, an address typed) was lost and the member stayed on the page the app opened at. Once
 * the router listens, this compares the address with the router's location and catches up.
 */
export function HashCatchUp() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const shown = hashPath(window.location.hash);
    if (shown !== `${location.pathname}${location.search}`) void navigate(shown, { replace: true });
    // Once, after the first commit: later changes reach the router through its own listener.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
