/** The console's "Painel": the business from the dashboard's rollups (services/dashboard.ts). */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { serveCall } from '../http/serve-call.ts';
import {
  dashboardAcquisition, dashboardEconomy, dashboardGames, dashboardMembers, dashboardMessages, dashboardPromotions, dashboardWithdrawals,
} from '../services/dashboard.ts';

/** `everyMs`: the rollup's interval, which the answers state as the figures' delay. */
export function registerOpsDashboardRoutes(app: FastifyInstance, ctx: AppContext, everyMs: number): void {
  serveCall(app, ctx, 'dashboardEconomy', async (input) => dashboardEconomy(ctx, input, everyMs));
  serveCall(app, ctx, 'dashboardWithdrawals', async (input) => dashboardWithdrawals(ctx, input, everyMs));
  serveCall(app, ctx, 'dashboardPromotions', async (input) => dashboardPromotions(ctx, input));
  serveCall(app, ctx, 'dashboardGames', async (input) => dashboardGames(ctx, input, everyMs));
  serveCall(app, ctx, 'dashboardAcquisition', async (input) => dashboardAcquisition(ctx, input, everyMs));
  serveCall(app, ctx, 'dashboardMembers', async (input) => dashboardMembers(ctx, input, everyMs));
  serveCall(app, ctx, 'dashboardMessages', async (input) => dashboardMessages(ctx, input, everyMs));
}
