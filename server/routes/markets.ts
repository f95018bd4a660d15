/** Promo markets: what the floating widgets show, redeem codes, envelopes of the rain. */
import type { FastifyInstance } from 'fastify';
import { getMarketRequest, rainClaimRequest, redeemRequest } from '../../src/domain/contract/markets.ts';
import { API } from '../../src/domain/contract/paths.ts';
import type { AppContext } from '../context.ts';
import { ok } from '../http/envelope.ts';
import { requireCompleteProfile, requireMember, requireMemberCached } from '../http/guards.ts';
import { parseInput } from '../http/validate.ts';
import { claimEnvelope, getMarket, redeemCode } from '../services/markets.ts';

export function registerMarketRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Anyone (visitors too) sees the widgets; taking something needs a member.
  app.post(API.getMarket.path, async (request) => ok(await getMarket(ctx, parseInput(getMarketRequest, request.body).type)));

  app.post(API.redeemCode.path, async (request) => {
    const member = await requireMember(ctx.db, request);
    requireCompleteProfile(member.user);
    return ok(await redeemCode(ctx, member, parseInput(redeemRequest, request.body).code));
  });

  app.post(API.rainClaim.path, async (request) => {
    const member = await requireMemberCached(ctx.db, request);
    requireCompleteProfile(member.user);
    const input = parseInput(rainClaimRequest, request.body);
    return ok(await claimEnvelope(ctx, member, input.period_id, input.envelope_key));
  });
}
