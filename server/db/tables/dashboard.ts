/**
 * The operators' dashboard rollups ("Painel", issue 40), kept by services/dashboard-rollup.ts and
 * read by repositories/dashboard.ts, so a page view never scans the ledger. Days are São Paulo days.
 *
 * The additive tables hold two parts: `part` 0 is settled (rows whose ids were seen long enough
 * ago that no open transaction can still commit a smaller one) and only ever grows; `part` 1 is the
 * unsettled tail, replaced on every run. A reader sums both parts.
 */
import { bigint, date, index, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/** Per source table: ids up to `settled_id` are folded into part 0; `seen_id` was the newest id at `seen_at`. */
export const dashWatermarks = pgTable('dash_watermarks', {
  name: text('name').primaryKey(),
  settledId: bigint('settled_id', { mode: 'number' }).notNull().default(0),
  seenId: bigint('seen_id', { mode: 'number' }).notNull().default(0),
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  /** When the last run finished: the figures' age the console shows. */
  ranAt: timestamp('ran_at', { withTimezone: true }),
});

/** Ledger entries per day and category (services/dashboard-rollup.ts `LEDGER_CATEGORY`): credits and debits apart. */
export const dashPointsDaily = pgTable(
  'dash_points_daily',
  {
    part: smallint('part').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    category: text('category').notNull(),
    credits: bigint('credits', { mode: 'number' }).notNull(),
    debits: bigint('debits', { mode: 'number' }).notNull(),
    entries: integer('entries').notNull(),
  },
  (t) => [primaryKey({ name: 'dash_points_daily_pk', columns: [t.part, t.day, t.category] })],
);

/** Draws per day, game, prize table (its weights as text) and prize: how many, and the points they paid. */
export const dashDrawsDaily = pgTable(
  'dash_draws_daily',
  {
    part: smallint('part').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    game: text('game').notNull(),
    weights: text('weights').notNull(),
    prizeIndex: integer('prize_index').notNull(),
    prizeId: bigint('prize_id', { mode: 'number' }).notNull(),
    prizeKind: text('prize_kind').notNull(),
    draws: integer('draws').notNull(),
    points: bigint('points', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ name: 'dash_draws_daily_pk', columns: [t.part, t.day, t.game, t.weights, t.prizeIndex, t.prizeId] })],
);

/** Outbox messages per creation day, channel and final status (sent or dead); SMS segments of the sent ones. */
export const dashOutboxDaily = pgTable(
  'dash_outbox_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    channel: text('channel').notNull(),
    status: text('status').notNull(),
    messages: integer('messages').notNull(),
    segments: bigint('segments', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ name: 'dash_outbox_daily_pk', columns: [t.day, t.channel, t.status] })],
);

/** One row per member: where they came from and their first draw and first withdrawal request. */
export const dashMembers = pgTable(
  'dash_members',
  {
    userId: bigint('user_id', { mode: 'number' }).primaryKey(),
    joinedDay: date('joined_day', { mode: 'string' }).notNull(),
    channel: text('channel').notNull(),
    inviterId: bigint('inviter_id', { mode: 'number' }),
    firstDrawDay: date('first_draw_day', { mode: 'string' }),
    firstWithdrawalDay: date('first_withdrawal_day', { mode: 'string' }),
  },
  (t) => [index('dash_members_joined_idx').on(t.joinedDay, t.channel), index('dash_members_inviter_idx').on(t.inviterId)],
);

/** Who was active in a period ('day', 'week' from Monday, 'month'): a draw or a ledger entry of their own. */
export const dashActive = pgTable(
  'dash_active',
  {
    period: text('period').notNull(),
    start: date('start', { mode: 'string' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ name: 'dash_active_pk', columns: [t.period, t.start, t.userId] })],
);

/** How many rows dash_active holds per period: counted as they are inserted. */
export const dashActiveCounts = pgTable(
  'dash_active_counts',
  {
    period: text('period').notNull(),
    start: date('start', { mode: 'string' }).notNull(),
    members: integer('members').notNull(),
  },
  (t) => [primaryKey({ name: 'dash_active_counts_pk', columns: [t.period, t.start] })],
);

/** Members of a registration week active in a later week (the cohort table). */
export const dashCohorts = pgTable(
  'dash_cohorts',
  {
    joinedWeek: date('joined_week', { mode: 'string' }).notNull(),
    activeWeek: date('active_week', { mode: 'string' }).notNull(),
    members: integer('members').notNull(),
  },
  (t) => [primaryKey({ name: 'dash_cohorts_pk', columns: [t.joinedWeek, t.activeWeek] })],
);
