import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { visitors } from '../db/schema.ts';

/** The first member who signs in on a device owns that visitor; later ones do not take it over. */
export async function linkVisitorToUser(db: Executor, visitorId: number, userId: number): Promise<void> {
  await db.update(visitors).set({ userId }).where(and(eq(visitors.id, visitorId), isNull(visitors.userId)));
}

export async function setVisitorIp(db: Executor, visitorId: number, ip: string): Promise<void> {
  await db.update(visitors).set({ lastIp: ip }).where(eq(visitors.id, visitorId));
}
