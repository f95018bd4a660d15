/** RTP market and sponsors: public reads; the market answers 304 to an unchanged poll. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { ALWAYS_REVALIDATE, sendCached } from '../http/cache.ts';
import { serveCall } from '../http/serve-call.ts';
import { rtpMarket, sponsorInfo, sponsorList } from '../services/sponsors.ts';

export function registerSponsorRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Polled while the page is open: revalidated every time, an unchanged market costs a 304.
  serveCall(app, ctx, 'rtpMarket', async (input, { request, reply }) => sendCached(request, reply, await rtpMarket(ctx, input), ALWAYS_REVALIDATE));
  serveCall(app, ctx, 'sponsorList', async () => sponsorList(ctx));
  serveCall(app, ctx, 'sponsorInfo', async (input) => sponsorInfo(ctx, input.id, input.game_id));
}
