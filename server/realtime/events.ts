/**
 * Publish and subscribe for the real-time channel. Every event goes through
 * PostgreSQL's NOTIFY on channel `premia_events`, on the caller's executor: inside a transaction
 * it is sent only on commit, and every process (workers, machines) that LISTENs receives it,
 * including the one that published. The payload carries ids and types only (NOTIFY's limit is
 * 8000 bytes); clients refetch what changed through the ordinary calls.
 */
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type postgres from 'postgres';
import { z } from 'zod';
import type { Database, Executor } from '../db/client.ts';

export const EVENTS_CHANNEL = 'premia_events';

export const REVIEW_KINDS = ['withdrawal', 'share', 'task', 'feedback', 'prize'] as const;
export type ReviewKind = (typeof REVIEW_KINDS)[number];

const eventSchema = z.discriminatedUnion('type', [
  /** A station message: to one member, or (member_id null) a broadcast to every member. */
  z.object({ type: z.literal('message'), member_id: z.number().int().nullable(), review: z.enum(REVIEW_KINDS).optional() }),
  z.object({ type: z.literal('market') }),
  z.object({ type: z.literal('rtp') }),
  /**
   * The site changed (content, tracking scripts, page icon, click sound, contact channels): every
   * process forgets its copy of the scripts (services/tracking-cache.ts), every socket is told.
   */
  z.object({ type: z.literal('site') }),
]);
export type RealtimeEvent = z.infer<typeof eventSchema>;

export async function publish(db: Executor, event: RealtimeEvent): Promise<void> {
  await db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(event)})`);
}

/** A payload from the channel, or null when it is not one of ours (never throws). */
export function parseEvent(payload: string): RealtimeEvent | null {
  try {
    const parsed = eventSchema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

interface PostgresClient {
  listen: postgres.Sql['listen'];
}

/**
 * LISTENs on the database behind `db` (drizzle keeps its driver as `$client`): PGlite's own
 * listen, or postgres-js's `sql.listen` (one dedicated connection, re-listened after a drop).
 */
export async function subscribe(db: Database, onEvent: (event: RealtimeEvent) => void): Promise<() => Promise<void>> {
  const client = (db as unknown as { $client: unknown }).$client;
  const deliver = (payload: string) => {
    const event = parseEvent(payload);
    if (event) onEvent(event);
  };
  if (client instanceof PGlite) {
    const unlisten = await client.listen(EVENTS_CHANNEL, deliver);
    return async () => {
      await unlisten().catch(() => undefined);
    };
  }
  const listening = await (client as PostgresClient).listen(EVENTS_CHANNEL, deliver);
  return async () => {
    await listening.unlisten().catch(() => undefined);
  };
}
