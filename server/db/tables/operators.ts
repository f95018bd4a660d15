/** Operator accounts, their sessions (never a member's), the audit of decisions, feedback replies. */
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { OPERATOR_ROLES } from '../../../src/domain/contract/ops-roles.ts';
import { at, createdAt, id } from './columns.ts';
import { feedback } from './uploads.ts';

/**
 * `failedTries` and `lockedUntil` limit password guessing per account (the per-IP limit is the
 * rate limiter's). `role` decides which operator calls the account may make (ops-roles.ts);
 * accounts made before roles existed could do everything, so they stay admins. `totpSecret` set:
 * sign-in also asks for the authenticator's code; `totpPendingSecret` is one shown as a QR and not
 * yet confirmed with a code. `version` grows with every change an admin makes to the account.
 */
export const operators = pgTable(
  'operators',
  {
    id: id(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: OPERATOR_ROLES }).notNull().default('admin'),
    failedTries: integer('failed_tries').notNull().default(0),
    lockedUntil: at('locked_until'),
    disabledAt: at('disabled_at'),
    totpSecret: text('totp_secret'),
    totpPendingSecret: text('totp_pending_secret'),
    /** The 30 s step of the last code accepted: a code works once, never again in its window. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('operators_name_unique').on(sql`lower(${t.name})`),
    check('operators_role_known', sql`${t.role} in ('admin', 'reviewer', 'content')`),
  ],
);

/** Its own table: an operator token is never found among member sessions, nor a member token here. */
export const operatorSessions = pgTable('operator_sessions', {
  id: id(),
  tokenHash: text('token_hash').notNull().unique('operator_sessions_token_hash_unique'),
  operatorId: bigint('operator_id', { mode: 'number' }).notNull().references(() => operators.id),
  createdAt: createdAt(),
  expiresAt: at('expires_at').notNull(),
  revokedAt: at('revoked_at'),
});

/** Who decided what and when: `actor` is the operator's name, or `cli` for the shared secret. */
export const opsAudit = pgTable(
  'ops_audit',
  {
    id: id(),
    actor: text('actor').notNull(),
    operatorId: bigint('operator_id', { mode: 'number' }).references(() => operators.id),
    action: text('action').notNull(),
    target: text('target').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('ops_audit_created').on(t.createdAt)],
);

/** At most one reply per feedback (the primary key); the reply also goes to the member as a station message. */
export const feedbackReplies = pgTable('feedback_replies', {
  feedbackId: bigint('feedback_id', { mode: 'number' }).primaryKey().references(() => feedback.id),
  actor: text('actor').notNull(),
  body: text('body').notNull(),
  createdAt: at('created_at').notNull(),
});

/**
 * What the system tells operators (the console's notices): an SMS budget nearly spent, a message
 * that could not be sent. `key` makes a notice once per cause (e.g. `sms-budget-80:2026-11-27`).
 */
export const opsNotices = pgTable('ops_notices', {
  id: id(),
  key: text('key').notNull().unique('ops_notices_key_unique'),
  title: text('title').notNull(),
  body: text('body').notNull(),
  createdAt: at('created_at').notNull(),
  readAt: at('read_at'),
});
