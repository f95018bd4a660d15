/**
 * GET /notifyws (spec: "Websocket notifyws: query user_id (the visitor id), isPwa (2 if
 * standalone, else 1), channel"). The install is recorded once per visitor and display mode;
 * a message `{"type":"auth","token":"…"}` (first, and again after sign-in) binds the socket to that member.
 */
import websocket from '@fastify/websocket';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import type { Executor } from '../db/client.ts';
import { findSessionByToken } from '../repositories/sessions.ts';
import { type RealtimeEvent, subscribe } from './events.ts';
import { Hub } from './hub.ts';

export const NOTIFYWS_PATH = '/notifyws';
export const DEFAULT_HEARTBEAT_MS = 20_000;
/** Policy violation: the query or a message was refused. */
const CLOSE_POLICY = 1008;

export const notifyQuery = z.object({
  user_id: z.string().regex(/^\d{1,18}$/),
  isPwa: z.enum(['1', '2']),
  channel: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/).optional(),
});

const authMessage = z.object({ type: z.literal('auth'), token: z.string().min(1).max(200) });

export const REALTIME_MESSAGES = {
  badQuery: 'Parâmetros de conexão inválidos',
  unknownVisitor: 'Visitante desconhecido',
  badMessage: 'Mensagem inválida',
  badToken: 'Sessão inválida',
} as const;

export interface RealtimeOptions {
  heartbeatMs?: number;
  /** Also told every event of the channel (the process's own caches). */
  onEvent?: (event: RealtimeEvent) => void;
}

/** Upsert of the install row, only for a visitor the server issued (no rows for made-up ids). */
async function recordInstall(db: Executor, visitorId: number, isPwa: number, channel: string | null, now: Date): Promise<boolean> {
  const result = await db.execute(sql`
    insert into app_installs (visitor_id, channel, is_pwa, first_seen_at, last_seen_at)
    select id, ${channel}, ${isPwa}, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz from visitors where id = ${visitorId}
    on conflict (visitor_id, is_pwa) do update set last_seen_at = excluded.last_seen_at
    returning id`);
  const rows = Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
  return rows.length > 0;
}

async function bindInstallMember(db: Executor, visitorId: number, isPwa: number, userId: number): Promise<void> {
  await db.execute(sql`update app_installs set user_id = ${userId} where visitor_id = ${visitorId} and is_pwa = ${isPwa}`);
}

export async function registerRealtime(app: FastifyInstance, ctx: AppContext, options: RealtimeOptions = {}): Promise<Hub> {
  const hub = new Hub({ heartbeatMs: options.heartbeatMs ?? DEFAULT_HEARTBEAT_MS });
  const unsubscribe = await subscribe(ctx.db, (event) => {
    options.onEvent?.(event);
    hub.deliver(event);
  });
  app.decorate('realtime', hub);
  app.addHook('onClose', async () => {
    hub.close();
    await unsubscribe();
  });
  await app.register(websocket, { options: { maxPayload: 4096 } });

  app.get(NOTIFYWS_PATH, { websocket: true }, (socket: WebSocket, request) => {
    const query = notifyQuery.safeParse(request.query);
    if (!query.success) {
      socket.close(CLOSE_POLICY, REALTIME_MESSAGES.badQuery);
      return;
    }
    const visitorId = Number(query.data.user_id);
    const isPwa = Number(query.data.isPwa);
    // Messages that arrive while the install is recorded wait for it.
    const pending: string[] = [];
    let peer: ReturnType<Hub['add']> | null = null;

    const onMessage = async (text: string) => {
      if (!peer) return;
      let parsed: ReturnType<typeof authMessage.safeParse>;
      try {
        parsed = authMessage.safeParse(JSON.parse(text));
      } catch {
        parsed = authMessage.safeParse(null);
      }
      if (!parsed.success) {
        socket.close(CLOSE_POLICY, REALTIME_MESSAGES.badMessage);
        return;
      }
      const found = await findSessionByToken(ctx.db, parsed.data.token, ctx.now());
      if (!found?.user || found.session.revokedAt || found.user.disabled) {
        socket.send(JSON.stringify({ type: 'auth', ok: false }));
        return;
      }
      hub.bindMember(peer, found.user.id);
      socket.send(JSON.stringify({ type: 'auth', ok: true }));
      await bindInstallMember(ctx.db, visitorId, isPwa, found.user.id);
    };
    socket.on('message', (data: Buffer) => {
      const text = data.toString('utf8');
      if (!peer) pending.push(text);
      else void onMessage(text).catch((error: unknown) => request.log.error(error));
    });

    void recordInstall(ctx.db, visitorId, isPwa, query.data.channel ?? null, ctx.now())
      .then(async (known) => {
        if (!known) {
          socket.close(CLOSE_POLICY, REALTIME_MESSAGES.unknownVisitor);
          return;
        }
        if (socket.readyState !== 1) return;
        peer = hub.add(socket, visitorId);
        socket.send(JSON.stringify({ type: 'ready' }));
        for (const text of pending.splice(0)) await onMessage(text);
      })
      .catch((error: unknown) => {
        request.log.error(error);
        socket.close(1011, 'Erro interno');
      });
  });
  return hub;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Hub;
  }
}
