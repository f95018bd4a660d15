/** Wallet and withdrawal. */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { WITHDRAWAL_STATUSES } from '../../../src/domain/contract/wallet-values.ts';
import { users } from './accounts.ts';
import { pointsLedger } from './rewards.ts';
import { at, createdAt, id } from './columns.ts';

// ---- Wallet and withdrawal ---------------------------------------------------------

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
    status: text('status', { enum: WITHDRAWAL_STATUSES }).notNull().default('progress'),
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
    // The risk rules count the accounts that asked withdrawals to one key in 30 days.
    index('withdrawals_account_idx').on(t.account, t.createdAt),
    check('withdrawals_points_positive', sql`${t.points} > 0 and ${t.amount} > 0`),
    check('withdrawals_refund_only_failed', sql`(${t.refundEntryId} is null) = (${t.status} <> 'failed')`),
  ],
);
