import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { NO_WIDGET_PATHS } from '../lib/paths.ts';

/**
 * Its own chunk, loaded right after the first screen: the widgets show at once as DOM stand-ins;
 * their canvas (Pixi) loads only at the member's first touch (issue 14).
 */
const PromoLayer = lazy(() => import('../features/promo/index.ts'));

/** Floating promo widgets on every page but zanzhu and sponsorInfo (spec §4). */
export function PromoWidgets() {
  const { pathname } = useLocation();
  if (NO_WIDGET_PATHS.includes(pathname)) return null;
  return (
    <Suspense fallback={null}>
      <PromoLayer />
    </Suspense>
  );
}
