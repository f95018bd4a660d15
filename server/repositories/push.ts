/** Push subscriptions, device reports and member address history. */
import { and, desc, eq, inArray, isNotNull, notInArray } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { deviceReports, memberAddresses, pushSubscriptions, stationMessages } from '../db/schema.ts';
import type { PushTarget } from '../push/sender.ts';

export interface Owner {
  userId: number | null;
  visitorId: number | null;
}

/** One row per endpoint: subscribing again replaces keys and owner. */
export async function upsertSubscription(db: Executor, target: PushTarget, owner: Owner, now: Date): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values({ ...target, ...owner, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { p256dh: target.p256dh, auth: target.auth, userId: owner.userId, visitorId: owner.visitorId, updatedAt: now },
    });
}

/** Members' subscriptions: of these members, or of every member when `userIds` is null. */
export async function memberSubscriptions(db: Executor, userIds: number[] | null): Promise<(PushTarget & { userId: number })[]> {
  if (userIds?.length === 0) return [];
  const rows = await db
    .select({ endpoint: pushSubscriptions.endpoint, p256dh: pushSubscriptions.p256dh, auth: pushSubscriptions.auth, userId: pushSubscriptions.userId })
    .from(pushSubscriptions)
    .where(userIds ? inArray(pushSubscriptions.userId, userIds) : isNotNull(pushSubscriptions.userId));
  return rows.flatMap((row) => (row.userId === null ? [] : [{ ...row, userId: row.userId }]));
}

export async function deleteSubscription(db: Executor, endpoint: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
}

/** Which of these station messages exist: the ones whose transaction committed. */
export async function committedMessageIds(db: Executor, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: stationMessages.id }).from(stationMessages).where(inArray(stationMessages.id, ids));
  return new Set(rows.map((row) => row.id));
}

/** Records a fingerprint and keeps the newest `keep` reports of its member (or, for a visitor, of its visitor). */
export async function insertDeviceReport(db: Executor, report: Owner & { fingerprint: string; ip: string; now: Date }, keep: number): Promise<void> {
  await db.insert(deviceReports).values({ userId: report.userId, visitorId: report.visitorId, fingerprint: report.fingerprint, ip: report.ip, createdAt: report.now });
  const mine = report.userId !== null ? eq(deviceReports.userId, report.userId) : report.visitorId !== null ? eq(deviceReports.visitorId, report.visitorId) : null;
  if (!mine) return;
  const newest = db.select({ id: deviceReports.id }).from(deviceReports).where(mine).orderBy(desc(deviceReports.id)).limit(keep);
  await db.delete(deviceReports).where(and(mine, notInArray(deviceReports.id, newest)));
}

/** A report from the address of the member's newest stay extends it; another address starts a new stay. The newest `keep` are kept. */
export async function recordMemberAddress(db: Executor, userId: number, ip: string, now: Date, keep: number): Promise<void> {
  const [latest] = await db.select().from(memberAddresses).where(eq(memberAddresses.userId, userId)).orderBy(desc(memberAddresses.id)).limit(1);
  if (latest?.ip === ip) {
    await db.update(memberAddresses).set({ lastSeenAt: now }).where(eq(memberAddresses.id, latest.id));
    return;
  }
  await db.insert(memberAddresses).values({ userId, ip, firstSeenAt: now, lastSeenAt: now });
  const newest = db.select({ id: memberAddresses.id }).from(memberAddresses).where(eq(memberAddresses.userId, userId)).orderBy(desc(memberAddresses.id)).limit(keep);
  await db.delete(memberAddresses).where(and(eq(memberAddresses.userId, userId), notInArray(memberAddresses.id, newest)));
}
