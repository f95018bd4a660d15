/**
 * The seam between layers that may not import each other: the HTTP caller (src/api) and
 * start-up emit, the UI kit (src/components) and the shell (src/app) listen.
 */
/** What the notifyws socket pushes (features/realtime): the listeners refetch what changed. */
export type RealtimeEventType = 'message' | 'review' | 'market' | 'rtp' | 'site';

export interface UiEventMap {
  toast: { message: string; durationMs?: number; position?: 'bottom' | 'center' };
  /** +1 when a call with a loading indicator starts, -1 when it ends. */
  loading: { delta: 1 | -1 };
  /** 401/402: the shell clears the session, goes to login and shows `message` 1 s later. */
  sessionEnded: { message: string };
  /** The caller renewed the member's short-lived token (already in localStorage): the session store follows. */
  tokenRenewed: { token: string };
  /** The server could not be reached: the UI asks for a tap, then calls `retry` (or `cancel`). */
  networkFailure: { retry: () => void; cancel: () => void };
  /** A lazy page or chunk failed to load. */
  preloadError: { error: unknown };
  /** An event from the real-time channel; `kind` names the reviewed submission of a `review`. */
  realtime: { type: RealtimeEventType; kind?: string };
  /** A prize won or a withdrawal requested: the shell may offer push notices (features/push), never at start-up. */
  meaningfulAction: { kind: 'prize' | 'withdrawal' };
  /** A sentence for screen readers (the canvas scenes' results): the shell's live region says it. */
  announce: { message: string };
}

type Listener<K extends keyof UiEventMap> = (payload: UiEventMap[K]) => void;
const listeners = new Map<keyof UiEventMap, Set<(payload: never) => void>>();

export function onUiEvent<K extends keyof UiEventMap>(type: K, listener: Listener<K>): () => void {
  let set = listeners.get(type);
  if (!set) listeners.set(type, (set = new Set()));
  set.add(listener);
  return () => { set.delete(listener); };
}

export function emitUiEvent<K extends keyof UiEventMap>(type: K, payload: UiEventMap[K]): void {
  listeners.get(type)?.forEach((listener) => (listener as Listener<K>)(payload));
}

export function listenerCount(type: keyof UiEventMap): number {
  return listeners.get(type)?.size ?? 0;
}
