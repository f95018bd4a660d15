/**
 * Web push and device reports: the server's own secrets (VAPID keys), each browser's
 * push subscription, the fingerprints browsers report at launch and each member's address history.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { users, visitors } from './accounts.ts';
import { at, createdAt, id } from './columns.ts';

/** Secrets the server makes for itself on first start (`vapid`: the web push key pair), one row per name. */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: createdAt(),
});

/**
 * One row per push endpoint (unique): a browser that subscribes again replaces its keys and owner.
 * Bound to the member when the call carried a member token, else to the visitor; only members'
 * rows receive station messages. A 404/410 from the push service deletes the row.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    endpoint: text('endpoint').notNull().unique('push_subscriptions_endpoint_unique'),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'cascade' }),
    visitorId: bigint('visitor_id', { mode: 'number' }).references(() => visitors.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/** Browser fingerprints reported at launch (updateBrowserFingerprint); the last few per member or visitor are kept. */
export const deviceReports = pgTable(
  'device_reports',
  {
    id: id(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'cascade' }),
    visitorId: bigint('visitor_id', { mode: 'number' }).references(() => visitors.id, { onDelete: 'cascade' }),
    fingerprint: text('fingerprint').notNull(),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    index('device_reports_user_idx').on(t.userId, t.id),
    index('device_reports_visitor_idx').on(t.visitorId, t.id),
    check('device_reports_owner', sql`${t.userId} is not null or ${t.visitorId} is not null`),
  ],
);

/**
 * A member's addresses (updateIpUser): one row per stay at an address, from first to last report
 * there; a report from the address of the newest row only moves its `last_seen_at`. The last 20
 * rows per member are kept. The invite farming guard compares two members' stays.
 */
export const memberAddresses = pgTable(
  'member_addresses',
  {
    id: id(),
    userId: bigint('user_id', { mode: 'number' }).notNull().references(() => users.id, { onDelete: 'cascade' }),
    ip: text('ip').notNull(),
    firstSeenAt: at('first_seen_at').notNull(),
    lastSeenAt: at('last_seen_at').notNull(),
  },
  (t) => [index('member_addresses_user_idx').on(t.userId, t.id), index('member_addresses_ip_idx').on(t.ip)],
);
