/** Promo markets: what the floating widgets show, redeem codes, envelopes of the rain (in batches). */
import type { FastifyInstance } from 'fastify';
import { getMarketRequest, rainClaimsRequest, redeemRequest } from '../../src/domain/contract/markets.ts';
import type { AppContext } from '../context.ts';
import { ok } from '../http/envelope.ts';
import { requireCompleteProfile } from '../services/member.ts';
import { memberOf, memberRoutes } from '../http/member-routes.ts';
import { parseInput } from '../http/validate.ts';
import { claimEnvelopes, getMarket, redeemCode } from '../services/markets.ts';
import { serve } from '../http/serve.ts';

export function registerMarketRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Anyone (visitors too) sees the widgets; taking something needs a member.
  serve(app, 'getMarket', async (request) => ok(await getMarket(ctx, parseInput(getMarketRequest, request.body).type)));

  memberRoutes(app, ctx, (scope) => {
    serve(scope, 'redeemCode', async (request) => {
      const member = memberOf(request);
      requireCompleteProfile(member.user);
      return ok(await redeemCode(ctx, member, parseInput(redeemRequest, request.body).code));
    });
  });

  // The hot call of a rain: the member comes from the short session cache.
  memberRoutes(app, ctx, (scope) => {
    serve(scope, 'rainClaims', async (request) => {
      const member = memberOf(request);
      requireCompleteProfile(member.user);
      const input = parseInput(rainClaimsRequest, request.body);
      return ok(await claimEnvelopes(ctx, member, input.period_id, input.envelope_keys));
    });
  }, { cached: true });
}
