import { lazy, Suspense, useEffect, useState } from 'react';
import { onUiEvent } from '../lib/ui-events.ts';

/** Not in the first screen's JS: loaded on the first prize won or withdrawal requested. */
const PushPrompt = lazy(() => import('../features/push/index.ts'));

/** Offers push notices after a meaningful action, never at start-up (features/push decides whether to ask). */
export function PushOffer() {
  const [offers, setOffers] = useState(0);
  useEffect(() => onUiEvent('meaningfulAction', () => setOffers((n) => n + 1)), []);
  if (offers === 0) return null;
  return (
    <Suspense fallback={null}>
      <PushPrompt key={offers} />
    </Suspense>
  );
}
