import { and, asc, eq, gte, inArray, isNull, lt } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { uploads } from '../db/schema.ts';

export type UploadRow = typeof uploads.$inferSelect;
export type NewUpload = typeof uploads.$inferInsert;

export async function countUploadsSince(db: Executor, ownerId: number, since: Date): Promise<number> {
  return db.$count(uploads, and(eq(uploads.ownerId, ownerId), gte(uploads.createdAt, since)));
}

export async function insertUploads(db: Executor, rows: NewUpload[]): Promise<UploadRow[]> {
  return db.insert(uploads).values(rows).returning();
}

/**
 * Marks the owner's unreferenced uploads as referenced and returns those it marked; an id that
 * is someone else's, unknown or already used is simply not returned.
 */
export async function referenceUploads(db: Executor, ownerId: number, ids: number[], now: Date): Promise<UploadRow[]> {
  if (ids.length === 0) return [];
  return db
    .update(uploads)
    .set({ referencedAt: now })
    .where(and(eq(uploads.ownerId, ownerId), inArray(uploads.id, ids), isNull(uploads.referencedAt)))
    .returning();
}

export async function findUploadsByIds(db: Executor, ids: number[]): Promise<UploadRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(uploads).where(inArray(uploads.id, ids)).orderBy(asc(uploads.id));
}

/** Deletes at most `limit` unreferenced uploads made before `before`, returning them (their files go next). */
export async function deleteUnreferencedBefore(db: Executor, before: Date, limit: number): Promise<UploadRow[]> {
  const stale = db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(isNull(uploads.referencedAt), lt(uploads.createdAt, before)))
    .limit(limit);
  return db
    .delete(uploads)
    .where(and(inArray(uploads.id, stale), isNull(uploads.referencedAt)))
    .returning();
}
