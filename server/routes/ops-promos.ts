/**
 * Operator promotion calls, guarded like server/routes/ops.ts: an operator session (`x-ops-token`)
 * or the shared secret (`x-ops-secret`). Bad input answers the first field's Portuguese message.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { OPS_API } from '../../src/domain/contract/paths.ts';
import { promoCodesBody, promoCodesLimitBody, promoCodesQuery, promoPeriodBody, promoPeriodEndBody, promoSettingsBody } from '../../src/domain/contract/promo-ops.ts';
import { recordId } from '../../src/domain/contract/rewards.ts';
import type { AppContext } from '../context.ts';
import { ok } from '../http/envelope.ts';
import { parseInput } from '../http/validate.ts';
import { actorOf, operatorGuard } from '../http/ops-guard.ts';
import { codesPage, saveCodes, setCodesPerMember } from '../services/redeem-codes.ts';
import { endPromoPeriod, promoOverview, rainFigures, savePromoPeriod, savePromoSettings } from '../services/markets-ops.ts';

/** A period's id in the path. */
const periodParams = z.object({ id: recordId });

export function registerOpsPromoRoutes(app: FastifyInstance, ctx: AppContext): void {
  const secret = ctx.opsSecret;
  if (!secret) return;
  const operator = { preHandler: operatorGuard(ctx, secret) };

  app.get(OPS_API.promos.path, operator, async () => ok(await promoOverview(ctx)));

  app.post(OPS_API.promoSettings.path, operator, async (request) =>
    ok(await savePromoSettings(ctx, actorOf(request), parseInput(promoSettingsBody, request.body))));

  app.post(OPS_API.promoPeriod.path, operator, async (request) =>
    ok(await savePromoPeriod(ctx, actorOf(request), parseInput(promoPeriodBody, request.body))));

  app.post(OPS_API.promoPeriodEnd.path, operator, async (request) =>
    ok(await endPromoPeriod(ctx, actorOf(request), parseInput(promoPeriodEndBody, request.body).id)));

  app.get(OPS_API.rainFigures.path, operator, async (request) =>
    ok(await rainFigures(ctx, parseInput(periodParams, request.params).id)));

  app.post(OPS_API.promoCodes.path, operator, async (request) =>
    ok(await saveCodes(ctx, actorOf(request), parseInput(promoCodesBody, request.body))));

  app.get(OPS_API.promoCodeList.path, operator, async (request) =>
    ok(await codesPage(ctx, parseInput(periodParams, request.params).id, parseInput(promoCodesQuery, request.query))));

  app.post(OPS_API.promoCodesLimit.path, operator, async (request) => {
    const body = parseInput(promoCodesLimitBody, request.body);
    return ok(await setCodesPerMember(ctx, actorOf(request), body.period_id, body.per_member));
  });
}
