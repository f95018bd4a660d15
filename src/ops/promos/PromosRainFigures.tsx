/** A running rain's figures, read again every 2 seconds while the page shows them. */
import { useEffect, useState } from 'react';
import type { RainFigures } from '../../domain/contract/promo-ops.ts';
import { PROMO_TEXTS as T } from './promo-texts.ts';
import { rainFigures } from './promos-calls.ts';

const REFRESH_MS = 2000;

export function PromosRainFigures({ periodId }: { periodId: number }) {
  const [figures, setFigures] = useState<RainFigures | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let stopped = false;
    const read = () =>
      rainFigures(periodId)
        .then((next) => { if (!stopped) { setFigures(next); setError(null); } })
        .catch((failure: Error) => { if (!stopped) setError(failure.message); });
    void read();
    const timer = window.setInterval(read, REFRESH_MS);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [periodId]);

  if (error) return <p className="ops-error">{error}</p>;
  if (!figures) return null;
  if (!figures.live) return <p className="ops-hint">{T.notLive}</p>;
  return (
    <dl className="ops-fields" aria-label={T.figures} aria-live="polite">
      <div><dt>{T.perSecond}</dt><dd>{figures.claims_per_second.toFixed(1)}</dd></div>
      <div>
        <dt>{T.paid}</dt>
        <dd>{figures.points_paid}{figures.points_budget !== null ? ` ${T.of} ${figures.points_budget}` : ''}</dd>
      </div>
      <div><dt>{T.members}</dt><dd>{figures.members}</dd></div>
    </dl>
  );
}
