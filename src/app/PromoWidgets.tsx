import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { PROMO_WIDGETS_IDLE_MS } from '../domain/constants.ts';
import { onFirstTouchOrIdle } from '../lib/first-touch-or-idle.ts';
import { NO_WIDGET_PATHS } from '../lib/paths.ts';

const PromoLayer = lazy(() => import('../features/promo/index.ts'));

/** Floating promo widgets on every page but zanzhu and sponsorInfo (spec §4). */
export function PromoWidgets() {
  const { pathname } = useLocation();
  const [ready, setReady] = useState(false);
  useEffect(() => onFirstTouchOrIdle(() => setReady(true), PROMO_WIDGETS_IDLE_MS), []);
  if (!ready || NO_WIDGET_PATHS.includes(pathname)) return null;
  return (
    <Suspense fallback={null}>
      <PromoLayer />
    </Suspense>
  );
}
