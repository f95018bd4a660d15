/** Rewards: points ledger, games, prizes, chances, draws, delivery addresses. */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AddressFields } from '../../../src/domain/contract/rewards.ts';
import { users } from './accounts.ts';
import { at, createdAt, id } from './columns.ts';

// ---------------------------------------------------------------------------------------------
// Rewards: points ledger, draw chances, prize tables, draws, delivery addresses.
// ---------------------------------------------------------------------------------------------

/** A prize table version: random below 2^53, so it reads back as an exact number. */
const RANDOM_VERSION = sql.raw('(floor(random() * 9007199254740991))::bigint');

export const POINT_SOURCE_VALUES = ['wheel', 'draw', 'chest', 'invite', 'share', 'other'] as const;
export const GAME_VALUES = ['wheel', 'giftbox', 'chest'] as const;
export const PRIZE_KIND_VALUES = ['points', 'physical', 'nothing'] as const;
/** none: a 'nothing' prize; pending: a physical prize waiting for an address; review → success | failed. */
export const DRAW_STATUS_VALUES = ['none', 'success', 'pending', 'review', 'failed'] as const;

/**
 * One row per change of a member's points. Written only by the ledger (services/ledger.ts, and its creditCtes in a draw's or a rain batch's statement), in the same
 * transaction as the change of users.points: for every member, sum(amount) = users.points.
 */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: id(),
    userId: bigint('user_id', { mode: 'number' }).notNull().references(() => users.id),
    amount: integer('amount').notNull(),
    source: text('source', { enum: POINT_SOURCE_VALUES }).notNull(),
    reason: text('reason').notNull(),
    /** Entries are applied when written; the status is for display (later flows reverse with a new entry). */
    status: text('status', { enum: ['success'] }).notNull().default('success'),
    reference: text('reference'),
    idempotencyKey: text('idempotency_key').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('points_ledger_user_key_unique').on(t.userId, t.idempotencyKey),
    index('points_ledger_user_time_idx').on(t.userId, t.createdAt),
    check('points_ledger_amount_not_zero', sql`${t.amount} <> 0`),
    check('points_ledger_balance_not_negative', sql`${t.balanceAfter} >= 0`),
  ],
);

/** Grant rules per game (configuration, seeded with demo values). */
export const rewardGames = pgTable('reward_games', {
  game: text('game', { enum: GAME_VALUES }).primaryKey(),
  name: text('name').notNull(),
  /** Free chances every day (America/Sao_Paulo); unused ones do not carry over. */
  dailyFree: integer('daily_free').notNull().default(0),
  /** Extra chances for each invited friend who registers with the member as parent. */
  perInvite: integer('per_invite').notNull().default(0),
  active: boolean('active').notNull().default(true),
  /**
   * Changes with every change to the game's prizes (a trigger on `prizes`, migration 0016): a random
   * number, so two databases never share one. Draws keep the prize table per version in memory and
   * read only this with the member's row (repositories/rewards.ts, `prizeTableOf`).
   */
  prizesVersion: bigint('prizes_version', { mode: 'number' }).notNull().default(RANDOM_VERSION),
});

/** Prize table of a game; the prize index is the position among the game's active prizes (sort, id). */
export const prizes = pgTable(
  'prizes',
  {
    id: id(),
    game: text('game', { enum: GAME_VALUES }).notNull().references(() => rewardGames.game),
    sort: integer('sort').notNull().default(0),
    kind: text('kind', { enum: PRIZE_KIND_VALUES }).notNull(),
    label: text('label').notNull(),
    points: integer('points').notNull().default(0),
    icon: text('icon').notNull(),
    color: text('color').notNull(),
    /** 0: shown on the wheel but never drawn (the table as a whole must weigh more than 0). */
    weight: integer('weight').notNull(),
    /** Physical prizes only: how many are left; null is no limit. At 0 the prize is no longer drawn. */
    stock: integer('stock'),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    index('prizes_game_idx').on(t.game, t.sort),
    check('prizes_weight_not_negative', sql`${t.weight} >= 0`),
    check('prizes_stock_physical', sql`${t.stock} is null or (${t.kind} = 'physical' and ${t.stock} >= 0)`),
    check('prizes_points_match_kind', sql`(${t.kind} = 'points' and ${t.points} > 0) or (${t.kind} <> 'points' and ${t.points} = 0)`),
  ],
);

/**
 * A member's chances in one game, plus the secret seed of the next draw (its sha256 is the
 * public commitment). `day` null: the daily allowance was never taken, so today's is whole.
 */
export const drawChances = pgTable(
  'draw_chances',
  {
    userId: bigint('user_id', { mode: 'number' }).notNull().references(() => users.id),
    game: text('game', { enum: GAME_VALUES }).notNull().references(() => rewardGames.game),
    day: date('day', { mode: 'string' }),
    dailyLeft: integer('daily_left').notNull().default(0),
    extra: integer('extra').notNull().default(0),
    drawCount: integer('draw_count').notNull().default(0),
    nextSeed: text('next_seed').notNull(),
  },
  (t) => [
    primaryKey({ name: 'draw_chances_pk', columns: [t.userId, t.game] }),
    check('draw_chances_daily_not_negative', sql`${t.dailyLeft} >= 0`),
    check('draw_chances_extra_not_negative', sql`${t.extra} >= 0`),
  ],
);

/** Every extra chance given (invites, tasks, shares, operators); the key makes a repeat harmless. */
export const chanceGrants = pgTable(
  'chance_grants',
  {
    id: id(),
    userId: bigint('user_id', { mode: 'number' }).notNull().references(() => users.id),
    game: text('game', { enum: GAME_VALUES }).notNull(),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    grantKey: text('grant_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('chance_grants_key_unique').on(t.userId, t.game, t.grantKey),
    check('chance_grants_amount_positive', sql`${t.amount} > 0`),
  ],
);


/** One row per draw: the prize as it was, the proof (seed, commitment, weights) and, for physical prizes, delivery. */
export const draws = pgTable(
  'draws',
  {
    id: id(),
    userId: bigint('user_id', { mode: 'number' }).notNull().references(() => users.id),
    game: text('game', { enum: GAME_VALUES }).notNull(),
    drawNumber: integer('draw_number').notNull(),
    clientKey: text('client_key').notNull(),
    prizeId: bigint('prize_id', { mode: 'number' }).notNull().references(() => prizes.id),
    prizeIndex: integer('prize_index').notNull(),
    prizeKind: text('prize_kind', { enum: PRIZE_KIND_VALUES }).notNull(),
    prizeLabel: text('prize_label').notNull(),
    prizePoints: integer('prize_points').notNull(),
    prizeIcon: text('prize_icon').notNull(),
    prizeColor: text('prize_color').notNull(),
    weights: integer('weights').array().notNull(),
    seed: text('seed').notNull(),
    commitmentHash: text('commitment_hash').notNull(),
    nextCommitmentHash: text('next_commitment_hash').notNull(),
    status: text('status', { enum: DRAW_STATUS_VALUES }).notNull(),
    chancesLeft: integer('chances_left').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    ledgerEntryId: bigint('ledger_entry_id', { mode: 'number' }).references(() => pointsLedger.id),
    address: jsonb('address').$type<AddressFields>(),
    remark: text('remark'),
    createdAt: createdAt(),
    claimedAt: at('claimed_at'),
    decidedAt: at('decided_at'),
  },
  (t) => [
    uniqueIndex('draws_user_client_key_unique').on(t.userId, t.clientKey),
    uniqueIndex('draws_user_game_number_unique').on(t.userId, t.game, t.drawNumber),
    index('draws_game_idx').on(t.game, t.id),
    index('draws_user_idx').on(t.userId, t.id),
    index('draws_status_idx').on(t.status, t.id),
  ],
);

/** Delivery addresses for physical prizes; at most one default per member. */
export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    userId: bigint('user_id', { mode: 'number' }).notNull().references(() => users.id),
    recipientName: text('recipient_name').notNull(),
    phone: text('phone').notNull(),
    cep: text('cep').notNull(),
    street: text('street').notNull(),
    number: text('number').notNull(),
    complement: text('complement').notNull().default(''),
    district: text('district').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId, t.id),
    uniqueIndex('addresses_one_default').on(t.userId).where(sql`${t.isDefault}`),
  ],
);
