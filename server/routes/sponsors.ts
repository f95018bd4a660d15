/** RTP market and sponsors (issue 12): public reads; the market answers 304 to an unchanged poll. */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { API } from '../../src/domain/contract/paths.ts';
import { rtpMarketQuery, sponsorInfoRequest } from '../../src/domain/contract/sponsors.ts';
import type { AppContext } from '../context.ts';
import { ok } from '../http/envelope.ts';
import { parseInput } from '../http/validate.ts';
import { rtpMarket, sponsorInfo, sponsorList } from '../services/sponsors.ts';

/**
 * The tag is a hash of the answer itself: it changes exactly when what this query shows changes
 * (a reading, a new game), and two servers give the same tag for the same data.
 */
const etagOf = (body: string) => `"rtp-${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

export function registerSponsorRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(API.rtpMarket.path, async (request, reply) => {
    const body = JSON.stringify(ok(await rtpMarket(ctx, parseInput(rtpMarketQuery, request.query))));
    const etag = etagOf(body);
    // no-cache: the browser keeps the copy but asks every time, so the poll always reaches us.
    reply.header('etag', etag).header('cache-control', 'no-cache');
    if (matches(request.headers['if-none-match'], etag)) return reply.status(304).send();
    return reply.type('application/json; charset=utf-8').send(body);
  });

  app.post(API.sponsorList.path, async () => ok(await sponsorList(ctx)));

  app.post(API.sponsorInfo.path, async (request) => {
    const input = parseInput(sponsorInfoRequest, request.body);
    return ok(await sponsorInfo(ctx, input.id, input.game_id));
  });
}

function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag || tag.trim() === '*');
}
