/**
 * RTP feeds: sources that post readings themselves with a key of their own. The key is shown
 * once when the feed is made and kept only as its SHA-256; a revoked feed's key stops working at
 * once. The RTP tab says it updates itself only while a feed has delivered within the live window.
 */
import type { RtpFeed, RtpReadingInput } from '../../src/domain/contract/ops-rtp.ts';
import { OPS_RTP_MESSAGES as M } from '../../src/domain/ops-rtp.pt.ts';
import type { AppContext } from '../context.ts';
import type { Transaction } from '../db/client.ts';
import * as repo from '../repositories/rtp-feeds.ts';
import { newToken, sha256 } from '../security/tokens.ts';
import { audited } from './audit.ts';
import type { Actor } from './operators.ts';
import { refused } from './refusal.ts';
import { checkBatch, writeReadings } from './rtp-readings.ts';

/** A feed counts as live while its last batch is at most this old. */
export const LIVE_WINDOW_MS = 60 * 60_000;
/** Tells a feed's key from other secrets in a log or a config file. */
const KEY_PREFIX = 'rtpf_';

const iso = (at: Date | null) => (at ? at.toISOString() : null);

function toFeed(ctx: AppContext, row: repo.FeedRow): RtpFeed {
  const live = !row.revokedAt && !!row.lastReadingAt && ctx.now().getTime() - row.lastReadingAt.getTime() <= LIVE_WINDOW_MS;
  return { id: row.id, name: row.name, created_at: row.createdAt.toISOString(), last_reading_at: iso(row.lastReadingAt), revoked_at: iso(row.revokedAt), live };
}

export async function listFeeds(ctx: AppContext): Promise<{ list: RtpFeed[] }> {
  return { list: (await repo.listFeeds(ctx.db)).map((row) => toFeed(ctx, row)) };
}

export async function createFeed(ctx: AppContext, actor: Actor, name: string): Promise<{ feed: RtpFeed; key: string }> {
  const key = `${KEY_PREFIX}${newToken()}`;
  const row = await audited(
    ctx, actor, (tx) => repo.insertFeed(tx, name, sha256(key), ctx.now()),
    (created) => ({ action: 'rtp.feed.create', target: `rtp-feed:${created.id}`, detail: { name } }),
  );
  return { feed: toFeed(ctx, row), key };
}

export async function revokeFeed(ctx: AppContext, actor: Actor, id: number): Promise<RtpFeed> {
  const revoke = async (tx: Transaction) => {
    const revoked = await repo.revokeFeed(tx, id, ctx.now());
    if (!revoked) throw refused(M.feedNotFound);
    return revoked;
  };
  const row = await audited(ctx, actor, revoke, (revoked) => ({ action: 'rtp.feed.revoke', target: `rtp-feed:${revoked.id}`, detail: { name: revoked.name } }));
  return toFeed(ctx, row);
}

/** The feed a key belongs to, or null when the key is unknown or its feed revoked. */
export async function feedOfKey(ctx: AppContext, key: string): Promise<repo.FeedRow | null> {
  return (await repo.findLiveFeedByKeyHash(ctx.db, sha256(key))) ?? null;
}

/** A feed's batch: written with the feed's delivery time in one transaction, all or nothing. */
export async function deliverFeedBatch(ctx: AppContext, feedId: number, readings: RtpReadingInput[]): Promise<{ inserted: number }> {
  const checked = await checkBatch(ctx, readings);
  const inserted = await ctx.db.transaction(async (tx) => {
    const count = await writeReadings(ctx, checked, tx);
    await repo.markFeedDelivered(tx, feedId, ctx.now());
    return count;
  });
  return { inserted };
}

/** What the RTP tab says of its figures: live (a feed delivered lately), else when the newest reading is from. */
export async function readingFreshness(ctx: AppContext): Promise<{ live: boolean; last_reading_at: string | null }> {
  const [live, newest] = await Promise.all([
    repo.anyFeedDeliveredSince(ctx.db, new Date(ctx.now().getTime() - LIVE_WINDOW_MS)),
    repo.newestReadingAt(ctx.db),
  ]);
  return { live, last_reading_at: iso(newest) };
}
