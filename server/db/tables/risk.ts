/**
 * The economy's defence (docs/risk.md): what links accounts, the rules that judge withdrawals,
 * the holds they put on them, the allow and deny lists, and each member's risk score.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  PENDING_STATUSES, RISK_EXPIRY_ACTIONS, RISK_HOLD_STATUSES, RISK_LIST_KINDS, RISK_LISTS, RISK_MARK_KINDS, RISK_OUTCOMES,
} from '../../../src/domain/contract/risk-values.ts';
import { users } from './accounts.ts';
import { withdrawals } from './wallet.ts';
import { at, createdAt, id } from './columns.ts';


/**
 * What an account was seen with, normalised (a device's visitor id, a Pix key in its canonical
 * form, a CPF's digits, a phone in E.164, an e-mail without case, `+tag` or the dots its provider
 * ignores). Two accounts with one row's (kind, value) are linked.
 */
export const riskMarks = pgTable(
  'risk_marks',
  {
    kind: text('kind', { enum: RISK_MARK_KINDS }).notNull(),
    value: text('value').notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull().references(() => users.id),
    firstSeen: at('first_seen').notNull().defaultNow(),
    lastSeen: at('last_seen').notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'risk_marks_pk', columns: [t.kind, t.value, t.userId] }), index('risk_marks_user_idx').on(t.userId)],
);

/**
 * A rule: a condition over facts (services/risk-facts.ts), what it does when it holds, the score
 * it adds and the reason reviewers read. Each save bumps `version` and keeps the old one in
 * risk_rule_versions.
 */
export const riskRules = pgTable(
  'risk_rules',
  {
    id: id(),
    code: text('code').notNull().unique('risk_rules_code_unique'),
    name: text('name').notNull(),
    condition: text('condition').notNull(),
    outcome: text('outcome', { enum: RISK_OUTCOMES }).notNull(),
    score: integer('score').notNull().default(0),
    reason: text('reason').notNull(),
    holdDays: integer('hold_days').notNull().default(7),
    onExpiry: text('on_expiry', { enum: RISK_EXPIRY_ACTIONS }).notNull().default('release'),
    enabled: boolean('enabled').notNull().default(true),
    version: integer('version').notNull().default(1),
    updatedAt: createdAt(),
    updatedBy: text('updated_by').notNull().default('sistema'),
  },
  (t) => [
    check('risk_rules_score_range', sql`${t.score} between 0 and 100`),
    check('risk_rules_hold_days_range', sql`${t.holdDays} between 1 and 90`),
  ],
);

export const riskRuleVersions = pgTable(
  'risk_rule_versions',
  {
    ruleId: bigint('rule_id', { mode: 'number' }).notNull().references(() => riskRules.id),
    version: integer('version').notNull(),
    rule: jsonb('rule').notNull(),
    savedBy: text('saved_by').notNull(),
    savedAt: createdAt(),
  },
  (t) => [primaryKey({ name: 'risk_rule_versions_pk', columns: [t.ruleId, t.version] })],
);

/** A withdrawal held by the rules: open until a reviewer or its deadline releases or refuses it. */
export const riskHolds = pgTable(
  'risk_holds',
  {
    id: id(),
    withdrawalId: bigint('withdrawal_id', { mode: 'number' }).notNull().references(() => withdrawals.id).unique('risk_holds_withdrawal_unique'),
    userId: bigint('user_id', { mode: 'number' }).notNull().references(() => users.id),
    /** [{ code, reason }] of the rules that held it, and what links the member to others. */
    reasons: jsonb('reasons').notNull(),
    score: integer('score').notNull(),
    status: text('status', { enum: RISK_HOLD_STATUSES }).notNull().default('open'),
    expiresAt: at('expires_at').notNull(),
    onExpiry: text('on_expiry', { enum: RISK_EXPIRY_ACTIONS }).notNull(),
    createdAt: createdAt(),
    decidedAt: at('decided_at'),
    decidedBy: text('decided_by'),
  },
  (t) => [index('risk_holds_open_idx').on(t.status, t.expiresAt), index('risk_holds_user_idx').on(t.userId)],
);

/** Allow and deny lists: what an operator vouched for or barred. */
export const riskListEntries = pgTable(
  'risk_list_entries',
  {
    id: id(),
    list: text('list', { enum: RISK_LISTS }).notNull(),
    kind: text('kind', { enum: RISK_LIST_KINDS }).notNull(),
    value: text('value').notNull(),
    note: text('note').notNull().default(''),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('risk_list_entries_unique').on(t.list, t.kind, t.value)],
);

/** A member's risk score (0–100): the rules' scores at the last evaluation, and "marcar como suspeito". */
export const riskScores = pgTable(
  'risk_scores',
  {
    userId: bigint('user_id', { mode: 'number' }).primaryKey().references(() => users.id),
    score: integer('score').notNull(),
    /** Raised by hand ("marcar como suspeito") on this member or one linked to it. */
    flagged: integer('flagged').notNull().default(0),
    updatedAt: createdAt(),
  },
  (t) => [index('risk_scores_score_idx').on(t.score), check('risk_scores_range', sql`${t.score} between 0 and 100`)],
);

/**
 * Points earned but not yet spendable (docs/risk.md "Pending points"): an invite's reward waits
 * for the friend's first draw plus a delay, then is credited under its own ledger key, or reversed
 * if the two accounts turned out linked. Never part of users.points until released, so the ledger's
 * invariant (entries = balance) holds throughout; `entry_id` is the credit that released it.
 */
export const pendingPoints = pgTable(
  'pending_points',
  {
    id: id(),
    userId: bigint('user_id', { mode: 'number' }).notNull().references(() => users.id),
    amount: integer('amount').notNull(),
    source: text('source').notNull(),
    /** The ledger key the release credits under: unique per member, so a release happens once. */
    ledgerKey: text('ledger_key').notNull(),
    reason: text('reason').notNull(),
    reference: text('reference'),
    /** The account whose qualifying action (first draw) starts the delay. */
    waitsFor: bigint('waits_for', { mode: 'number' }).references(() => users.id),
    releaseAfter: at('release_after'),
    status: text('status', { enum: PENDING_STATUSES }).notNull().default('pending'),
    /** Reviewers' reason for a reversal (never shown to the member). */
    note: text('note'),
    entryId: bigint('entry_id', { mode: 'number' }),
    createdAt: createdAt(),
    decidedAt: at('decided_at'),
  },
  (t) => [
    uniqueIndex('pending_points_user_key_unique').on(t.userId, t.ledgerKey),
    index('pending_points_waiting_idx').on(t.status, t.releaseAfter),
    check('pending_points_amount_positive', sql`${t.amount} > 0`),
    check('pending_points_released_has_entry', sql`(${t.status} = 'released') = (${t.entryId} is not null)`),
  ],
);

/**
 * Reward points each member was paid per São Paulo month (`month`: its first day), from the
 * sources the monthly allowance covers (services/reward-allowance.ts): invites, shares, tasks,
 * codes and rain envelopes. Written in the transaction that credits them, under the member's lock.
 */
export const rewardMonths = pgTable(
  'reward_months',
  {
    userId: bigint('user_id', { mode: 'number' }).notNull().references(() => users.id),
    month: text('month').notNull(),
    points: integer('points').notNull(),
  },
  (t) => [primaryKey({ name: 'reward_months_pk', columns: [t.userId, t.month] }), check('reward_months_points_not_negative', sql`${t.points} >= 0`)],
);
