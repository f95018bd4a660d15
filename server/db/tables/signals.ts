/**
 * Risk events (docs/risk.md): who did what, from which device, when, with the address and the
 * browser only as keyed hashes. Facts for reviewers comparing accounts; kept 90 days.
 */
import { bigint, index, pgTable, text } from 'drizzle-orm/pg-core';
import { users, visitors } from './accounts.ts';
import { createdAt, id } from './columns.ts';

export const RISK_EVENT_KINDS = ['register', 'sign_in', 'session_open', 'invite_bound', 'withdrawal_request'] as const;
export type RiskEventKind = (typeof RISK_EVENT_KINDS)[number];

export const riskEvents = pgTable(
  'risk_events',
  {
    id: id(),
    kind: text('kind', { enum: RISK_EVENT_KINDS }).notNull(),
    /** Null for a visitor's session opening (no member yet). */
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'cascade' }),
    visitorId: bigint('visitor_id', { mode: 'number' }).references(() => visitors.id, { onDelete: 'cascade' }),
    /** HMAC-SHA256 of the address with the server's signals key: equal addresses compare equal, the address is not readable back. */
    ipHash: text('ip_hash').notNull(),
    /** The same for the User-Agent header; null when the request had none. */
    userAgentHash: text('user_agent_hash'),
    createdAt: createdAt(),
  },
  (t) => [
    index('risk_events_user_idx').on(t.userId, t.createdAt),
    index('risk_events_visitor_idx').on(t.visitorId),
    index('risk_events_ip_idx').on(t.ipHash),
    // The 90-day clean-up reads the oldest rows first.
    index('risk_events_created_idx').on(t.createdAt),
  ],
);
