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
 * When a market entry is live. One-off: live from `starts_at` to `ends_at`. Recurring
 * (`repeat_days` set): live on those weekdays from `daily_from` to `daily_to` (minutes of the day
 * in the site's time zone; a window with to < from ends the next day), between `starts_at` and
 * `ends_at`. Type 1: `code` is the redeem code and `points` what it credits. Type 2: `points` per
 * envelope, or from `points` to `points_max` (each envelope's drawn by the server when claimed),
 * `envelope_cap` envelopes at most per member per rain, and an optional `points_budget`
 * per rain: `points_paid` counts what the rain that began at `paid_since` paid.
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
    /** Type 2: the most one envelope is worth; null when every envelope is worth `points`. */
    pointsMax: integer('points_max'),
    envelopeCap: integer('envelope_cap').notNull().default(0),
    /** Weekdays as bits, Sunday = 1, Monday = 2 … Saturday = 64; null for a one-off period. */
    repeatDays: integer('repeat_days'),
    dailyFrom: integer('daily_from'),
    dailyTo: integer('daily_to'),
    pointsBudget: integer('points_budget'),
    pointsPaid: integer('points_paid').notNull().default(0),
    paidSince: at('paid_since'),
    /** Type 1: how many of the period's batch codes (redeem_codes) one member may redeem. */
    codesPerMember: integer('codes_per_member').notNull().default(1),
  },
  (t) => [
    index('market_periods_market_idx').on(t.marketId, t.startsAt),
    uniqueIndex('market_periods_code_unique').on(t.code).where(sql`${t.code} is not null`),
    check('market_periods_window', sql`${t.endsAt} > ${t.startsAt}`),
    check('market_periods_amounts', sql`${t.points} >= 0 and ${t.envelopeCap} >= 0`),
    check('market_periods_points_range', sql`${t.pointsMax} is null or ${t.pointsMax} >= ${t.points}`),
    check(
      'market_periods_repeat',
      sql`(${t.repeatDays} is null and ${t.dailyFrom} is null and ${t.dailyTo} is null) or (${t.repeatDays} between 1 and 127 and ${t.dailyFrom} between 0 and 1439 and ${t.dailyTo} between 0 and 1439 and ${t.dailyFrom} <> ${t.dailyTo})`,
    ),
    // The last guard of the budget: whatever the code does, a rain never pays more than it.
    check('market_periods_codes_per_member', sql`${t.codesPerMember} >= 1`),
    check('market_periods_budget', sql`${t.pointsPaid} >= 0 and (${t.pointsBudget} is null or ${t.pointsPaid} <= ${t.pointsBudget})`),
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

/**
 * A type-1 period's batch of codes, generated or pasted by an operator. A code is used up to
 * `max_uses` times (1: single-use), once per member; `uses` counts them and its guarded increment
 * is what makes parallel redeems of one code use it no more than that. Unique across every period,
 * so a code names its period.
 */
export const redeemCodes = pgTable(
  'redeem_codes',
  {
    id: id(),
    periodId: bigint('period_id', { mode: 'number' }).notNull().references(() => marketPeriods.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    maxUses: integer('max_uses').notNull().default(1),
    uses: integer('uses').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('redeem_codes_code_unique').on(t.code),
    index('redeem_codes_period_idx').on(t.periodId, t.id),
    check('redeem_codes_uses', sql`${t.maxUses} >= 1 and ${t.uses} >= 0 and ${t.uses} <= ${t.maxUses}`),
  ],
);

/** Who redeemed a batch code and when: once per member and code. */
export const redeemCodeUses = pgTable(
  'redeem_code_uses',
  {
    codeId: bigint('code_id', { mode: 'number' }).notNull().references(() => redeemCodes.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' }).notNull().references(() => users.id),
    periodId: bigint('period_id', { mode: 'number' }).notNull().references(() => marketPeriods.id, { onDelete: 'cascade' }),
    points: integer('points').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.codeId, t.userId] }), index('redeem_code_uses_member_idx').on(t.periodId, t.userId)],
);
