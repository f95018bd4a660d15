/**
 * The notifyws socket: one per tab, opened once the visitor id is known, bound to
 * the member with an auth message (again after sign-in), reconnected after a close (3 s, then
 * backing off to 30 s while the server stays down; not while an install is in progress),
 * closed after a minute in a hidden tab and reopened on return. Events go out as the
 * `realtime` UI event; the badge, promo widgets and RTP tab listen to it.
 */
import { emitUiEvent, type RealtimeEventType } from '../../lib/ui-events.ts';
import { reconnectDelay } from './backoff.ts';

export const HIDDEN_CLOSE_MS = 60_000;
const EVENT_TYPES: ReadonlySet<string> = new Set<RealtimeEventType>(['message', 'review', 'market', 'rtp', 'site']);

export interface RealtimeTarget {
  visitorId: string;
  channel: string | null;
  standalone: boolean;
}

/** ws(s)://<host>/notifyws?user_id=…&isPwa=1|2[&channel=…] */
export function socketUrl(location: { protocol: string; host: string }, target: RealtimeTarget): string {
  const query = new URLSearchParams({ user_id: target.visitorId, isPwa: target.standalone ? '2' : '1' });
  if (target.channel && /^[A-Za-z0-9_-]{1,64}$/.test(target.channel)) query.set('channel', target.channel);
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/notifyws?${query.toString()}`;
}

export class RealtimeClient {
  private socket: WebSocket | null = null;
  private target: RealtimeTarget | null = null;
  private token: string | null = null;
  private failures = 0;
  private installing = false;
  private hidden = false;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private hiddenTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly random: () => number = Math.random) {}

  /** Opens (or re-targets) the socket for this visitor. */
  setTarget(target: RealtimeTarget): void {
    const same = this.target && this.target.visitorId === target.visitorId && this.target.standalone === target.standalone;
    this.target = target;
    if (!same) this.reopen();
  }

  /** The member's token (null when signed out); sent at once when the socket is open. */
  setToken(token: string | null): void {
    const changed = token !== this.token;
    this.token = token;
    if (!changed) return;
    if (token) this.sendAuth();
    // Signing out: a fresh socket is no longer bound to the member.
    else if (this.socket) this.reopen();
  }

  /** While an install is in progress, a closed socket stays closed; ending it reconnects. */
  setInstalling(installing: boolean): void {
    this.installing = installing;
    if (!installing && !this.socket) this.scheduleReconnect();
  }

  setHidden(hidden: boolean): void {
    this.hidden = hidden;
    clearTimeout(this.hiddenTimer);
    if (hidden) {
      this.hiddenTimer = setTimeout(() => this.closeQuietly(), HIDDEN_CLOSE_MS);
    } else if (!this.socket) {
      this.failures = 0;
      this.open();
    }
  }

  close(): void {
    this.target = null;
    this.closeQuietly();
  }

  private reopen(): void {
    this.closeQuietly();
    this.open();
  }

  private closeQuietly(): void {
    clearTimeout(this.retryTimer);
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.close();
    }
  }

  private open(): void {
    if (!this.target || this.socket || this.hidden) return;
    clearTimeout(this.retryTimer);
    const socket = new WebSocket(socketUrl(window.location, this.target));
    this.socket = socket;
    socket.onmessage = (message) => this.receive(String(message.data));
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.failures += 1;
      this.scheduleReconnect();
    };
  }

  private scheduleReconnect(): void {
    clearTimeout(this.retryTimer);
    if (this.installing || this.hidden || !this.target) return;
    this.retryTimer = setTimeout(() => this.open(), reconnectDelay(Math.max(1, this.failures), this.random));
  }

  private sendAuth(): void {
    if (this.token && this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify({ type: 'auth', token: this.token }));
  }

  private receive(text: string): void {
    let event: { type?: unknown; kind?: unknown };
    try {
      event = JSON.parse(text) as typeof event;
    } catch {
      return;
    }
    if (event.type === 'ready') {
      // The server's ready: the socket is usable, so the back-off starts over.
      this.failures = 0;
      this.sendAuth();
      return;
    }
    if (typeof event.type === 'string' && EVENT_TYPES.has(event.type)) {
      emitUiEvent('realtime', { type: event.type as RealtimeEventType, ...(typeof event.kind === 'string' ? { kind: event.kind } : {}) });
    }
  }
}
