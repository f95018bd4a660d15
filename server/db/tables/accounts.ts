/** Accounts and site content: members, sessions, captchas, codes, outbox, configuration. */
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, boolean, check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns.ts';

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
    /**
     * The member's own upload shown as profile photo; `avatar` holds its URL. No
     * foreign key: uploads.ts imports this file, and the upload is marked referenced, so the
     * cleanup never removes it.
     */
    avatarUploadId: bigint('avatar_upload_id', { mode: 'number' }),
    realName: text('real_name'),
    birthDate: date('birth_date', { mode: 'string' }),
    points: integer('points').notNull().default(0),
    disabled: boolean('disabled').notNull().default(false),
    parentId: bigint('parent_id', { mode: 'number' }).references((): AnyPgColumn => users.id),
    /** The short code of the member's invite link (not the id); given on first use (services/invites.ts). */
    inviteCode: text('invite_code'),
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
    uniqueIndex('users_invite_code_unique').on(t.inviteCode),
    check('users_points_not_negative', sql`${t.points} >= 0`),
  ],
);

export const visitors = pgTable(
  'visitors',
  {
    id: id(),
    /**
     * The device's identity: an id the server issued and signed (server/signals/device-key.ts).
     * Rows from before the server issued ids hold the id the browser computed; the first call
     * that names one without a key adopts it and gets its key (`keyed_at` set), later ones do not.
     */
    deviceId: text('device_id').notNull().unique('visitors_device_id_unique'),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id),
    channelFrom: text('channel_from'),
    lastIp: text('last_ip'),
    createdAt: createdAt(),
    /** When the server first gave this device its key; null for a device from before keys that has not called since. */
    keyedAt: at('keyed_at'),
    /** The id the browser computed from its traits (src/lib/fingerprint.ts), last reported: a hint only, shared by identical phones and forged at will. */
    traitsId: text('traits_id'),
    /** What the browser's automation check (@fingerprintjs/botd) last said: a fact for reviewers, never a gate. */
    botDetected: boolean('bot_detected'),
    botKind: text('bot_kind'),
  },
  (t) => [index('visitors_traits_idx').on(t.traitsId)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    tokenHash: text('token_hash').notNull().unique('sessions_token_hash_unique'),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id),
    visitorId: bigint('visitor_id', { mode: 'number' }).references(() => visitors.id),
    createdAt: createdAt(),
    /** Moved forward at most once an hour by use; idle sessions expire from it. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: at('revoked_at'),
    /**
     * A member's bearer token is short-lived: past this it answers 401 until the refresh token
     * (an httpOnly cookie) gives a new one. Null for visitor sessions, whose token has no rights.
     */
    accessExpiresAt: at('access_expires_at'),
    /** The token a refresh replaced, still accepted until `previousValidUntil` (calls in flight, other tabs). */
    previousTokenHash: text('previous_token_hash'),
    previousValidUntil: at('previous_valid_until'),
    /** Hash of the member session's refresh token (cookie, never readable by script). */
    refreshHash: text('refresh_hash').unique('sessions_refresh_hash_unique'),
  },
  (t) => [
    index('sessions_user_idx').on(t.userId),
    // By visitor: the invite farming guard finds who else used a device.
    index('sessions_visitor_idx').on(t.visitorId),
    index('sessions_last_seen_idx').on(t.lastSeenAt),
    index('sessions_previous_token_idx').on(t.previousTokenHash),
  ],
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
    /** The address that asked for it: codes per address are limited (SMS pumping). */
    requestedIp: text('requested_ip'),
    /** The message that carries it: the member's form follows its delivery. */
    outboxId: bigint('outbox_id', { mode: 'number' }).references((): AnyPgColumn => outbox.id),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [
    index('verification_codes_target_idx').on(t.target, t.createdAt),
    index('verification_codes_ip_idx').on(t.requestedIp, t.createdAt),
  ],
);

export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed', 'dead'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/**
 * A durable queue of what leaves by SMS or e-mail. `pending` waits for its first try, `failed`
 * for a retry at `next_attempt_at`, `sending` is held by one dispatcher until `locked_until`
 * (a process that dies mid-send leaves it to be claimed again after that), `sent` and `dead`
 * are final.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    /** The e-mail's HTML part (the text part is `body`). */
    html: text('html'),
    status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    lockedUntil: at('locked_until'),
    /** Which provider took it ('smtp', 'twilio', 'demo'), and its id for the message. */
    provider: text('provider'),
    providerMessageId: text('provider_message_id'),
    lastError: text('last_error'),
    sentAt: at('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('outbox_recipient_idx').on(t.recipient, t.id),
    index('outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} in ('pending', 'failed', 'sending')`),
    index('outbox_channel_created_idx').on(t.channel, t.createdAt),
    // /metrics reads the backlog and the dead at every scrape: only those rows, never the sent ones (repositories/metrics.ts).
    index('outbox_unsent_idx').on(t.channel, t.createdAt).where(sql`${t.status} in ('pending', 'failed', 'sending')`),
    index('outbox_dead_idx').on(t.channel).where(sql`${t.status} = 'dead'`),
  ],
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
