/**
 * Operator promotion calls, guarded like server/routes/ops.ts: an operator session (`x-ops-token`)
 * or the shared secret (`x-ops-secret`). Bad input answers the first field's Portuguese message.
 */
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { OPS_API } from '../../src/domain/contract/paths.ts';
import { promoCodesBody, promoCodesLimitBody, promoCodesQuery, promoPeriodBody, promoPeriodEndBody, promoSettingsBody } from '../../src/domain/contract/promo-ops.ts';
import { recordId } from '../../src/domain/contract/rewards.ts';
import type { AppContext } from '../context.ts';
import { badRequest, ok } from '../http/envelope.ts';
import { actorOf, operatorGuard } from '../http/ops-guard.ts';
import { codesPage, saveCodes, setCodesPerMember } from '../services/redeem-codes.ts';
import { endPromoPeriod, promoOverview, rainFigures, savePromoPeriod, savePromoSettings } from '../services/markets-ops.ts';

/** The operator reads which field is wrong: the first issue's own message. */
function parseField<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw badRequest(result.error.issues[0]!.message);
  return result.data;
}

export function registerOpsPromoRoutes(app: FastifyInstance, ctx: AppContext): void {
  const secret = ctx.opsSecret;
  if (!secret) return;
  const operator = { preHandler: operatorGuard(ctx, secret) };

  app.get(OPS_API.promos.path, operator, async () => ok(await promoOverview(ctx)));

  app.post(OPS_API.promoSettings.path, operator, async (request) =>
    ok(await savePromoSettings(ctx, actorOf(request), parseField(promoSettingsBody, request.body))));

  app.post(OPS_API.promoPeriod.path, operator, async (request) =>
    ok(await savePromoPeriod(ctx, actorOf(request), parseField(promoPeriodBody, request.body))));

  app.post(OPS_API.promoPeriodEnd.path, operator, async (request) =>
    ok(await endPromoPeriod(ctx, actorOf(request), parseField(promoPeriodEndBody, request.body).id)));

  app.get<{ Params: { id: string } }>(OPS_API.rainFigures.path, operator, async (request) =>
    ok(await rainFigures(ctx, parseField(recordId, request.params.id))));

  app.post(OPS_API.promoCodes.path, operator, async (request) =>
    ok(await saveCodes(ctx, actorOf(request), parseField(promoCodesBody, request.body))));

  app.get<{ Params: { id: string } }>(OPS_API.promoCodeList.path, operator, async (request) =>
    ok(await codesPage(ctx, parseField(recordId, request.params.id), parseField(promoCodesQuery, request.query))));

  app.post(OPS_API.promoCodesLimit.path, operator, async (request) => {
    const body = parseField(promoCodesLimitBody, request.body);
    return ok(await setCodesPerMember(ctx, actorOf(request), body.period_id, body.per_member));
  });
}
