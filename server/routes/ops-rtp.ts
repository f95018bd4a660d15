/**
 * RTP readings from outside: an operator's batch, a CSV from the console (preview, then import),
 * the feeds (list, create with a key shown once, revoke) and what a feed posts with its own key.
 * Every write tells the RTP tabs at once (services/rtp-readings.ts); operators' writes are audited.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FEED_KEY_HEADER } from '../../src/domain/contract/ops-rtp.ts';
import { OPS_RTP_MESSAGES as M } from '../../src/domain/ops-rtp.pt.ts';
import type { AppContext } from '../context.ts';
import { ApiError } from '../http/envelope.ts';
import { opsHeader } from '../http/ops-guard.ts';
import { operatorOf, serveOps } from '../http/serve-ops.ts';
import { recordDecision } from '../services/audit.ts';
import { importCsv, previewCsv } from '../services/rtp-csv.ts';
import { createFeed, deliverFeedBatch, feedOfKey, listFeeds, revokeFeed } from '../services/rtp-feeds.ts';
import { addReadingBatch } from '../services/rtp-readings.ts';

const feeds = new WeakMap<FastifyRequest, number>();

/** The `feed` guard: a feed's own key, not revoked; anything else is 401 before the body is read. */
function feedGuard(ctx: AppContext) {
  return async (request: FastifyRequest): Promise<void> => {
    const key = opsHeader(request, FEED_KEY_HEADER);
    const feed = key ? await feedOfKey(ctx, key) : null;
    if (!feed) throw new ApiError(401, M.feedKeyInvalid);
    feeds.set(request, feed.id);
  };
}

function feedOf(request: FastifyRequest): number {
  const id = feeds.get(request);
  if (id === undefined) throw new ApiError(401, M.feedKeyInvalid);
  return id;
}

export function registerOpsRtpRoutes(app: FastifyInstance, ctx: AppContext): void {
  serveOps(app, ctx, 'rtpReadings', async (input, call) => {
    const receipt = await addReadingBatch(ctx, input.readings);
    await recordDecision(ctx, operatorOf(call), { action: 'rtp.readings', target: 'rtp', detail: { inserted: receipt.inserted } });
    return receipt;
  });
  serveOps(app, ctx, 'rtpCsvPreview', async (input) => previewCsv(ctx, input.csv));
  serveOps(app, ctx, 'rtpCsvImport', async (input, call) => importCsv(ctx, operatorOf(call), input.csv));
  serveOps(app, ctx, 'rtpFeedList', async () => listFeeds(ctx));
  serveOps(app, ctx, 'rtpFeedCreate', async (input, call) => createFeed(ctx, operatorOf(call), input.name));
  serveOps(app, ctx, 'rtpFeedRevoke', async (input, call) => revokeFeed(ctx, operatorOf(call), input.id));
  serveOps(app, ctx, 'rtpFeedReadings', async (input, call) => deliverFeedBatch(ctx, feedOf(call.request), input.readings), {
    preHandler: feedGuard(ctx),
    config: { rateLimit: ctx.rateLimits.rtpFeed },
  });
}
