import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { outbox } from '../db/schema.ts';

export type OutboxRow = typeof outbox.$inferSelect;

export async function insertOutboxMessage(db: Executor, message: typeof outbox.$inferInsert): Promise<number> {
  const [row] = await db.insert(outbox).values(message).returning({ id: outbox.id });
  if (!row) throw new Error('insert outbox returned nothing');
  return row.id;
}

export async function listOutbox(db: Executor, filter: { recipient?: string; limit: number }): Promise<OutboxRow[]> {
  return db
    .select()
    .from(outbox)
    .where(filter.recipient ? eq(outbox.recipient, filter.recipient) : undefined)
    .orderBy(desc(outbox.id))
    .limit(filter.limit);
}
