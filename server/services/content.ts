/** Site content answers: rows of server/repositories/content.ts in the contract's shapes. */
import type {
  Activity, ActivityState, Article, ArticleSummary, Banner, ContentDocument, DocumentSummary, DownloadLinks, Page,
  ProgrammeEntry,
} from '../../src/domain/contract/index.ts';
import { SERVER_MESSAGES } from '../../src/domain/messages.pt.ts';
import type { AppContext } from '../context.ts';
import type { activities, documents, programmeEntries } from '../db/schema.ts';
import { refused } from './refusal.ts';
import * as repo from '../repositories/content.ts';
import { listSettings } from '../repositories/site.ts';
import { rewardDay } from './calendar.ts';
import { pageOf, pageWindow } from './reward-views.ts';

export interface Paging {
  page: number;
  page_size: number;
}

/** Runs a page query with one extra row and answers the Page. */
export async function paged<T>(paging: Paging, query: (w: repo.Window) => Promise<T[]>): Promise<Page<T>> {
  return pageOf(await query(pageWindow(paging.page, paging.page_size)), paging.page, paging.page_size);
}

/** The programme shows sessions from the start of yesterday on, so "today" works in every zone. */
const PROGRAMME_LOOKBACK_MS = 24 * 3600 * 1000;

export const homeCategories = (ctx: AppContext, paging: Paging) => paged(paging, (w) => repo.listHomeCategories(ctx.db, w));
export const banners = (ctx: AppContext, input: { position?: string | undefined } & Paging) =>
  paged<Banner>(input, (w) => repo.listBanners(ctx.db, input.position, w));
export const articleCategories = (ctx: AppContext, paging: Paging) => paged(paging, (w) => repo.listArticleCategories(ctx.db, w));
export const partners = (ctx: AppContext, paging: Paging) => paged(paging, (w) => repo.listPartners(ctx.db, w));

export async function bannerOf(ctx: AppContext, id: number) {
  const banner = await repo.findBanner(ctx.db, id);
  if (!banner) throw notFound(SERVER_MESSAGES.bannerNotFound);
  return banner;
}

export async function publishedArticles(ctx: AppContext, input: { category_id?: number | undefined } & Paging): Promise<Page<ArticleSummary>> {
  const page = await paged(input, (w) => repo.listPublishedArticles(ctx.db, input.category_id, ctx.now(), w));
  return { ...page, list: page.list.map(toArticleSummary) };
}

export async function activitiesPage(ctx: AppContext, paging: Paging): Promise<Page<Activity>> {
  const now = ctx.now();
  const page = await paged(paging, (w) => repo.listActivities(ctx.db, w));
  return { ...page, list: page.list.map((row) => toActivity(row, now)) };
}

export async function programmePage(ctx: AppContext, paging: Paging): Promise<Page<ProgrammeEntry>> {
  const from = new Date(ctx.now().getTime() - PROGRAMME_LOOKBACK_MS);
  const page = await paged(paging, (w) => repo.listProgramme(ctx.db, from, w));
  return { ...page, list: page.list.map(toProgrammeEntry) };
}

export async function documentsPage(ctx: AppContext, paging: Paging): Promise<Page<DocumentSummary>> {
  const page = await paged(paging, (w) => repo.listProtocolDocuments(ctx.db, w));
  return { ...page, list: page.list.map(toDocumentSummary) };
}

// 400 like every other unknown record (spec §8 shows 404 only as a bare toast).
const notFound = (message: string) => refused(message);

type SummaryRow = Omit<ArticleSummary, 'published_at'> & { publishedAt: Date | null };

export function toArticleSummary({ publishedAt, ...row }: SummaryRow): ArticleSummary {
  return { ...row, published_at: (publishedAt ?? new Date(0)).toISOString() };
}

export async function articleOf(ctx: AppContext, id: number): Promise<Article> {
  const row = await repo.findPublishedArticle(ctx.db, id, ctx.now());
  if (!row) throw notFound(SERVER_MESSAGES.articleNotFound);
  const { html, ...summary } = row;
  return { ...toArticleSummary(summary), html };
}

export function activityState(startsAt: Date, endsAt: Date, now: Date): ActivityState {
  if (now < startsAt) return 'upcoming';
  return now < endsAt ? 'running' : 'ended';
}

export function toActivity(row: typeof activities.$inferSelect, now: Date): Activity {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    image: row.image,
    route: row.route,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    state: activityState(row.startsAt, row.endsAt, now),
  };
}

export function toProgrammeEntry(row: typeof programmeEntries.$inferSelect): ProgrammeEntry {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    route: row.route,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
  };
}

export const toDocumentSummary = (row: Pick<typeof documents.$inferSelect, 'id' | 'slug' | 'title' | 'updatedAt'>): DocumentSummary => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  updated_at: row.updatedAt.toISOString(),
});

export async function documentOf(ctx: AppContext, by: { id: number } | { slug: string }): Promise<ContentDocument> {
  const row = await repo.findDocument(ctx.db, by);
  if (!row) throw notFound(SERVER_MESSAGES.documentNotFound);
  return { ...toDocumentSummary(row), html: row.html };
}

/** From the `download` settings group: the Android package address; iOS and desktop install the web app. */
export async function downloadLinks(ctx: AppContext): Promise<DownloadLinks> {
  const android = (await listSettings(ctx.db)).find((s) => s.groupName === 'download' && s.name === 'android_url')?.value ?? '';
  return {
    links: [
      { platform: 'android', kind: android ? 'package' : 'pwa', url: android || null },
      { platform: 'ios', kind: 'pwa', url: null },
      { platform: 'desktop', kind: 'pwa', url: null },
    ],
  };
}

/** Once per install id and São Paulo calendar day. */
export function addDownloadCount(ctx: AppContext, uuid: string, channelFrom: string) {
  return repo.countDownload(ctx.db, uuid, rewardDay(ctx.now()), channelFrom);
}
