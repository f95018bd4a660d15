/** RTP market: sponsors, their games and the RTP readings an operator feed sends. */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns.ts';

/** `demo` marks seeded simulation rows, so the console can tell them from real ones. */
export const sponsors = pgTable(
  'sponsors',
  {
    id: id(),
    name: text('name').notNull(),
    logo: text('logo').notNull(),
    description: text('description').notNull(),
    link: text('link').notNull(),
    sort: integer('sort').notNull().default(0),
    active: boolean('active').notNull().default(true),
    demo: boolean('demo').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('sponsors_sort_idx').on(t.sort, t.id)],
);

/** `featured`: the game whose readings the sponsor page charts first. */
export const rtpGames = pgTable(
  'rtp_games',
  {
    id: id(),
    sponsorId: bigint('sponsor_id', { mode: 'number' }).notNull().references(() => sponsors.id),
    name: text('name').notNull(),
    type: text('type', { enum: ['slot', 'crash', 'roleta', 'cartas'] }).notNull(),
    image: text('image').notNull(),
    featured: boolean('featured').notNull().default(false),
    active: boolean('active').notNull().default(true),
    demo: boolean('demo').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('rtp_games_sponsor_idx').on(t.sponsorId)],
);

/**
 * One measured RTP of a game. The value is kept in basis points (96.5 % = 9650) so sums and
 * comparisons stay exact; the API speaks percent with two decimals.
 */
export const rtpReadings = pgTable(
  'rtp_readings',
  {
    id: id(),
    gameId: bigint('game_id', { mode: 'number' }).notNull().references(() => rtpGames.id),
    valueBp: integer('value_bp').notNull(),
    measuredAt: at('measured_at').notNull(),
    demo: boolean('demo').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('rtp_readings_game_time_idx').on(t.gameId, t.measuredAt, t.id),
    check('rtp_readings_value_range', sql`${t.valueBp} between 0 and 10000`),
  ],
);

/**
 * A source of RTP readings that posts them itself (POST with `x-feed-key`): the key is shown once
 * when made and kept as its SHA-256. `lastReadingAt` is when the feed last delivered; a revoked
 * feed's key no longer works.
 */
export const rtpFeeds = pgTable('rtp_feeds', {
  id: id(),
  name: text('name').notNull(),
  keyHash: text('key_hash').notNull().unique('rtp_feeds_key_hash_unique'),
  lastReadingAt: at('last_reading_at'),
  revokedAt: at('revoked_at'),
  createdAt: createdAt(),
});
