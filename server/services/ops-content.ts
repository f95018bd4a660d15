/**
 * Operator writes of site content. Each kind has its zod schema and a save: insert,
 * or update the row named by `id`. HTML is sanitized here, before it is stored.
 */
import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { BANNER_POSITIONS } from '../../src/domain/contract/content.ts';
import { RTP_GAME_TYPES } from '../../src/domain/contract/rtp-values.ts';
import { SERVER_MESSAGES } from '../../src/domain/messages.pt.ts';
import { refused } from './refusal.ts';
import type { Executor } from '../db/client.ts';
import {
  activities, adDetails, ads, articleCategories, articles, documents, homeCategories, partners, programmeEntries, rtpGames, rtpReadings, settings, sponsors,
} from '../db/schema.ts';
import { sanitizeOperatorHtml } from '../security/sanitize-html.ts';

/** An in-app route (`/pages/...`), as the client's router names them. */
const route = z.string().trim().regex(/^\/pages\/[A-Za-z0-9_/]+$/);
const httpUrl = z.string().trim().regex(/^https?:\/\/\S+$/i).max(500);
/** Banner links: an outside address or an in-app route, with or without the hash. */
const link = z.union([httpUrl, z.string().trim().regex(/^#?\/pages\/[A-Za-z0-9_/]+(\?[\w=&%-]*)?$/), z.literal('')]);
/** Images: an outside address, an upload or a file the app serves. */
const image = z.string().trim().regex(/^(https?:\/\/\S+|\/[\w./-]+)$/).max(500);
const text = (max: number) => z.string().trim().min(1).max(max);
const html = z.string().max(200_000).transform(sanitizeOperatorHtml);
const sort = z.number().int().default(0);
const when = z.iso.datetime({ offset: true }).transform((value) => new Date(value));
const withId = { id: z.number().int().positive().optional() };

async function upsert<T extends { id: number }>(id: number | undefined, insert: () => Promise<T[]>, update: () => Promise<T[]>) {
  const [row] = await (id === undefined ? insert() : update());
  return row ?? null;
}

const categorySchema = z.object({ ...withId, title: text(40), icon: text(40), route: route.nullable().default(null), link: httpUrl.nullable().default(null), sort, active: z.boolean().default(true) });
const bannerSchema = z.object({ ...withId, title: text(200), image, link: link.default(''), position: z.enum(BANNER_POSITIONS).default('home'), sort, active: z.boolean().default(true), html: html.default('') });
const articleCategorySchema = z.object({ ...withId, name: text(40), sort, active: z.boolean().default(true) });
const articleSchema = z.object({
  ...withId, category_id: z.number().int().positive(), title: text(200), summary: z.string().trim().max(500).default(''),
  cover: image.or(z.literal('')).default(''), cover_width: z.number().int().min(1).max(4000).default(640),
  cover_height: z.number().int().min(1).max(4000).default(360), html,
});
const activitySchema = z.object({ ...withId, title: text(200), summary: z.string().trim().max(500).default(''), image: image.or(z.literal('')).default(''), route, starts_at: when, ends_at: when, sort, active: z.boolean().default(true) });
const programmeSchema = z.object({ ...withId, title: text(200), description: z.string().trim().max(500).default(''), route, starts_at: when, ends_at: when });
const partnerSchema = z.object({ ...withId, name: text(100), logo: image, description: z.string().trim().max(1000).default(''), link: httpUrl, sort, active: z.boolean().default(true) });
const sponsorSchema = z.object({ ...withId, name: text(100), logo: image, description: z.string().trim().max(1000).default(''), link: httpUrl, sort });
const rtpGameSchema = z.object({
  ...withId, sponsor_id: z.number().int().positive(), name: text(100), type: z.enum(RTP_GAME_TYPES), image, featured: z.boolean().default(false),
});
/** Platforms with an address of their own: iOS and desktop always install the web app. */
export const DOWNLOAD_PLATFORMS = ['android'] as const;
const downloadLinkSchema = z.object({ ...withId, platform: z.enum(DOWNLOAD_PLATFORMS), url: httpUrl.or(z.literal('')).default('') });
const documentSchema = z.object({ ...withId, slug: z.string().regex(/^[a-z0-9-]{1,40}$/), kind: z.enum(['protocol', 'page']).default('protocol'), title: text(200), html, sort });

type Saver = (db: Executor, input: unknown) => Promise<({ id: number } & Record<string, unknown>) | null>;

function saver<S extends z.ZodType>(schema: S, save: (db: Executor, input: z.infer<S>) => Promise<({ id: number } & Record<string, unknown>) | null>) {
  return { schema, save: save as Saver };
}

export const OPS_CONTENT = {
  categories: saver(categorySchema, (db, { id, ...v }) =>
    upsert(id, () => db.insert(homeCategories).values(v).returning(), () => db.update(homeCategories).set(v).where(eq(homeCategories.id, id ?? 0)).returning())),
  banners: saver(bannerSchema, async (db, { id, html: body, ...v }) => {
    const row = await upsert(id, () => db.insert(ads).values(v).returning(), () => db.update(ads).set(v).where(eq(ads.id, id ?? 0)).returning());
    if (!row) return null;
    // No HTML: the banner only links, so bannerDetail follows its link.
    if (body === '') await db.delete(adDetails).where(eq(adDetails.adId, row.id));
    else await db.insert(adDetails).values({ adId: row.id, html: body }).onConflictDoUpdate({ target: adDetails.adId, set: { html: body, updatedAt: new Date() } });
    // The page's HTML as stored (sanitized), so the console shows what members will see.
    return { ...row, html: body };
  }),
  'article-categories': saver(articleCategorySchema, (db, { id, ...v }) =>
    upsert(id, () => db.insert(articleCategories).values(v).returning(), () => db.update(articleCategories).set(v).where(eq(articleCategories.id, id ?? 0)).returning())),
  articles: saver(articleSchema, (db, { id, category_id, cover_width, cover_height, ...v }) => {
    const values = { ...v, categoryId: category_id, coverWidth: cover_width, coverHeight: cover_height };
    return upsert(id, () => db.insert(articles).values(values).returning(), () =>
      db.update(articles).set({ ...values, updatedAt: new Date() }).where(eq(articles.id, id ?? 0)).returning());
  }),
  activities: saver(activitySchema, (db, { id, starts_at, ends_at, ...v }) => {
    const values = { ...v, startsAt: starts_at, endsAt: ends_at };
    return upsert(id, () => db.insert(activities).values(values).returning(), () => db.update(activities).set(values).where(eq(activities.id, id ?? 0)).returning());
  }),
  programme: saver(programmeSchema, (db, { id, starts_at, ends_at, ...v }) => {
    const values = { ...v, startsAt: starts_at, endsAt: ends_at };
    return upsert(id, () => db.insert(programmeEntries).values(values).returning(), () =>
      db.update(programmeEntries).set(values).where(eq(programmeEntries.id, id ?? 0)).returning());
  }),
  partners: saver(partnerSchema, (db, { id, ...v }) =>
    upsert(id, () => db.insert(partners).values(v).returning(), () => db.update(partners).set(v).where(eq(partners.id, id ?? 0)).returning())),
  documents: saver(documentSchema, (db, { id, ...v }) =>
    upsert(id, () => db.insert(documents).values(v).returning(), () => db.update(documents).set({ ...v, updatedAt: new Date() }).where(eq(documents.id, id ?? 0)).returning())),
  // A saved sponsor or game is the operator's, no longer the seeded simulation.
  sponsors: saver(sponsorSchema, (db, { id, ...v }) =>
    upsert(id, () => db.insert(sponsors).values(v).returning(), () => db.update(sponsors).set({ ...v, demo: false }).where(eq(sponsors.id, id ?? 0)).returning())),
  'rtp-games': saver(rtpGameSchema, async (db, { id, sponsor_id, ...v }) => {
    const [sponsor] = await db.select({ id: sponsors.id }).from(sponsors).where(eq(sponsors.id, sponsor_id));
    if (!sponsor) throw refused(SERVER_MESSAGES.sponsorNotFound);
    const values = { ...v, sponsorId: sponsor_id };
    return upsert(id, () => db.insert(rtpGames).values(values).returning(), () => db.update(rtpGames).set({ ...values, demo: false }).where(eq(rtpGames.id, id ?? 0)).returning());
  }),
  // The `download` settings group (`<platform>_url`), read by GET /api/auth/getDownLink; '' installs the web app.
  'download-links': saver(downloadLinkSchema, async (db, { id, platform, url }) => {
    const name = `${platform}_url`;
    const [row] = id === undefined
      ? await db.insert(settings).values({ groupName: 'download', name, value: url }).onConflictDoUpdate({ target: [settings.groupName, settings.name], set: { value: url } }).returning()
      : await db.update(settings).set({ name, value: url }).where(and(eq(settings.id, id), eq(settings.groupName, 'download'))).returning();
    return row ? downloadLinkRow(row) : null;
  }),
} as const;

function downloadLinkRow(row: typeof settings.$inferSelect) {
  const platform = row.name.replace(/_url$/, '');
  return { id: row.id, name: platform === 'android' ? 'Android' : platform, platform, url: row.value };
}

export type OpsContentKind = keyof typeof OPS_CONTENT;
export const isOpsContentKind = (kind: string): kind is OpsContentKind => Object.hasOwn(OPS_CONTENT, kind);

export const publishArticleSchema = z.object({
  id: z.number().int().positive(),
  /** true: published now (or at `at`); false: back to draft. */
  published: z.boolean(),
  at: when.optional(),
});

export async function publishArticle(db: Executor, input: z.infer<typeof publishArticleSchema>, now: Date) {
  const publishedAt = input.published ? (input.at ?? now) : null;
  const [row] = await db.update(articles).set({ publishedAt, updatedAt: now }).where(eq(articles.id, input.id)).returning({ id: articles.id, publishedAt: articles.publishedAt });
  return row ? { id: row.id, published_at: row.publishedAt?.toISOString() ?? null } : null;
}

/** The table behind each kind, for the operator's list (drafts included). */
const TABLES = {
  categories: homeCategories,
  banners: ads,
  'article-categories': articleCategories,
  articles,
  activities,
  programme: programmeEntries,
  partners,
  documents,
  sponsors,
  'rtp-games': rtpGames,
} as const;

/** Kinds only listed here: readings are written by POST /api/ops/rtp-readings. */
export type OpsListKind = OpsContentKind | 'rtp-readings';
export const isOpsListKind = (kind: string): kind is OpsListKind => kind === 'rtp-readings' || isOpsContentKind(kind);

/** Newest first; articles with their publication state, banners with their page's HTML ('' for none). */
export async function listForOperators(db: Executor, kind: OpsListKind, limit: number) {
  if (kind === 'download-links') {
    const rows = await db.select().from(settings).where(eq(settings.groupName, 'download')).orderBy(desc(settings.id)).limit(limit);
    return rows.map(downloadLinkRow);
  }
  if (kind === 'rtp-readings') {
    // The reading's game by name; `rtp` in percent, as the feed sends it; `demo` marks the seeded simulation.
    const rows = await db
      .select({ id: rtpReadings.id, gameId: rtpReadings.gameId, name: rtpGames.name, valueBp: rtpReadings.valueBp, measuredAt: rtpReadings.measuredAt, demo: rtpReadings.demo })
      .from(rtpReadings).innerJoin(rtpGames, eq(rtpGames.id, rtpReadings.gameId))
      .orderBy(desc(rtpReadings.measuredAt), desc(rtpReadings.id)).limit(limit);
    return rows.map(({ valueBp, ...row }) => ({ ...row, rtp: valueBp / 100 }));
  }
  if (kind === 'banners') {
    const rows = await db.select({ ad: ads, html: adDetails.html }).from(ads).leftJoin(adDetails, eq(adDetails.adId, ads.id)).orderBy(desc(ads.id)).limit(limit);
    return rows.map(({ ad, html: body }) => ({ ...ad, html: body ?? '' }));
  }
  const table = TABLES[kind];
  return db.select().from(table).orderBy(desc(table.id)).limit(limit);
}
