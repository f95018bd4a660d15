/**
 * Site content: home categories, banner details, articles, activities, the games
 * programme, partners, documents and app download counts. Every HTML column holds HTML already
 * sanitized when it was saved (server/security/sanitize-html.ts), never raw operator input.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { ads } from './accounts.ts';
import { at, createdAt, id } from './columns.ts';

const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** The home grid: each entry opens an in-app route or an outside link. */
export const homeCategories = pgTable('home_categories', {
  id: id(),
  title: text('title').notNull(),
  icon: text('icon').notNull(),
  route: text('route'),
  link: text('link'),
  sort: integer('sort').notNull().default(0),
  active: boolean('active').notNull().default(true),
});

/** The rich page a banner (row of `ads`) opens; a banner without one opens its link. */
export const adDetails = pgTable('ad_details', {
  adId: bigint('ad_id', { mode: 'number' }).primaryKey().references(() => ads.id, { onDelete: 'cascade' }),
  html: text('html').notNull(),
  updatedAt: updatedAt(),
});

export const articleCategories = pgTable('article_categories', {
  id: id(),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
  active: boolean('active').notNull().default(true),
});

export const articles = pgTable(
  'articles',
  {
    id: id(),
    categoryId: bigint('category_id', { mode: 'number' }).notNull().references(() => articleCategories.id),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    cover: text('cover').notNull().default(''),
    coverWidth: integer('cover_width').notNull().default(640),
    coverHeight: integer('cover_height').notNull().default(360),
    html: text('html').notNull(),
    /** Null while a draft; members see only articles published at or before now. */
    publishedAt: at('published_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('articles_category_published_idx').on(t.categoryId, t.publishedAt)],
);

/** A campaign: its state (upcoming, running, ended) follows from the dates. */
export const activities = pgTable(
  'activities',
  {
    id: id(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    image: text('image').notNull().default(''),
    route: text('route').notNull(),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    sort: integer('sort').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [check('activities_dates_ordered', sql`${t.endsAt} > ${t.startsAt}`)],
);

/** The games programme (gameshow): one row per scheduled session. */
export const programmeEntries = pgTable(
  'programme_entries',
  {
    id: id(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    route: text('route').notNull(),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('programme_entries_starts_idx').on(t.startsAt), check('programme_dates_ordered', sql`${t.endsAt} > ${t.startsAt}`)],
);

export const partners = pgTable('partners', {
  id: id(),
  name: text('name').notNull(),
  logo: text('logo').notNull(),
  description: text('description').notNull().default(''),
  link: text('link').notNull(),
  sort: integer('sort').notNull().default(0),
  active: boolean('active').notNull().default(true),
});

/** Terms and other texts: `kind` protocol is listed on the protocol page; `slug` finds about. */
export const documents = pgTable('documents', {
  id: id(),
  slug: text('slug').notNull().unique('documents_slug_unique'),
  kind: text('kind').notNull().default('protocol'),
  title: text('title').notNull(),
  html: text('html').notNull(),
  sort: integer('sort').notNull().default(0),
  active: boolean('active').notNull().default(true),
  updatedAt: updatedAt(),
});

/** One row per install id and day: a repeat the same day changes nothing. */
export const downloadCounts = pgTable(
  'download_counts',
  {
    uuid: text('uuid').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    channelFrom: text('channel_from').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.uuid, t.day] })],
);
