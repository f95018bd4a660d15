/** The console's "Saques: regras": withdrawal types and the rules every withdrawal meets (audited by the service). */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { serveCall } from '../http/serve-call.ts';
import { saveWithdrawalRules, saveWithdrawalType, walletRules } from '../services/ops-wallet-rules.ts';

export function registerOpsWalletRuleRoutes(app: FastifyInstance, ctx: AppContext): void {
  serveCall(app, ctx, 'walletRules', async () => walletRules(ctx.db));
  serveCall(app, ctx, 'saveWithdrawalType', async (input, call) => saveWithdrawalType(ctx, call.actor, input));
  serveCall(app, ctx, 'saveWithdrawalRules', async (input, call) => saveWithdrawalRules(ctx, call.actor, input));
}
