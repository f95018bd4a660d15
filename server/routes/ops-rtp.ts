/**
 * RTP readings from outside: an operator's batch, a CSV from the console (preview, then import),
 * the feeds (list, create with a key shown once, revoke) and what a feed posts with its own key.
 * Every write tells the RTP tabs at once (services/rtp-readings.ts); operators' writes are audited.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { serveCall } from '../http/serve-call.ts';
import { importCsv, previewCsv } from '../services/rtp-csv.ts';
import { createFeed, deliverFeedBatch, listFeeds, revokeFeed } from '../services/rtp-feeds.ts';
import { addReadingBatch } from '../services/rtp-readings.ts';

export function registerOpsRtpRoutes(app: FastifyInstance, ctx: AppContext): void {
  serveCall(app, ctx, 'rtpReadings', async (input, call) => addReadingBatch(ctx, call.actor, input.readings));
  serveCall(app, ctx, 'rtpCsvPreview', async (input) => previewCsv(ctx, input.csv));
  serveCall(app, ctx, 'rtpCsvImport', async (input, call) => importCsv(ctx, call.actor, input.csv));
  serveCall(app, ctx, 'rtpFeedList', async () => listFeeds(ctx));
  serveCall(app, ctx, 'rtpFeedCreate', async (input, call) => createFeed(ctx, call.actor, input.name));
  serveCall(app, ctx, 'rtpFeedRevoke', async (input, call) => revokeFeed(ctx, call.actor, input.id));
  serveCall(app, ctx, 'rtpFeedReadings', async (input, call) => deliverFeedBatch(ctx, call.feed, input.readings));
}
