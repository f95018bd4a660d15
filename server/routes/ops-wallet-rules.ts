/** The console's "Saques: regras", guarded like every /api/ops call (operator session or the secret). */
import type { FastifyInstance } from 'fastify';
import { saveWithdrawalRulesBody, saveWithdrawalTypeBody } from '../../src/domain/contract/ops-wallet-rules.ts';
import { OPS_API } from '../../src/domain/contract/paths.ts';
import type { AppContext } from '../context.ts';
import { ok } from '../http/envelope.ts';
import { actorOf, operatorGuard } from '../http/ops-guard.ts';
import { parseInput } from '../http/validate.ts';
import { saveWithdrawalRules, saveWithdrawalType, walletRules } from '../services/ops-wallet-rules.ts';

export function registerOpsWalletRuleRoutes(app: FastifyInstance, ctx: AppContext): void {
  const secret = ctx.opsSecret;
  if (!secret) return;
  const operator = { preHandler: operatorGuard(ctx, secret) };

  app.get(OPS_API.walletRules.path, operator, async () => ok(await walletRules(ctx.db)));

  app.post(OPS_API.saveWithdrawalType.path, operator, async (request) =>
    ok(await saveWithdrawalType(ctx, actorOf(request), parseInput(saveWithdrawalTypeBody, request.body))));

  app.post(OPS_API.saveWithdrawalRules.path, operator, async (request) =>
    ok(await saveWithdrawalRules(ctx, actorOf(request), parseInput(saveWithdrawalRulesBody, request.body))));
}
