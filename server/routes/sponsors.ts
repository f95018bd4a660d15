/** RTP market and sponsors: public reads; the market answers 304 to an unchanged poll. */
import type { FastifyInstance } from 'fastify';
import { rtpMarketQuery, sponsorInfoRequest } from '../../src/domain/contract/sponsors.ts';
import type { AppContext } from '../context.ts';
import { ALWAYS_REVALIDATE, sendCached } from '../http/cache.ts';
import { ok } from '../http/envelope.ts';
import { parseInput } from '../http/validate.ts';
import { rtpMarket, sponsorInfo, sponsorList } from '../services/sponsors.ts';
import { serve } from '../http/serve.ts';

export function registerSponsorRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Polled while the page is open: revalidated every time, an unchanged market costs a 304.
  serve(app, 'rtpMarket', async (request, reply) =>
    sendCached(request, reply, await rtpMarket(ctx, parseInput(rtpMarketQuery, request.query)), ALWAYS_REVALIDATE));

  serve(app, 'sponsorList', async () => ok(await sponsorList(ctx)));

  serve(app, 'sponsorInfo', async (request) => {
    const input = parseInput(sponsorInfoRequest, request.body);
    return ok(await sponsorInfo(ctx, input.id, input.game_id));
  });
}
