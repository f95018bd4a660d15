/** Station messages: what the platform tells one member, or every member at once. */
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { at, createdAt, id } from './columns.ts';

/**
 * One row per message. `user_id` names the one member it is for; null is an operator broadcast,
 * stored once and seen by every member who had an account when it was sent (docs/architecture.md).
 */
export const stationMessages = pgTable(
  'station_messages',
  {
    id: id(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id),
    title: text('title').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('station_messages_user_idx').on(t.userId, t.id),
    check('station_messages_title_length', sql`char_length(${t.title}) between 1 and 200`),
  ],
);

/** A member has read a message: at most one row per (message, member), so marking twice is harmless. */
export const stationMessageReads = pgTable(
  'station_message_reads',
  {
    messageId: bigint('message_id', { mode: 'number' }).notNull().references(() => stationMessages.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' }).notNull().references(() => users.id),
    readAt: at('read_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.userId] }), index('station_message_reads_user_idx').on(t.userId, t.messageId)],
);
