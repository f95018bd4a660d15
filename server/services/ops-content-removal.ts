/**
 * Hiding, showing and deleting site content from the console. Member reads filter `active` (and
 * articles their publication), so a hidden or deleted row is gone from the next call; RTP changes
 * also tell open market tabs to refetch.
 */
import { and, count, eq } from 'drizzle-orm';
import { HIDEABLE_CONTENT_KINDS, type HideableContentKind, OPS_CONTENT_MESSAGES as M } from '../../src/domain/contract/content-ops.ts';
import type { Executor } from '../db/client.ts';
import {
  activities, ads, articleCategories, articles, documents, homeCategories, partners, programmeEntries, rtpGames, rtpReadings, settings, sponsors,
} from '../db/schema.ts';
import { publish } from '../realtime/events.ts';
import type { OpsContentKind } from './ops-content.ts';
import { refused } from './refusal.ts';

const HIDEABLE_TABLES = {
  categories: homeCategories,
  banners: ads,
  'article-categories': articleCategories,
  activities,
  partners,
} as const;

export const isHideableKind = (kind: string): kind is HideableContentKind => (HIDEABLE_CONTENT_KINDS as readonly string[]).includes(kind);

/** The row's new state, or null when no such row exists. */
export async function setContentVisibility(db: Executor, kind: HideableContentKind, id: number, active: boolean) {
  const table = HIDEABLE_TABLES[kind];
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
  if (kind === 'rtp-games' || kind === 'sponsors') await publish(db, { type: 'rtp' });
  return { id, readings };
}
