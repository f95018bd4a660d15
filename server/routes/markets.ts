/** Promo markets: what the floating widgets show, redeem codes, envelopes of the rain (in batches). */
import type { FastifyInstance } from 'fastify';
import { getMarketRequest, rainClaimsRequest, redeemRequest } from '../../src/domain/contract/markets.ts';
import type { AppContext } from '../context.ts';
import { ok } from '../http/envelope.ts';
import { requireCompleteProfile, requireMember, requireMemberCached } from '../http/guards.ts';
import { parseInput } from '../http/validate.ts';
import { claimEnvelopes, getMarket, redeemCode } from '../services/markets.ts';
import { serve } from '../http/serve.ts';

export function registerMarketRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Anyone (visitors too) sees the widgets; taking something needs a member.
  serve(app, 'getMarket', async (request) => ok(await getMarket(ctx, parseInput(getMarketRequest, request.body).type)));

  serve(app, 'redeemCode', async (request) => {
    const member = await requireMember(ctx.db, request);
    requireCompleteProfile(member.user);
    return ok(await redeemCode(ctx, member, parseInput(redeemRequest, request.body).code));
  });

  serve(app, 'rainClaims', async (request) => {
    const member = await requireMemberCached(ctx.db, request);
    requireCompleteProfile(member.user);
    const input = parseInput(rainClaimsRequest, request.body);
    return ok(await claimEnvelopes(ctx, member, input.period_id, input.envelope_keys));
  });
}
