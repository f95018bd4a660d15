/**
 * Operator writes of site content: each kind's save inserts, or updates the row named by `id`
 * (the input is parsed by the call's schema, src/domain/contract/ops-content-saves.ts). HTML is
 * sanitized here, before it is stored. Rows answer as the table holds them, times as ISO strings.
 */
import { isDeepStrictEqual } from 'node:util';
import { and, desc, eq } from 'drizzle-orm';
import type { ContentRowAnswer } from '../../src/domain/contract/ops-content-rows.ts';
import type { OpsContentKind, OpsListKind, SaveContentInput, SaveOf } from '../../src/domain/contract/ops-content-saves.ts';
import { SERVER_MESSAGES } from '../../src/domain/messages.pt.ts';
import { OPS_CONTENT_FIELD_MESSAGES } from '../../src/domain/ops-content.pt.ts';
import { refused } from './refusal.ts';
import type { Executor } from '../db/client.ts';
import {
  activities, adDetails, ads, articleCategories, articles, documents, homeCategories, partners, programmeEntries, rtpGames, rtpReadings, settings, sponsors,
} from '../db/schema.ts';
import { sanitizeOperatorHtml } from '../security/sanitize-html.ts';

type Wired<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K] };

/** A row with its times as ISO strings, as the answer's schema types them. */
export function wire<T extends object>(row: T): Wired<T> {
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value])) as Wired<T>;
}

async function upsert<T extends { id: number }>(id: number | undefined, insert: () => Promise<T[]>, update: () => Promise<T[]>) {
  const [row] = await (id === undefined ? insert() : update());
  return row ? wire(row) : null;
}

type Save<K extends OpsContentKind> = (db: Executor, input: SaveOf<K>) => Promise<ContentRowAnswer | null>;

const SAVES: { [K in OpsContentKind]: Save<K> } = {
  categories: (db, { id, ...v }) =>
    upsert(id, () => db.insert(homeCategories).values(v).returning(), () => db.update(homeCategories).set(v).where(eq(homeCategories.id, id ?? 0)).returning()),
  banners: async (db, { id, html, ...v }) => {
    const row = await upsert(id, () => db.insert(ads).values(v).returning(), () => db.update(ads).set(v).where(eq(ads.id, id ?? 0)).returning());
    if (!row) return null;
    const body = sanitizeOperatorHtml(html);
    // No HTML: the banner only links, so bannerDetail follows its link.
    if (body === '') await db.delete(adDetails).where(eq(adDetails.adId, row.id));
    else await db.insert(adDetails).values({ adId: row.id, html: body }).onConflictDoUpdate({ target: adDetails.adId, set: { html: body, updatedAt: new Date() } });
    // The page's HTML as stored (sanitized), so the console shows what members will see.
    return { ...row, html: body };
  },
  'article-categories': (db, { id, ...v }) =>
    upsert(id, () => db.insert(articleCategories).values(v).returning(), () => db.update(articleCategories).set(v).where(eq(articleCategories.id, id ?? 0)).returning()),
  articles: (db, { id, category_id, cover_width, cover_height, html, ...v }) => {
    const values = { ...v, html: sanitizeOperatorHtml(html), categoryId: category_id, coverWidth: cover_width, coverHeight: cover_height };
    return upsert(id, () => db.insert(articles).values(values).returning(), () =>
      db.update(articles).set({ ...values, updatedAt: new Date() }).where(eq(articles.id, id ?? 0)).returning());
  },
  activities: (db, { id, starts_at, ends_at, ...v }) => {
    const values = { ...v, startsAt: starts_at, endsAt: ends_at };
    return upsert(id, () => db.insert(activities).values(values).returning(), () => db.update(activities).set(values).where(eq(activities.id, id ?? 0)).returning());
  },
  programme: (db, { id, starts_at, ends_at, ...v }) => {
    const values = { ...v, startsAt: starts_at, endsAt: ends_at };
    return upsert(id, () => db.insert(programmeEntries).values(values).returning(), () =>
      db.update(programmeEntries).set(values).where(eq(programmeEntries.id, id ?? 0)).returning());
  },
  partners: (db, { id, ...v }) =>
    upsert(id, () => db.insert(partners).values(v).returning(), () => db.update(partners).set(v).where(eq(partners.id, id ?? 0)).returning()),
  documents: (db, { id, html, ...v }) => {
    const values = { ...v, html: sanitizeOperatorHtml(html) };
    return upsert(id, () => db.insert(documents).values(values).returning(), () =>
      db.update(documents).set({ ...values, updatedAt: new Date() }).where(eq(documents.id, id ?? 0)).returning());
  },
  // A saved sponsor or game is the operator's, no longer the seeded simulation.
  sponsors: (db, { id, ...v }) =>
    upsert(id, () => db.insert(sponsors).values(v).returning(), () => db.update(sponsors).set({ ...v, demo: false }).where(eq(sponsors.id, id ?? 0)).returning()),
  'rtp-games': async (db, { id, sponsor_id, ...v }) => {
    const [sponsor] = await db.select({ id: sponsors.id }).from(sponsors).where(eq(sponsors.id, sponsor_id));
    if (!sponsor) throw refused(SERVER_MESSAGES.sponsorNotFound);
    const values = { ...v, sponsorId: sponsor_id };
    return upsert(id, () => db.insert(rtpGames).values(values).returning(), () => db.update(rtpGames).set({ ...values, demo: false }).where(eq(rtpGames.id, id ?? 0)).returning());
  },
  // The `download` settings group (`<platform>_url`), read by GET /api/auth/getDownLink; '' installs the web app.
  'download-links': async (db, { id, platform, url }) => {
    const name = `${platform}_url`;
    const [row] = id === undefined
      ? await db.insert(settings).values({ groupName: 'download', name, value: url }).onConflictDoUpdate({ target: [settings.groupName, settings.name], set: { value: url } }).returning()
      : await db.update(settings).set({ name, value: url }).where(and(eq(settings.id, id), eq(settings.groupName, 'download'))).returning();
    return row ? downloadLinkRow(row) : null;
  },
};

/**
 * The saved row, or null when `id` names no row of the kind. An edit that sends the row it loaded
 * is checked against the stored row under its lock: another operator's save in between (or a
 * hide) refuses it rather than being silently overwritten. `db` must be a transaction.
 */
export async function saveContent(db: Executor, { content_kind, loaded, ...input }: SaveContentInput): Promise<ContentRowAnswer | null> {
  if (input.id !== undefined && loaded) await assertUnchanged(db, content_kind, input.id, loaded);
  return (SAVES[content_kind] as (db: Executor, input: unknown) => Promise<ContentRowAnswer | null>)(db, input);
}

/** The table that holds a kind's rows (download links live in the settings). */
function tableOf(kind: OpsContentKind) {
  if (kind === 'banners') return ads;
  if (kind === 'download-links') return settings;
  return TABLES[kind];
}

async function assertUnchanged(db: Executor, kind: OpsContentKind, id: number, loaded: Record<string, unknown>): Promise<void> {
  const table = tableOf(kind);
  await db.select({ id: table.id }).from(table).where(eq(table.id, id)).for('update');
  const [stored] = await listForOperators(db, kind, 1, id);
  if (!stored) return;
  // As the console received it: times as ISO strings. `updatedAt` is bookkeeping (publishing
  // moves it too); every field an operator edits is compared.
  const current = JSON.parse(JSON.stringify(stored)) as Record<string, unknown>;
  const changed = Object.keys(current).some((key) => key !== 'updatedAt' && !isDeepStrictEqual(current[key], loaded[key]));
  if (changed) throw refused(OPS_CONTENT_FIELD_MESSAGES.changedByOther);
}

/** `active`: the link has an address; without one the platform installs the web app. */
export function downloadLinkRow(row: typeof settings.$inferSelect) {
  const platform = row.name.replace(/_url$/, '');
  return { id: row.id, name: platform === 'android' ? 'Android' : platform, platform, url: row.value, active: row.value !== '' };
}

export async function publishArticle(db: Executor, input: { id: number; published: boolean; at?: Date | undefined }, now: Date) {
  const publishedAt = input.published ? (input.at ?? now) : null;
  const [row] = await db.update(articles).set({ publishedAt, updatedAt: now }).where(eq(articles.id, input.id)).returning({ id: articles.id, publishedAt: articles.publishedAt });
  return row ? { id: row.id, published_at: row.publishedAt?.toISOString() ?? null } : null;
}

/** The table behind each kind, for the operator's list (drafts and hidden rows included). */
const TABLES = {
  categories: homeCategories,
  'article-categories': articleCategories,
  articles,
  activities,
  programme: programmeEntries,
  partners,
  documents,
  sponsors,
  'rtp-games': rtpGames,
} as const;

/** Newest first (or the one row `id`); articles with their publication state, banners with their page's HTML ('' for none). */
export async function listForOperators(db: Executor, kind: OpsListKind, limit: number, id?: number): Promise<ContentRowAnswer[]> {
  if (kind === 'download-links') {
    const rows = await db.select().from(settings).where(and(eq(settings.groupName, 'download'), id === undefined ? undefined : eq(settings.id, id)))
      .orderBy(desc(settings.id)).limit(limit);
    return rows.map(downloadLinkRow);
  }
  if (kind === 'rtp-readings') {
    // The reading's game by name; `rtp` in percent, as the feed sends it; `demo` marks the seeded simulation.
    const rows = await db
      .select({ id: rtpReadings.id, gameId: rtpReadings.gameId, name: rtpGames.name, valueBp: rtpReadings.valueBp, measuredAt: rtpReadings.measuredAt, demo: rtpReadings.demo })
      .from(rtpReadings).innerJoin(rtpGames, eq(rtpGames.id, rtpReadings.gameId))
      .where(id === undefined ? undefined : eq(rtpReadings.id, id))
      .orderBy(desc(rtpReadings.measuredAt), desc(rtpReadings.id)).limit(limit);
    return rows.map(({ valueBp, ...row }) => wire({ ...row, rtp: valueBp / 100 }));
  }
  if (kind === 'banners') {
    const rows = await db.select({ ad: ads, html: adDetails.html }).from(ads).leftJoin(adDetails, eq(adDetails.adId, ads.id))
      .where(id === undefined ? undefined : eq(ads.id, id)).orderBy(desc(ads.id)).limit(limit);
    return rows.map(({ ad, html: body }) => ({ ...ad, html: body ?? '' }));
  }
  const table = TABLES[kind];
  const rows: object[] = await db.select().from(table).where(id === undefined ? undefined : eq(table.id, id)).orderBy(desc(table.id)).limit(limit);
  return rows.map((row) => wire(row) as ContentRowAnswer);
}
