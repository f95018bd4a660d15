/** Shares for verification: campaigns members share, and what they send back. */
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { SHARE_PLATFORMS, SHARE_STATUSES } from '../../../src/domain/contract/share-values.ts';
import { users } from './accounts.ts';
import { pointsLedger } from './rewards.ts';
import { uploads } from './uploads.ts';
import { at, createdAt, id } from './columns.ts';

export const shareCampaigns = pgTable('share_campaigns', {
  id: id(),
  title: text('title').notNull(),
  image: text('image').notNull(),
  text: text('text').notNull(),
  link: text('link').notNull(),
  /** Where a post of this campaign may be (SHARE_PLATFORMS). */
  platforms: text('platforms', { enum: SHARE_PLATFORMS }).array().notNull(),
  points: integer('points').notNull(),
  /** Reward attempts per member and reward day; a rejected submission gives its attempt back. */
  dailyLimit: integer('daily_limit').notNull(),
  /** The campaign is offered from opensAt until closesAt (either open-ended when null). */
  opensAt: at('opens_at'),
  closesAt: at('closes_at'),
  active: boolean('active').notNull().default(true),
  sort: integer('sort').notNull().default(0),
  createdAt: createdAt(),
});

export const shareSubmissions = pgTable(
  'share_submissions',
  {
    id: id(),
    userId: bigint('user_id', { mode: 'number' }).notNull().references(() => users.id),
    campaignId: bigint('campaign_id', { mode: 'number' }).notNull().references(() => shareCampaigns.id),
    url: text('url').notNull(),
    /** shareUrlKey(url): one post is claimed once, by anyone, whatever its status. */
    urlKey: text('url_key').notNull(),
    uploadId: bigint('upload_id', { mode: 'number' }).references(() => uploads.id),
    status: text('status', { enum: SHARE_STATUSES }).notNull().default('review'),
    remark: text('remark'),
    /** The campaign's reward when sent: a later change of the campaign does not change a promise. */
    points: integer('points').notNull(),
    /** São Paulo day of the submission (calendar.ts): the day whose attempt it uses. */
    rewardDay: text('reward_day').notNull(),
    ledgerEntryId: bigint('ledger_entry_id', { mode: 'number' }).references(() => pointsLedger.id),
    createdAt: createdAt(),
    decidedAt: at('decided_at'),
  },
  (t) => [
    uniqueIndex('share_submissions_url_key_unique').on(t.urlKey),
    index('share_submissions_attempts').on(t.userId, t.campaignId, t.rewardDay).where(sql`${t.status} <> 'rejected'`),
    index('share_submissions_user_id').on(t.userId, t.id),
    index('share_submissions_status_id').on(t.status, t.id),
  ],
);
