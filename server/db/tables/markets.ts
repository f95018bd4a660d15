/** Promo markets. */
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { at, createdAt, id } from './columns.ts';

// ---- Promo markets -----------------------------------------------------------------

/** One per market type (1 redeem codes, 2 red envelope rain, 3 advertising icon): the widget's image and whether it shows. */
export const marketSettings = pgTable('market_settings', {
  type: integer('type').primaryKey(),
  image: text('image').notNull(),
  /** 1 shows the widget (spec: market_set.status). */
  status: integer('status').notNull().default(1),
});

export const markets = pgTable(
  'markets',
  {
    id: id(),
    type: integer('type').notNull().references(() => marketSettings.type),
    title: text('title').notNull(),
    logo: text('logo').notNull(),
    link: text('link').notNull(),
    status: integer('status').notNull().default(1),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('markets_type_idx').on(t.type, t.sort)],
);

/**
 * When a market entry is live. Type 1: `code` is the redeem code and `points` what it credits.
 * Type 2: `points` per envelope and `envelope_cap` envelopes at most per member per rain.
 */
export const marketPeriods = pgTable(
  'market_periods',
  {
    id: id(),
    marketId: bigint('market_id', { mode: 'number' }).notNull().references(() => markets.id),
    code: text('code'),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    points: integer('points').notNull().default(0),
    envelopeCap: integer('envelope_cap').notNull().default(0),
  },
  (t) => [
    index('market_periods_market_idx').on(t.marketId, t.startsAt),
    uniqueIndex('market_periods_code_unique').on(t.code).where(sql`${t.code} is not null`),
    check('market_periods_window', sql`${t.endsAt} > ${t.startsAt}`),
    check('market_periods_amounts', sql`${t.points} >= 0 and ${t.envelopeCap} >= 0`),
  ],
);

/** A member's redeem of a period's code: once each (the ledger key `redeem:<period>` guards it too). */
export const marketRedemptions = pgTable(
  'market_redemptions',
  {
    userId: bigint('user_id', { mode: 'number' }).notNull().references(() => users.id),
    periodId: bigint('period_id', { mode: 'number' }).notNull().references(() => marketPeriods.id),
    points: integer('points').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.periodId] })],
);

/** Envelopes a member collected in a rain, each claimed once by its key. */
export const rainClaims = pgTable(
  'rain_claims',
  {
    id: id(),
    userId: bigint('user_id', { mode: 'number' }).notNull().references(() => users.id),
    periodId: bigint('period_id', { mode: 'number' }).notNull().references(() => marketPeriods.id),
    envelopeKey: text('envelope_key').notNull(),
    points: integer('points').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('rain_claims_unique').on(t.userId, t.periodId, t.envelopeKey), index('rain_claims_user_period_idx').on(t.userId, t.periodId)],
);
