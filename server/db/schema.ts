/**
 * The database schema (PostgreSQL dialect, same on PGlite and a PostgreSQL server).
 * Migrations are generated from this file: `npm run db:generate`.
 */
import { sql } from 'drizzle-orm';
import type { AddressFields } from '../../src/domain/contract/rewards.ts';
import { type AnyPgColumn, bigint, boolean, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const at = (name: string) => timestamp(name, { withTimezone: true });

export const users = pgTable(
  'users',
  {
    id: id(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    nickname: text('nickname').notNull(),
    avatar: text('avatar'),
    realName: text('real_name'),
    birthDate: date('birth_date', { mode: 'string' }),
    points: integer('points').notNull().default(0),
    disabled: boolean('disabled').notNull().default(false),
    parentId: bigint('parent_id', { mode: 'number' }).references((): AnyPgColumn => users.id),
    channelFrom: text('channel_from'),
    lastIp: text('last_ip'),
    createdAt: createdAt(),
  },
  (t) => [
    // Case-insensitive: 'Demo2026' and 'demo2026' are the same member.
    uniqueIndex('users_username_unique').on(sql`lower(${t.username})`),
    uniqueIndex('users_phone_unique').on(t.phone),
    uniqueIndex('users_email_unique').on(t.email),
    index('users_parent_idx').on(t.parentId),
    check('users_points_not_negative', sql`${t.points} >= 0`),
  ],
);

export const visitors = pgTable(
  'visitors',
  {
    id: id(),
    deviceId: text('device_id').notNull().unique('visitors_device_id_unique'),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id),
    channelFrom: text('channel_from'),
    lastIp: text('last_ip'),
    createdAt: createdAt(),
  },
);

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    tokenHash: text('token_hash').notNull().unique('sessions_token_hash_unique'),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id),
    visitorId: bigint('visitor_id', { mode: 'number' }).references(() => visitors.id),
    createdAt: createdAt(),
    revokedAt: at('revoked_at'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const captchas = pgTable('captchas', {
  id: text('id').primaryKey(),
  gapX: integer('gap_x').notNull(),
  gapY: integer('gap_y').notNull(),
  createdAt: createdAt(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
});

export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: id(),
    scene: text('scene', { enum: ['register', 'forget'] }).notNull(),
    channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [index('verification_codes_target_idx').on(t.target, t.createdAt)],
);

export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_recipient_idx').on(t.recipient, t.id)],
);

export const siteConfigs = pgTable('site_configs', {
  id: id(),
  name: text('name').notNull().unique('site_configs_name_unique'),
  value: text('value').notNull(),
  public: boolean('public').notNull().default(false),
});

export const ads = pgTable('ads', {
  id: id(),
  title: text('title').notNull(),
  image: text('image').notNull(),
  link: text('link').notNull(),
  position: text('position').notNull().default('home'),
  sort: integer('sort').notNull().default(0),
  active: boolean('active').notNull().default(true),
});

export const trackingScripts = pgTable('tracking_scripts', {
  id: id(),
  name: text('name').notNull(),
  content: text('content').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  sort: integer('sort').notNull().default(0),
});

export const languages = pgTable('languages', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
});

export const settings = pgTable(
  'settings',
  {
    id: id(),
    groupName: text('group_name').notNull(),
    name: text('name').notNull(),
    value: text('value').notNull(),
  },
  (t) => [uniqueIndex('settings_group_name_unique').on(t.groupName, t.name)],
);

// ---------------------------------------------------------------------------------------------
// Rewards (issue 4): points ledger, draw chances, prize tables, draws, delivery addresses.
// ---------------------------------------------------------------------------------------------

export const POINT_SOURCE_VALUES = ['wheel', 'draw', 'chest', 'invite', 'share', 'other'] as const;
export const GAME_VALUES = ['wheel', 'giftbox', 'chest'] as const;
export const PRIZE_KIND_VALUES = ['points', 'physical', 'nothing'] as const;
/** none: a 'nothing' prize; pending: a physical prize waiting for an address; review → success | failed. */
export const DRAW_STATUS_VALUES = ['none', 'success', 'pending', 'review', 'failed'] as const;

/**
 * One row per change of a member's points. Written only by services/ledger.ts, in the same
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
    weight: integer('weight').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    index('prizes_game_idx').on(t.game, t.sort),
    check('prizes_weight_positive', sql`${t.weight} > 0`),
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

// ---- Wallet and withdrawal (issue 6) ---------------------------------------------------------

/** What points can be turned into: platform, points per unit, limits of the amount (in units). */
export const conversionTypes = pgTable(
  'conversion_types',
  {
    id: id(),
    name: text('name').notNull(),
    platform: text('platform').notNull(),
    unit: text('unit').notNull().default('R$'),
    rate: integer('rate').notNull(),
    minAmount: integer('min_amount').notNull(),
    maxAmount: integer('max_amount').notNull(),
    active: boolean('active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    check('conversion_types_rate_positive', sql`${t.rate} > 0`),
    check('conversion_types_limits', sql`${t.minAmount} > 0 and ${t.maxAmount} >= ${t.minAmount}`),
  ],
);

/** One per member: the withdrawal password (scrypt), its wrong tries and locks, and the account paid into. */
export const wallets = pgTable(
  'wallets',
  {
    userId: bigint('user_id', { mode: 'number' }).primaryKey().references(() => users.id),
    account: text('account'),
    passwordHash: text('password_hash'),
    failedTries: integer('failed_tries').notNull().default(0),
    /** How many locks so far: each lasts twice the one before. */
    lockLevel: integer('lock_level').notNull().default(0),
    lockedUntil: at('locked_until'),
    passwordChangedAt: at('password_changed_at'),
    updatedAt: createdAt(),
  },
  (t) => [check('wallets_failed_tries_range', sql`${t.failedTries} >= 0`)],
);

export const withdrawals = pgTable(
  'withdrawals',
  {
    id: id(),
    userId: bigint('user_id', { mode: 'number' }).notNull().references(() => users.id),
    requestKey: text('request_key').notNull(),
    conversionTypeId: bigint('conversion_type_id', { mode: 'number' }).notNull().references(() => conversionTypes.id),
    typeName: text('type_name').notNull(),
    platform: text('platform').notNull(),
    unit: text('unit').notNull(),
    account: text('account').notNull(),
    amount: integer('amount').notNull(),
    points: integer('points').notNull(),
    status: text('status', { enum: ['progress', 'success', 'failed'] }).notNull().default('progress'),
    remark: text('remark'),
    debitEntryId: bigint('debit_entry_id', { mode: 'number' }).notNull().references(() => pointsLedger.id),
    refundEntryId: bigint('refund_entry_id', { mode: 'number' }).references(() => pointsLedger.id),
    createdAt: createdAt(),
    decidedAt: at('decided_at'),
  },
  (t) => [
    uniqueIndex('withdrawals_user_key_unique').on(t.userId, t.requestKey),
    index('withdrawals_user_idx').on(t.userId, t.id),
    index('withdrawals_status_idx').on(t.status, t.id),
    check('withdrawals_points_positive', sql`${t.points} > 0 and ${t.amount} > 0`),
    check('withdrawals_refund_only_failed', sql`(${t.refundEntryId} is null) = (${t.status} <> 'failed')`),
  ],
);

/** Station messages (pages/personal/stationMsg): what the platform tells one member. */
export const stationMessages = pgTable(
  'station_messages',
  {
    id: id(),
    userId: bigint('user_id', { mode: 'number' }).notNull().references(() => users.id),
    title: text('title').notNull(),
    body: text('body').notNull(),
    readAt: at('read_at'),
    createdAt: createdAt(),
  },
  (t) => [index('station_messages_user_idx').on(t.userId, t.id)],
);

// ---- Promo markets (issue 5) -----------------------------------------------------------------

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
