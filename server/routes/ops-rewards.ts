/** The console's "Regras de prêmios": every game's table read, one game's table saved (audited by its service). */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { serveCall } from '../http/serve-call.ts';
import { rewardRules, saveRewardRules } from '../services/ops-rewards.ts';

export function registerOpsRewardRoutes(app: FastifyInstance, ctx: AppContext): void {
  serveCall(app, ctx, 'rewardRules', async () => rewardRules(ctx.db));
  serveCall(app, ctx, 'saveRewardRules', async (input, call) => saveRewardRules(ctx, call.actor, input));
}
