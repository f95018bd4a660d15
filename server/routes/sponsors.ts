/** RTP market and sponsors: public reads; the market answers 304 to an unchanged poll. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { ALWAYS_REVALIDATE, sendCached } from '../http/cache.ts';
import { ok } from '../http/envelope.ts';
import { rtpMarket, sponsorInfo, sponsorList } from '../services/sponsors.ts';
import { serve } from '../http/serve.ts';

export function registerSponsorRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Polled while the page is open: revalidated every time, an unchanged market costs a 304.
  serve(app, 'rtpMarket', async (input, request, reply) =>
    sendCached(request, reply, await rtpMarket(ctx, input), ALWAYS_REVALIDATE));

  serve(app, 'sponsorList', async () => ok(await sponsorList(ctx)));

  serve(app, 'sponsorInfo', async (input) => {
    return ok(await sponsorInfo(ctx, input.id, input.game_id));
  });
}
