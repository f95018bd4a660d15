/** Queries of share campaigns and submissions. */
import { and, asc, count, desc, eq, gt, isNull, lte, ne, or } from 'drizzle-orm';
import type { ShareStatus } from '../../src/domain/contract/share-values.ts';
import type { Executor } from '../db/client.ts';
import { shareCampaigns, shareSubmissions, uploads, users } from '../db/schema.ts';

export type ShareCampaignRow = typeof shareCampaigns.$inferSelect;
export type ShareSubmissionRow = typeof shareSubmissions.$inferSelect;
export type NewShareSubmission = typeof shareSubmissions.$inferInsert;

/** Offered at `now`: active, opened (or no start) and not yet closed (or no end). */
const openAt = (now: Date) =>
  and(
    eq(shareCampaigns.active, true),
    or(isNull(shareCampaigns.opensAt), lte(shareCampaigns.opensAt, now)),
    or(isNull(shareCampaigns.closesAt), gt(shareCampaigns.closesAt, now)),
  );

export function listOpenCampaigns(db: Executor, now: Date): Promise<ShareCampaignRow[]> {
  return db.select().from(shareCampaigns).where(openAt(now)).orderBy(asc(shareCampaigns.sort), asc(shareCampaigns.id));
}

/**
 * The campaign as a submission's transaction must see it: a share lock waits for an operator's
 * edit or end in flight (they lock the row for update) and then reads what it committed.
 */
export async function lockActiveCampaign(db: Executor, id: number): Promise<ShareCampaignRow | undefined> {
  const [row] = await db.select().from(shareCampaigns).where(and(eq(shareCampaigns.id, id), eq(shareCampaigns.active, true))).for('share');
  return row;
}

/** Attempts a member used on a day, per campaign: every submission that was not rejected. */
export async function attemptsUsed(db: Executor, userId: number, day: string): Promise<Map<number, number>> {
  const rows = await db
    .select({ campaignId: shareSubmissions.campaignId, used: count() })
    .from(shareSubmissions)
    .where(and(eq(shareSubmissions.userId, userId), eq(shareSubmissions.rewardDay, day), ne(shareSubmissions.status, 'rejected')))
    .groupBy(shareSubmissions.campaignId);
  return new Map(rows.map((row) => [row.campaignId, row.used]));
}

export async function urlKeyTaken(db: Executor, urlKey: string): Promise<boolean> {
  return (await db.$count(shareSubmissions, eq(shareSubmissions.urlKey, urlKey))) > 0;
}

export async function insertSubmission(db: Executor, row: NewShareSubmission): Promise<ShareSubmissionRow> {
  const [inserted] = await db.insert(shareSubmissions).values(row).returning();
  if (!inserted) throw new Error('insert share_submissions returned nothing');
  return inserted;
}

export interface SubmissionWithCampaign {
  submission: ShareSubmissionRow;
  title: string;
  imageName: string | null;
  imageThumb: string | null;
}

const withCampaign = {
  submission: shareSubmissions,
  title: shareCampaigns.title,
  imageName: uploads.name,
  imageThumb: uploads.thumbName,
};

export function listMemberSubmissions(db: Executor, userId: number, status: ShareStatus | undefined, limit: number, offset: number) {
  return db
    .select(withCampaign)
    .from(shareSubmissions)
    .innerJoin(shareCampaigns, eq(shareCampaigns.id, shareSubmissions.campaignId))
    .leftJoin(uploads, eq(uploads.id, shareSubmissions.uploadId))
    .where(and(eq(shareSubmissions.userId, userId), status ? eq(shareSubmissions.status, status) : undefined))
    .orderBy(desc(shareSubmissions.id))
    .limit(limit)
    .offset(offset);
}

export function listByStatus(db: Executor, status: ShareStatus, limit: number) {
  return db
    .select({ ...withCampaign, username: users.username, nickname: users.nickname })
    .from(shareSubmissions)
    .innerJoin(shareCampaigns, eq(shareCampaigns.id, shareSubmissions.campaignId))
    .innerJoin(users, eq(users.id, shareSubmissions.userId))
    .leftJoin(uploads, eq(uploads.id, shareSubmissions.uploadId))
    .where(eq(shareSubmissions.status, status))
    .orderBy(asc(shareSubmissions.id))
    .limit(limit);
}

/** Locks a submission still in review; undefined when unknown or already decided. */
export async function lockInReview(db: Executor, id: number) {
  const [row] = await db
    .select({ submission: shareSubmissions, title: shareCampaigns.title })
    .from(shareSubmissions)
    .innerJoin(shareCampaigns, eq(shareCampaigns.id, shareSubmissions.campaignId))
    .where(and(eq(shareSubmissions.id, id), eq(shareSubmissions.status, 'review')))
    .for('update', { of: shareSubmissions });
  return row;
}

/** Conditional on 'review', so two decisions can never both apply. */
export async function closeSubmission(
  db: Executor,
  id: number,
  changes: { status: 'approved' | 'rejected'; remark: string | null; decidedAt: Date; ledgerEntryId: number | null },
): Promise<ShareSubmissionRow | undefined> {
  const [row] = await db
    .update(shareSubmissions)
    .set(changes)
    .where(and(eq(shareSubmissions.id, id), eq(shareSubmissions.status, 'review')))
    .returning();
  return row;
}

export async function submissionExists(db: Executor, id: number): Promise<boolean> {
  return (await db.$count(shareSubmissions, eq(shareSubmissions.id, id))) > 0;
}
