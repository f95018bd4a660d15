/** Invites: who invited whom, and whether the inviter was rewarded for it. */
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { at, createdAt, id } from './columns.ts';

/** `pending`: the reward waits in pending_points for the friend's first draw (services/pending-points.ts). */
export const INVITE_OUTCOMES = ['pending', 'rewarded', 'refused'] as const;
/** Why an invite earned nothing (the farming guard, docs/server.md "Invites"). */
/** `inviter_address` is no longer decided (one carrier address hides thousands of honest members); old rows keep it. */
export const INVITE_REFUSALS = ['inviter_device', 'rewarded_friend_device', 'inviter_address', 'linked', 'allowance'] as const;

/**
 * One row per invited friend (unique `friend_id`: a member is bound to one inviter, once).
 * `qualified_at` is set once, when the friend completes the profile; the same statement decides
 * the reward, so `outcome` is null only while the friend's profile is incomplete.
 */
export const invites = pgTable(
  'invites',
  {
    id: id(),
    inviterId: bigint('inviter_id', { mode: 'number' }).notNull().references(() => users.id),
    friendId: bigint('friend_id', { mode: 'number' }).notNull().references(() => users.id).unique('invites_friend_unique'),
    createdAt: createdAt(),
    qualifiedAt: at('qualified_at'),
    outcome: text('outcome', { enum: INVITE_OUTCOMES }),
    refusal: text('refusal', { enum: INVITE_REFUSALS }),
    points: integer('points').notNull().default(0),
    chances: integer('chances').notNull().default(0),
  },
  (t) => [
    index('invites_inviter_idx').on(t.inviterId, t.id),
    index('invites_rewarded_idx').on(t.outcome, t.qualifiedAt),
    check('invites_not_self', sql`${t.inviterId} <> ${t.friendId}`),
    check('invites_refusal_only_when_refused', sql`(${t.outcome} = 'refused') = (${t.refusal} is not null)`),
  ],
);
