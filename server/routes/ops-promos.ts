/**
 * The console's promotions: widgets, periods, a rain's live figures and a period's redeem codes.
 * Bad input answers the first field's Portuguese message (serveOps parses before the handler).
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { operatorOf, serveOps } from '../http/serve-ops.ts';
import { codesPage, saveCodes, setCodesPerMember } from '../services/redeem-codes.ts';
import { savePromoMarket } from '../services/promo-markets-ops.ts';
import { endPromoPeriod, promoOverview, rainFigures, savePromoPeriod, savePromoSettings } from '../services/markets-ops.ts';

export function registerOpsPromoRoutes(app: FastifyInstance, ctx: AppContext): void {
  serveOps(app, ctx, 'promos', async () => promoOverview(ctx));
  serveOps(app, ctx, 'promoSettings', async (input, call) => savePromoSettings(ctx, operatorOf(call), input));
  serveOps(app, ctx, 'promoMarket', async (input, call) => savePromoMarket(ctx, operatorOf(call), input));
  serveOps(app, ctx, 'promoPeriod', async (input, call) => savePromoPeriod(ctx, operatorOf(call), input));
  serveOps(app, ctx, 'promoPeriodEnd', async (input, call) => endPromoPeriod(ctx, operatorOf(call), input.id));
  serveOps(app, ctx, 'rainFigures', async (input) => rainFigures(ctx, input.id));
  serveOps(app, ctx, 'promoCodes', async (input, call) => saveCodes(ctx, operatorOf(call), input));
  serveOps(app, ctx, 'promoCodeList', async (input) => codesPage(ctx, input.id, input));
  serveOps(app, ctx, 'promoCodesLimit', async (input, call) => setCodesPerMember(ctx, operatorOf(call), input.period_id, input.per_member));
}
