/** Promo markets: what the floating widgets show, redeem codes, envelopes of the rain (in batches). */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { serveCall } from '../http/serve-call.ts';
import { claimEnvelopes, getMarket, redeemCode } from '../services/markets.ts';

export function registerMarketRoutes(app: FastifyInstance, ctx: AppContext): void {
  serveCall(app, ctx, 'getMarket', async (input) => getMarket(ctx, input.type));
  serveCall(app, ctx, 'redeemCode', async (input, { member }) => redeemCode(ctx, member, input.code));
  serveCall(app, ctx, 'rainClaims', async (input, { member }) => claimEnvelopes(ctx, member, input.period_id, input.envelope_keys));
}
