/** The install reports of the notifyws socket: one row per visitor and display mode. */
import { bigint, index, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, id } from './columns.ts';
import { users, visitors } from './accounts.ts';

export const appInstalls = pgTable(
  'app_installs',
  {
    id: id(),
    visitorId: bigint('visitor_id', { mode: 'number' }).notNull().references(() => visitors.id),
    /** The member who signed in on that socket, once known (the auth message). */
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id),
    /** The channel of the first report; later ones do not change it. */
    channel: text('channel'),
    /** 1 in a browser tab, 2 installed (display-mode standalone), as the spec's isPwa. */
    isPwa: smallint('is_pwa').notNull(),
    firstSeenAt: at('first_seen_at').notNull(),
    lastSeenAt: at('last_seen_at').notNull(),
  },
  (table) => [uniqueIndex('app_installs_visitor_mode_unique').on(table.visitorId, table.isPwa), index('app_installs_user_idx').on(table.userId)],
);
