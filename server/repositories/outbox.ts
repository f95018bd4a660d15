import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { outbox } from '../db/schema.ts';

export type OutboxRow = typeof outbox.$inferSelect;
export type OutboxChannel = OutboxRow['channel'];

export async function insertOutboxMessage(db: Executor, message: typeof outbox.$inferInsert): Promise<number> {
  const [row] = await db.insert(outbox).values(message).returning({ id: outbox.id });
  if (!row) throw new Error('insert outbox returned nothing');
  return row.id;
}

/** Left on a row claimed back from a process that died mid-send: the operator sees it may have gone twice. */
export const INTERRUPTED_SEND = 'envio interrompido (o processo parou durante o envio); pode ter saído duas vezes';

export interface ClaimRequest {
  channels: readonly OutboxChannel[];
  limit: number;
  now: Date;
  leaseMs: number;
}

/**
 * Takes up to `limit` due messages in one statement: waiting ones whose next try has come, and
 * ones held by a process whose lease ran out (it died mid-send). SKIP LOCKED lets several
 * dispatchers claim at once without waiting on, or taking, each other's rows. `attempts` grows
 * with every claim, so it also tells a claim from the one before it (see recordOutcome).
 */
export async function claimDueMessages(db: Executor, request: ClaimRequest): Promise<OutboxRow[]> {
  if (request.channels.length === 0) return [];
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        inArray(outbox.channel, [...request.channels]),
        or(
          and(inArray(outbox.status, ['pending', 'failed']), lte(outbox.nextAttemptAt, request.now)),
          and(eq(outbox.status, 'sending'), lt(outbox.lockedUntil, request.now)),
        ),
      ),
    )
    .orderBy(asc(outbox.nextAttemptAt))
    .limit(request.limit)
    .for('update', { skipLocked: true });
  return db
    .update(outbox)
    .set({
      status: 'sending',
      attempts: sql`${outbox.attempts} + 1`,
      lockedUntil: new Date(request.now.getTime() + request.leaseMs),
      lastError: sql`case when ${outbox.status} = 'sending' then ${INTERRUPTED_SEND} else ${outbox.lastError} end`,
    })
    .where(inArray(outbox.id, due))
    .returning();
}

export type DeliveryOutcome =
  | { status: 'sent'; provider: string; providerMessageId: string; at: Date }
  | { status: 'failed'; provider: string; error: string; nextAttemptAt: Date }
  | { status: 'dead'; provider: string; error: string };

/**
 * Writes what the provider answered, only while this claim still holds the row: if the lease ran
 * out and another process claimed it meanwhile, `attempts` moved on and nothing is written.
 * Answers false then.
 */
export async function recordOutcome(db: Executor, claimed: Pick<OutboxRow, 'id' | 'attempts'>, outcome: DeliveryOutcome): Promise<boolean> {
  const changes =
    outcome.status === 'sent'
      ? { status: outcome.status, provider: outcome.provider, providerMessageId: outcome.providerMessageId, sentAt: outcome.at }
      : outcome.status === 'failed'
        ? { status: outcome.status, provider: outcome.provider, lastError: outcome.error, nextAttemptAt: outcome.nextAttemptAt }
        : { status: outcome.status, provider: outcome.provider, lastError: outcome.error };
  const updated = await db
    .update(outbox)
    .set({ ...changes, lockedUntil: null })
    .where(and(eq(outbox.id, claimed.id), eq(outbox.status, 'sending'), eq(outbox.attempts, claimed.attempts)))
    .returning({ id: outbox.id });
  return updated.length === 1;
}
