/** Reads of the site content tables; every list is one page (page + 1 rows). */
import { and, asc, desc, eq, gte, isNotNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { activities, adDetails, ads, articleCategories, articles, documents, downloadCounts, homeCategories, partners, programmeEntries } from '../db/schema.ts';

export interface Window {
  limit: number;
  offset: number;
}

export function listHomeCategories(db: Executor, w: Window) {
  return db
    .select({ id: homeCategories.id, title: homeCategories.title, icon: homeCategories.icon, route: homeCategories.route, link: homeCategories.link })
    .from(homeCategories)
    .where(eq(homeCategories.active, true))
    .orderBy(asc(homeCategories.sort), asc(homeCategories.id))
    .limit(w.limit)
    .offset(w.offset);
}

const bannerColumns = {
  id: ads.id,
  title: ads.title,
  image: ads.image,
  link: ads.link,
  position: ads.position,
  has_content: sql<boolean>`${adDetails.adId} is not null`,
};

export function listBanners(db: Executor, position: string | undefined, w: Window) {
  const active = eq(ads.active, true);
  return db
    .select(bannerColumns)
    .from(ads)
    .leftJoin(adDetails, eq(adDetails.adId, ads.id))
    .where(position ? and(active, eq(ads.position, position)) : active)
    .orderBy(asc(ads.sort), asc(ads.id))
    .limit(w.limit)
    .offset(w.offset);
}

export async function findBanner(db: Executor, id: number) {
  const [row] = await db
    .select({ ...bannerColumns, html: sql<string>`coalesce(${adDetails.html}, '')` })
    .from(ads)
    .leftJoin(adDetails, eq(adDetails.adId, ads.id))
    .where(and(eq(ads.id, id), eq(ads.active, true)));
  return row;
}

export function listArticleCategories(db: Executor, w: Window) {
  return db
    .select({ id: articleCategories.id, name: articleCategories.name })
    .from(articleCategories)
    .where(eq(articleCategories.active, true))
    .orderBy(asc(articleCategories.sort), asc(articleCategories.id))
    .limit(w.limit)
    .offset(w.offset);
}

const summaryColumns = {
  id: articles.id,
  category_id: articles.categoryId,
  title: articles.title,
  summary: articles.summary,
  cover: articles.cover,
  cover_width: articles.coverWidth,
  cover_height: articles.coverHeight,
  publishedAt: articles.publishedAt,
};

/**
 * Published: a publication date at or before now (a future date is a scheduled article), in a
 * category members see (hiding a category hides its articles too).
 */
const isPublished = (now: Date) => and(isNotNull(articles.publishedAt), lte(articles.publishedAt, now), eq(articleCategories.active, true));
const visibleCategory = eq(articleCategories.id, articles.categoryId);

export function listPublishedArticles(db: Executor, categoryId: number | undefined, now: Date, w: Window) {
  const published = isPublished(now);
  return db
    .select(summaryColumns)
    .from(articles)
    .innerJoin(articleCategories, visibleCategory)
    .where(categoryId === undefined ? published : and(published, eq(articles.categoryId, categoryId)))
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(w.limit)
    .offset(w.offset);
}

export async function findPublishedArticle(db: Executor, id: number, now: Date) {
  const [row] = await db
    .select({ ...summaryColumns, html: articles.html })
    .from(articles)
    .innerJoin(articleCategories, visibleCategory)
    .where(and(eq(articles.id, id), isPublished(now)));
  return row;
}

export function listActivities(db: Executor, w: Window) {
  return db
    .select()
    .from(activities)
    .where(eq(activities.active, true))
    .orderBy(asc(activities.sort), desc(activities.startsAt), asc(activities.id))
    .limit(w.limit)
    .offset(w.offset);
}

/** Visible sessions that end after `from`, earliest first. */
export function listProgramme(db: Executor, from: Date, w: Window) {
  return db
    .select()
    .from(programmeEntries)
    .where(and(gte(programmeEntries.endsAt, from), eq(programmeEntries.active, true)))
    .orderBy(asc(programmeEntries.startsAt), asc(programmeEntries.id))
    .limit(w.limit)
    .offset(w.offset);
}

export function listPartners(db: Executor, w: Window) {
  return db
    .select({ id: partners.id, name: partners.name, logo: partners.logo, description: partners.description, link: partners.link })
    .from(partners)
    .where(eq(partners.active, true))
    .orderBy(asc(partners.sort), asc(partners.id))
    .limit(w.limit)
    .offset(w.offset);
}

export function listProtocolDocuments(db: Executor, w: Window) {
  return db
    .select({ id: documents.id, slug: documents.slug, title: documents.title, updatedAt: documents.updatedAt })
    .from(documents)
    .where(and(eq(documents.kind, 'protocol'), eq(documents.active, true)))
    .orderBy(asc(documents.sort), asc(documents.id))
    .limit(w.limit)
    .offset(w.offset);
}

/** A visible document: a hidden one is not found, like a deleted one. */
export async function findDocument(db: Executor, by: { id: number } | { slug: string }) {
  const [row] = await db
    .select()
    .from(documents)
    .where(and('id' in by ? eq(documents.id, by.id) : eq(documents.slug, by.slug), eq(documents.active, true)));
  return row;
}

/** True when this install id had not been counted on this day yet. */
export async function countDownload(db: Executor, uuid: string, day: string, channelFrom: string): Promise<boolean> {
  const rows = await db.insert(downloadCounts).values({ uuid, day, channelFrom }).onConflictDoNothing().returning({ uuid: downloadCounts.uuid });
  return rows.length > 0;
}
