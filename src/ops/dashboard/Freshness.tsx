/** How old the figures are: the rollup's last run and its interval. */
import { DASHBOARD_TEXTS as T } from './dashboard-texts.ts';
import { when } from './format.ts';

export function Freshness({ asOf, every }: { asOf: string | null; every: number }) {
  return <p className="ops-hint" data-testid="dash-as-of">{asOf ? T.asOf(when(asOf), every) : T.notYet}</p>;
}
