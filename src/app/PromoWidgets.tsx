import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { NO_WIDGET_PATHS } from '../lib/paths.ts';
import { extrasDue } from './first-screen.ts';

/**
 * Its own chunk, loaded with start-up's extras (first-screen.ts: at the first touch, or once the
 * opened page has shown and rested): the widgets show as DOM stand-ins as soon as it arrives;
 * their canvas (Pixi) loads only at the member's first touch.
 */
const PromoLayer = lazy(() => import('../features/promo/index.ts'));

/** Floating promo widgets on every page but zanzhu and sponsorInfo (spec §4). */
export function PromoWidgets() {
  const { pathname } = useLocation();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let alive = true;
    // A transition: React renders the layer in slices that yield to the page, not in one task.
    void extrasDue().then(() => { if (alive) startTransition(() => setShown(true)); });
    return () => { alive = false; };
  }, []);
  if (!shown || NO_WIDGET_PATHS.includes(pathname)) return null;
  return (
    <Suspense fallback={null}>
      <PromoLayer />
    </Suspense>
  );
}
