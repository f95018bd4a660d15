import type { LoadState } from '../../lib/use-load.ts';
import { TEXTS } from './texts.ts';

/** What a console page shows while its data loads, or why it could not: nothing once it has it. */
export function LoadNotice({ state }: { state: LoadState<unknown> }) {
  if (state.status === 'loading') return <p className="ops-muted">{TEXTS.loading}</p>;
  if (state.status === 'ready') return null;
  return <p className="ops-error" role="alert">{state.status === 'refused' ? state.msg : TEXTS.networkError}</p>;
}
