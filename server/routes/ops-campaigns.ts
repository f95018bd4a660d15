/** The console's "Tarefas" and "Compartilhamentos": list, save (create or edit) and end, each save audited by its service. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { serveCall } from '../http/serve-call.ts';
import { endShareCampaign, endTask, opsShareCampaigns, opsTasks, saveShareCampaign, saveTask } from '../services/ops-campaigns.ts';

export function registerOpsCampaignRoutes(app: FastifyInstance, ctx: AppContext): void {
  serveCall(app, ctx, 'opsTasks', async () => opsTasks(ctx));
  serveCall(app, ctx, 'saveTask', async (input, call) => saveTask(ctx, call.actor, input));
  serveCall(app, ctx, 'endTask', async (input, call) => endTask(ctx, call.actor, input.id));
  serveCall(app, ctx, 'opsShareCampaigns', async () => opsShareCampaigns(ctx));
  serveCall(app, ctx, 'saveShareCampaign', async (input, call) => saveShareCampaign(ctx, call.actor, input));
  serveCall(app, ctx, 'endShareCampaign', async (input, call) => endShareCampaign(ctx, call.actor, input.id));
}
