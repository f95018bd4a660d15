/**
 * The sockets this process holds: presence by member (each peer knows its visitor), the heartbeat
 * that drops dead peers, and the fan-out of events to the right sockets.
 */
import type { WebSocket } from 'ws';
import type { RealtimeEvent } from './events.ts';

export interface Peer {
  socket: WebSocket;
  visitorId: number;
  memberId: number | null;
  /** false after a ping until the pong comes back. */
  alive: boolean;
  missed: number;
}

/** What a client receives: `{ type, ... }`, small, ids and kinds only. */
export type ClientEvent = { type: 'message' } | { type: 'review'; kind: string } | { type: 'market' } | { type: 'rtp' } | { type: 'site' };

export interface HubOptions {
  /** Heartbeat interval; a peer that misses two pongs in a row is terminated. */
  heartbeatMs: number;
}

export class Hub {
  readonly peers = new Set<Peer>();
  private readonly byMember = new Map<number, Set<Peer>>();
  private readonly timer: NodeJS.Timeout;

  constructor(options: HubOptions) {
    this.timer = setInterval(() => this.beat(), options.heartbeatMs);
    this.timer.unref();
  }

  add(socket: WebSocket, visitorId: number): Peer {
    const peer: Peer = { socket, visitorId, memberId: null, alive: true, missed: 0 };
    this.peers.add(peer);
    socket.on('pong', () => {
      peer.alive = true;
      peer.missed = 0;
    });
    socket.on('close', () => this.remove(peer));
    return peer;
  }

  bindMember(peer: Peer, memberId: number): void {
    if (peer.memberId !== null) removeFrom(this.byMember, peer.memberId, peer);
    peer.memberId = memberId;
    addTo(this.byMember, memberId, peer);
  }

  remove(peer: Peer): void {
    if (!this.peers.delete(peer)) return;
    if (peer.memberId !== null) removeFrom(this.byMember, peer.memberId, peer);
  }

  membersOnline(): number {
    return this.byMember.size;
  }

  socketsOf(memberId: number): number {
    return this.byMember.get(memberId)?.size ?? 0;
  }

  /** Routes one event from the channel to this process's sockets. */
  deliver(event: RealtimeEvent): void {
    if (event.type === 'market' || event.type === 'rtp' || event.type === 'site') return this.send(this.peers, { type: event.type });
    if (event.member_id === null) {
      // A broadcast is for members: a visitor has no station messages.
      for (const peers of this.byMember.values()) this.send(peers, { type: 'message' });
      return undefined;
    }
    const peers = this.byMember.get(event.member_id);
    if (!peers) return undefined;
    this.send(peers, { type: 'message' });
    if (event.review) this.send(peers, { type: 'review', kind: event.review });
    return undefined;
  }

  close(): void {
    clearInterval(this.timer);
    for (const peer of this.peers) peer.socket.terminate();
    this.peers.clear();
    this.byMember.clear();
  }

  private send(peers: Iterable<Peer>, event: ClientEvent): void {
    const text = JSON.stringify(event);
    for (const peer of peers) if (peer.socket.readyState === 1) peer.socket.send(text);
  }

  private beat(): void {
    for (const peer of this.peers) {
      if (!peer.alive) peer.missed += 1;
      if (peer.missed >= 2) {
        peer.socket.terminate();
        this.remove(peer);
        continue;
      }
      peer.alive = false;
      try {
        peer.socket.ping();
      } catch {
        // A socket closing under us is removed by its close event.
      }
    }
  }
}

function addTo(map: Map<number, Set<Peer>>, key: number, peer: Peer): void {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  set.add(peer);
}

function removeFrom(map: Map<number, Set<Peer>>, key: number, peer: Peer): void {
  const set = map.get(key);
  if (!set) return;
  set.delete(peer);
  if (set.size === 0) map.delete(key);
}
