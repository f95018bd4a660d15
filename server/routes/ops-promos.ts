/**
 * The console's promotions: widgets, periods, a rain's live figures and a period's redeem codes.
 * Bad input answers the first field's Portuguese message (serveOps parses before the handler).
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { serveCall } from '../http/serve-call.ts';
import { codesPage, saveCodes, setCodesPerMember } from '../services/redeem-codes.ts';
import { savePromoMarket } from '../services/promo-markets-ops.ts';
import { endPromoPeriod, promoOverview, rainFigures, savePromoPeriod, savePromoSettings } from '../services/markets-ops.ts';

export function registerOpsPromoRoutes(app: FastifyInstance, ctx: AppContext): void {
  serveCall(app, ctx, 'promos', async () => promoOverview(ctx));
  serveCall(app, ctx, 'promoSettings', async (input, call) => savePromoSettings(ctx, call.actor, input));
  serveCall(app, ctx, 'promoMarket', async (input, call) => savePromoMarket(ctx, call.actor, input));
  serveCall(app, ctx, 'promoPeriod', async (input, call) => savePromoPeriod(ctx, call.actor, input));
  serveCall(app, ctx, 'promoPeriodEnd', async (input, call) => endPromoPeriod(ctx, call.actor, input.id));
  serveCall(app, ctx, 'rainFigures', async (input) => rainFigures(ctx, input.id));
  serveCall(app, ctx, 'promoCodes', async (input, call) => saveCodes(ctx, call.actor, input));
  serveCall(app, ctx, 'promoCodeList', async (input) => codesPage(ctx, input.id, input));
  serveCall(app, ctx, 'promoCodesLimit', async (input, call) => setCodesPerMember(ctx, call.actor, input.period_id, input.per_member));
}
