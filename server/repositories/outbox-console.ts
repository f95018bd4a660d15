/** The operators' view of the outbox and their notices: list, retry a dead message (the console's "Caixa de saída"). */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { opsNotices, outbox } from '../db/schema.ts';

import type { OutboxRow } from './outbox.ts';

export type { OutboxRow };

export async function listOutboxForConsole(db: Executor, filter: { recipients?: string[]; limit: number }): Promise<OutboxRow[]> {
  return db
    .select()
    .from(outbox)
    .where(filter.recipients ? inArray(outbox.recipient, filter.recipients) : undefined)
    .orderBy(desc(outbox.id))
    .limit(filter.limit);
}

export async function findOutboxMessage(db: Executor, id: number): Promise<OutboxRow | undefined> {
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
  return row;
}

/** A dead message back in the queue, as if new; false when it is not (or no longer) dead. */
export async function requeueDeadMessage(db: Executor, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(outbox)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: now, lockedUntil: null })
    .where(and(eq(outbox.id, id), eq(outbox.status, 'dead')))
    .returning({ id: outbox.id });
  return rows.length === 1;
}

export async function listNotices(db: Executor, limit: number) {
  return db.select().from(opsNotices).orderBy(desc(opsNotices.createdAt), desc(opsNotices.id)).limit(limit);
}
