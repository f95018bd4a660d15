/** A running rain's figures, read again every 2 seconds while the page shows them. */
import { useCallback } from 'react';
import { loaded, useOpsLoad } from '../common/use-ops-load.ts';
import { PROMO_TEXTS as T } from './promo-texts.ts';
import { rainFigures } from './promos-calls.ts';

const REFRESH_MS = 2000;

export function PromosRainFigures({ periodId }: { periodId: number }) {
  const { state, staleBecause } = useOpsLoad(useCallback(() => rainFigures(periodId), [periodId]), REFRESH_MS);
  const figures = loaded(state);
  // A dropped read keeps the last figures on screen, with why they stopped moving.
  const failure = staleBecause ?? state;
  const error = failure.status === 'refused' ? <p className="ops-error">{failure.msg}</p> : null;

  if (!figures) return error;
  if (!figures.live) return <p className="ops-hint">{T.notLive}</p>;
  return (
    <>
    {error}
    <dl className="ops-fields" aria-label={T.figures} aria-live="polite">
      <div><dt>{T.perSecond}</dt><dd>{figures.claims_per_second.toFixed(1)}</dd></div>
      <div>
        <dt>{T.paid}</dt>
        <dd>{figures.points_paid}{figures.points_budget !== null ? ` ${T.of} ${figures.points_budget}` : ''}</dd>
      </div>
      <div><dt>{T.members}</dt><dd>{figures.members}</dd></div>
    </dl>
    </>
  );
}
