/**
 * The sockets of one crowd process: each member's notifyws socket as the app opens it (the visitor
 * id in the query, then `{type:"auth",token}`; reconnected 3 s after a close, backing off as
 * src/features/realtime/backoff.ts does), or a plain socket to the bare `ws` baseline. Sockets are
 * spread over several loopback source addresses so the ephemeral ports of one do not run out.
 * An armed round writes down when each socket is first told `{"type":"market"}`.
 */
import WebSocket from 'ws';
import { reconnectDelay } from '../../../src/features/realtime/backoff.ts';
import type { CrowdMember } from './members.ts';

export type Target = 'app' | 'bare';

export interface ConnectFigures { connected: number; failed: number; ms: number; firstError?: string }
export interface RoundFigures { arrivals: number[]; notTold: number; held: number }
export interface SocketEvents { closes: number; reconnects: number; connectErrors: number; firstError?: string; held: number }

/** Wall-clock milliseconds with sub-millisecond precision, comparable across processes. */
export const nowMs = () => performance.timeOrigin + performance.now();

interface Held { socket: WebSocket | null; ready: boolean; toldAt: number | null; failures: number }

export class CrowdSockets {
  private readonly held: Held[] = [];
  private armed = false;
  private closing = false;
  readonly events: SocketEvents = { closes: 0, reconnects: 0, connectErrors: 0, held: 0 };

  constructor(private readonly target: Target, private readonly url: string, private readonly addresses: string[]) {}

  /** Opens one socket per member (`concurrency` handshakes at a time); answers once each is ready or failed. */
  async connect(members: CrowdMember[], concurrency: number): Promise<ConnectFigures> {
    const started = performance.now();
    const figures: ConnectFigures = { connected: 0, failed: 0, ms: 0 };
    let next = 0;
    const worker = async () => {
      while (next < members.length) {
        const index = next++;
        const entry: Held = { socket: null, ready: false, toldAt: null, failures: 0 };
        this.held.push(entry);
        const error = await this.open(entry, members[index]!, this.addresses[index % this.addresses.length]!);
        if (error) {
          figures.failed += 1;
          figures.firstError ??= error;
        } else figures.connected += 1;
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    figures.ms = performance.now() - started;
    return figures;
  }

  arm(): void {
    for (const entry of this.held) entry.toldAt = null;
    this.armed = true;
  }

  /** Waits until every ready socket was told, or `waitMs`; then disarms. */
  async collect(waitMs: number): Promise<RoundFigures> {
    const deadline = performance.now() + waitMs;
    while (performance.now() < deadline && this.held.some((entry) => entry.ready && entry.toldAt === null)) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    this.armed = false;
    const ready = this.held.filter((entry) => entry.ready);
    const arrivals = ready.flatMap((entry) => (entry.toldAt === null ? [] : [entry.toldAt]));
    return { arrivals, notTold: ready.length - arrivals.length, held: ready.length };
  }

  status(): SocketEvents {
    return { ...this.events, held: this.held.filter((entry) => entry.ready).length };
  }

  close(): void {
    this.closing = true;
    for (const entry of this.held) entry.socket?.terminate();
  }

  /** One socket until ready (null) or failed (why); a later close reconnects it (app sockets). */
  private open(entry: Held, member: CrowdMember, localAddress: string): Promise<string | null> {
    const path = this.target === 'app' ? `/notifyws?user_id=${member.visitorId}&isPwa=1&channel=pico` : '/';
    const socket = new WebSocket(`${this.url}${path}`, { localAddress, perMessageDeflate: false });
    entry.socket = socket;
    return new Promise((resolve) => {
      let settled = false;
      const settle = (error: string | null) => {
        if (settled) return;
        settled = true;
        entry.ready = error === null;
        if (error === null) entry.failures = 0;
        resolve(error);
      };
      socket.on('open', () => {
        if (this.target === 'bare') settle(null);
      });
      socket.on('message', (data: Buffer) => this.onMessage(entry, socket, member, data.toString('utf8'), settle));
      socket.on('error', (error) => {
        this.events.connectErrors += settled ? 0 : 1;
        this.events.firstError ??= String(error);
        settle(String(error));
      });
      socket.on('close', () => {
        settle('fechado antes de pronto');
        entry.ready = false;
        if (this.closing || this.target === 'bare') return;
        this.events.closes += 1;
        entry.failures += 1;
        setTimeout(() => {
          if (this.closing) return;
          this.events.reconnects += 1;
          void this.open(entry, member, localAddress);
        }, reconnectDelay(entry.failures, Math.random));
      });
    });
  }

  private onMessage(entry: Held, socket: WebSocket, member: CrowdMember, text: string, settle: (error: string | null) => void): void {
    if (text.includes('"market"')) {
      if (this.armed && entry.toldAt === null) entry.toldAt = nowMs();
      return;
    }
    if (text.includes('"ready"')) socket.send(JSON.stringify({ type: 'auth', token: member.token }));
    else if (text.includes('"auth"')) settle(text.includes('true') ? null : `auth recusado: ${text}`);
  }
}
