import { onUiEvent, type UiEventMap } from '../../../src/lib/ui-events.ts';

type Recorded = { [K in keyof UiEventMap]: Array<UiEventMap[K]> };

/** Records every UI event until `stop()`. */
/** `on` may be a re-imported copy of onUiEvent (after vi.resetModules). */
export function recordUiEvents(on: typeof onUiEvent = onUiEvent) {
  const events: Recorded = { toast: [], loading: [], sessionEnded: [], tokenRenewed: [], networkFailure: [], preloadError: [], realtime: [], meaningfulAction: [], announce: [] };
  const stops = (Object.keys(events) as Array<keyof UiEventMap>).map((type) =>
    on(type, (payload) => (events[type] as unknown[]).push(payload)),
  );
  const loadingBalance = () => events.loading.reduce((sum, e) => sum + e.delta, 0);
  return { events, loadingBalance, stop: () => stops.forEach((stop) => stop()) };
}
