/** The console's "Tarefas" and "Compartilhamentos": list, save (create or edit) and end, each save audited by its service. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { operatorOf, serveOps } from '../http/serve-ops.ts';
import { endShareCampaign, opsShareCampaigns, saveShareCampaign } from '../services/ops-shares.ts';
import { endTask, opsTasks, saveTask } from '../services/ops-tasks.ts';

export function registerOpsCampaignRoutes(app: FastifyInstance, ctx: AppContext): void {
  serveOps(app, ctx, 'opsTasks', async () => opsTasks(ctx));
  serveOps(app, ctx, 'saveTask', async (input, call) => saveTask(ctx, operatorOf(call), input));
  serveOps(app, ctx, 'endTask', async (input, call) => endTask(ctx, operatorOf(call), input.id));
  serveOps(app, ctx, 'opsShareCampaigns', async () => opsShareCampaigns(ctx));
  serveOps(app, ctx, 'saveShareCampaign', async (input, call) => saveShareCampaign(ctx, operatorOf(call), input));
  serveOps(app, ctx, 'endShareCampaign', async (input, call) => endShareCampaign(ctx, operatorOf(call), input.id));
}
