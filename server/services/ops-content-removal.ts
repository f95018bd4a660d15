/**
 * Hiding, showing and deleting site content from the console. Member reads filter `active` (and
 * articles their publication, download links their address), so a hidden or deleted row is gone
 * from the next call; the real-time channel tells open pages to refetch (announceContentChange).
 */
import { and, count, eq, sql } from 'drizzle-orm';
import { type HideableContentKind, OPS_CONTENT_MESSAGES as M } from '../../src/domain/contract/content-ops.ts';
import type { OpsContentKind } from '../../src/domain/contract/ops-content-saves.ts';
import { OPS_CONTENT_FIELD_MESSAGES as F } from '../../src/domain/ops-content.pt.ts';
import type { Executor } from '../db/client.ts';
import {
  activities, ads, articleCategories, articles, documents, homeCategories, partners, programmeEntries, rtpGames, rtpReadings, settings, sponsors,
} from '../db/schema.ts';
import { publish } from '../realtime/events.ts';
import { refused } from './refusal.ts';

/** Kinds with an `active` column. */
const ACTIVE_TABLES = {
  categories: homeCategories,
  banners: ads,
  'article-categories': articleCategories,
  activities,
  programme: programmeEntries,
  partners,
  documents,
  sponsors,
  'rtp-games': rtpGames,
} as const;

/**
 * Open member pages refetch: the RTP tab on `rtp`, the content pages (and the page icon, click
 * sound and contact channels) on `site`. In the caller's transaction, so it is sent on commit.
 */
export async function announceContentChange(db: Executor, kind: OpsContentKind): Promise<void> {
  await publish(db, { type: kind === 'sponsors' || kind === 'rtp-games' ? 'rtp' : 'site' });
}

/** An article shows by being published (now, unless it already has a date) and hides by going back to draft. */
async function setArticleVisible(db: Executor, id: number, active: boolean, now: Date) {
  const [row] = await db.update(articles)
    .set({ publishedAt: active ? sql`coalesce(${articles.publishedAt}, ${now.toISOString()}::timestamptz)` : null, updatedAt: now })
    .where(eq(articles.id, id)).returning({ id: articles.id, publishedAt: articles.publishedAt });
  return row ? { id: row.id, active: row.publishedAt !== null } : null;
}

/** A download link hides by losing its address; showing it again needs a new address from the form. */
async function setDownloadLinkVisible(db: Executor, id: number, active: boolean) {
  const target = and(eq(settings.id, id), eq(settings.groupName, 'download'));
  if (!active) {
    const [row] = await db.update(settings).set({ value: '' }).where(target).returning({ id: settings.id });
    return row ? { id: row.id, active: false } : null;
  }
  const [row] = await db.select({ id: settings.id, value: settings.value }).from(settings).where(target);
  if (!row) return null;
  if (row.value === '') throw refused(F.downloadNeedsUrl);
  return { id: row.id, active: true };
}

/** The row's new state, or null when no such row exists. */
export async function setContentVisibility(db: Executor, kind: HideableContentKind, id: number, active: boolean, now: Date) {
  if (kind === 'articles') return setArticleVisible(db, id, active, now);
  if (kind === 'download-links') return setDownloadLinkVisible(db, id, active);
  const table = ACTIVE_TABLES[kind];
  const [row] = await db.update(table).set({ active }).where(eq(table.id, id)).returning({ id: table.id, active: table.active });
  return row ?? null;
}

/**
 * Refuses, before anything is deleted, a row that other rows still point at. The row is locked
 * first: a child saved meanwhile waits for this transaction, so the count cannot go stale.
 */
async function refuseIfDepended(db: Executor, kind: OpsContentKind, id: number): Promise<void> {
  if (kind === 'article-categories') {
    await db.select({ id: articleCategories.id }).from(articleCategories).where(eq(articleCategories.id, id)).for('update');
    const [found] = await db.select({ n: count() }).from(articles).where(eq(articles.categoryId, id));
    if (Number(found?.n ?? 0) > 0) throw refused(M.categoryHasArticles);
  }
  if (kind === 'sponsors') {
    await db.select({ id: sponsors.id }).from(sponsors).where(eq(sponsors.id, id)).for('update');
    const [found] = await db.select({ n: count() }).from(rtpGames).where(eq(rtpGames.sponsorId, id));
    if (Number(found?.n ?? 0) > 0) throw refused(M.sponsorHasGames);
  }
  // A reading the feed adds meanwhile waits, and then finds no game.
  if (kind === 'rtp-games') await db.select({ id: rtpGames.id }).from(rtpGames).where(eq(rtpGames.id, id)).for('update');
}

/** One statement per kind; `returning` tells whether the row existed. */
async function deleteRow(db: Executor, kind: OpsContentKind, id: number): Promise<boolean> {
  const gone = (rows: unknown[]) => rows.length > 0;
  switch (kind) {
    case 'categories': return gone(await db.delete(homeCategories).where(eq(homeCategories.id, id)).returning({ id: homeCategories.id }));
    // The banner's page (ad_details) goes with it (on delete cascade).
    case 'banners': return gone(await db.delete(ads).where(eq(ads.id, id)).returning({ id: ads.id }));
    case 'article-categories': return gone(await db.delete(articleCategories).where(eq(articleCategories.id, id)).returning({ id: articleCategories.id }));
    case 'articles': return gone(await db.delete(articles).where(eq(articles.id, id)).returning({ id: articles.id }));
    case 'activities': return gone(await db.delete(activities).where(eq(activities.id, id)).returning({ id: activities.id }));
    case 'programme': return gone(await db.delete(programmeEntries).where(eq(programmeEntries.id, id)).returning({ id: programmeEntries.id }));
    case 'partners': return gone(await db.delete(partners).where(eq(partners.id, id)).returning({ id: partners.id }));
    case 'documents': return gone(await db.delete(documents).where(eq(documents.id, id)).returning({ id: documents.id }));
    case 'sponsors': return gone(await db.delete(sponsors).where(eq(sponsors.id, id)).returning({ id: sponsors.id }));
    case 'rtp-games': return gone(await db.delete(rtpGames).where(eq(rtpGames.id, id)).returning({ id: rtpGames.id }));
    // Without its address, the platform installs the web app (GET /api/auth/getDownLink answers '').
    case 'download-links': return gone(await db.delete(settings).where(and(eq(settings.id, id), eq(settings.groupName, 'download'))).returning({ id: settings.id }));
  }
}

/**
 * Deletes the row, or answers null when it does not exist. Run inside the caller's transaction:
 * a game's readings are measurements of that game only, so they go with it; a category with
 * articles and a sponsor with games are refused, so nothing an operator wrote disappears unasked.
 */
export async function deleteContent(db: Executor, kind: OpsContentKind, id: number): Promise<{ id: number; readings: number } | null> {
  await refuseIfDepended(db, kind, id);
  let readings = 0;
  if (kind === 'rtp-games') readings = (await db.delete(rtpReadings).where(eq(rtpReadings.gameId, id)).returning({ id: rtpReadings.id })).length;
  if (!(await deleteRow(db, kind, id))) return null;
  await announceContentChange(db, kind);
  return { id, readings };
}
