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

/**
 * Events that must not be lost when said before anyone listens: a page's first read leaves beside
 * its module (api/early.ts), so its 401/402 can come back before the shell's first commit has
 * subscribed, and the member would stay on a page whose session has ended. The last one said
 * with no listener is kept and told to the first listener.
 */
const HELD_UNTIL_HEARD: ReadonlySet<keyof UiEventMap> = new Set(['sessionEnded']);
const held = new Map<keyof UiEventMap, unknown>();

export function onUiEvent<K extends keyof UiEventMap>(type: K, listener: Listener<K>): () => void {
  let set = listeners.get(type);
  if (!set) listeners.set(type, (set = new Set()));
  set.add(listener);
  if (held.has(type)) {
    const payload = held.get(type) as UiEventMap[K];
    held.delete(type);
    listener(payload);
  }
  return () => { set.delete(listener); };
}

export function emitUiEvent<K extends keyof UiEventMap>(type: K, payload: UiEventMap[K]): void {
  const heard = listeners.get(type);
  if (!heard?.size && HELD_UNTIL_HEARD.has(type)) held.set(type, payload);
  heard?.forEach((listener) => (listener as Listener<K>)(payload));
}

export function listenerCount(type: keyof UiEventMap): number {
  return listeners.get(type)?.size ?? 0;
}
