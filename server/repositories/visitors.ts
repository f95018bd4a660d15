import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { visitors } from '../db/schema.ts';

/** One visitor per device: a second call with the same device id finds the first. */
export async function upsertVisitor(
  db: Executor,
  visitor: { deviceId: string; ip: string; channelFrom: string | null; now: Date },
): Promise<number> {
  const [row] = await db
    .insert(visitors)
    .values({ deviceId: visitor.deviceId, lastIp: visitor.ip, channelFrom: visitor.channelFrom, createdAt: visitor.now })
    .onConflictDoUpdate({ target: visitors.deviceId, set: { lastIp: visitor.ip } })
    .returning({ id: visitors.id });
  if (!row) throw new Error('upsert visitors returned nothing');
  return row.id;
}

/** The first member who signs in on a device owns that visitor; later ones do not take it over. */
export async function linkVisitorToUser(db: Executor, visitorId: number, userId: number): Promise<void> {
  await db.update(visitors).set({ userId }).where(and(eq(visitors.id, visitorId), isNull(visitors.userId)));
}

export async function setVisitorIp(db: Executor, visitorId: number, ip: string): Promise<void> {
  await db.update(visitors).set({ lastIp: ip }).where(eq(visitors.id, visitorId));
}
