/** Shares for verification: campaigns, submit an address, the member's records. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { serveCall } from '../http/serve-call.ts';
import { shareCampaigns, shareRecords, submitShare } from '../services/shares.ts';

export function registerShareRoutes(app: FastifyInstance, ctx: AppContext): void {
  serveCall(app, ctx, 'shareCampaigns', async (_, { member }) => shareCampaigns(ctx, member));
  serveCall(app, ctx, 'shareSubmit', async (input, { member }) => submitShare(ctx, member, input));
  serveCall(app, ctx, 'shareRecords', async (input, { member }) => shareRecords(ctx, member, input));
}
