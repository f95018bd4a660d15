/** The console's "Saques: regras": withdrawal types and the rules every withdrawal meets (audited by the service). */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { operatorOf, serveOps } from '../http/serve-ops.ts';
import { saveWithdrawalRules, saveWithdrawalType, walletRules } from '../services/ops-wallet-rules.ts';

export function registerOpsWalletRuleRoutes(app: FastifyInstance, ctx: AppContext): void {
  serveOps(app, ctx, 'walletRules', async () => walletRules(ctx.db));
  serveOps(app, ctx, 'saveWithdrawalType', async (input, call) => saveWithdrawalType(ctx, operatorOf(call), input));
  serveOps(app, ctx, 'saveWithdrawalRules', async (input, call) => saveWithdrawalRules(ctx, operatorOf(call), input));
}
