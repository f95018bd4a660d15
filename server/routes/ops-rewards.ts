/** The console's "Regras de prêmios", guarded like every /api/ops call (operator session or the secret). */
import type { FastifyInstance } from 'fastify';
import { saveRewardRulesBody } from '../../src/domain/contract/ops-rewards.ts';
import { OPS_API } from '../../src/domain/contract/paths.ts';
import type { AppContext } from '../context.ts';
import { ok } from '../http/envelope.ts';
import { actorOf, operatorGuard } from '../http/ops-guard.ts';
import { parseInput } from '../http/validate.ts';
import { rewardRules, saveRewardRules } from '../services/ops-rewards.ts';

export function registerOpsRewardRoutes(app: FastifyInstance, ctx: AppContext): void {
  const secret = ctx.opsSecret;
  if (!secret) return;
  const operator = { preHandler: operatorGuard(ctx, secret) };

  app.get(OPS_API.rewardRules.path, operator, async () => ok(await rewardRules(ctx.db)));

  app.post(OPS_API.saveRewardRules.path, operator, async (request) =>
    ok(await saveRewardRules(ctx, actorOf(request), parseInput(saveRewardRulesBody, request.body))));
}
