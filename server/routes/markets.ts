/** Promo markets: what the floating widgets show, redeem codes, envelopes of the rain (in batches). */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { ok } from '../http/envelope.ts';
import { memberOf, memberRoutes } from '../http/member-routes.ts';
import { claimEnvelopes, getMarket, redeemCode } from '../services/markets.ts';
import { serve } from '../http/serve.ts';
import { completeProfileFirst } from './complete-profile.ts';

export function registerMarketRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Anyone (visitors too) sees the widgets; taking something needs a member.
  serve(app, 'getMarket', async (input) => ok(await getMarket(ctx, input.type)));

  memberRoutes(app, ctx, (scope) => {
    serve(scope, 'redeemCode', { preHandler: completeProfileFirst }, async (input, request) => {
      const member = memberOf(request);
      return ok(await redeemCode(ctx, member, input.code));
    });
  });

  // The hot call of a rain: the member comes from the short session cache.
  memberRoutes(app, ctx, (scope) => {
    serve(scope, 'rainClaims', { preHandler: completeProfileFirst }, async (input, request) => {
      const member = memberOf(request);
      return ok(await claimEnvelopes(ctx, member, input.period_id, input.envelope_keys));
    });
  }, { cached: true });
}
