/**
 * Operator calls for tracking scripts: list, add (only a script that parses), turn on or off,
 * delete; each change audited. The page's policy and GET /api/auth/GetTongji follow at once
 * (services/tracking-scripts.ts clears every process's copy).
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { serveCall } from '../http/serve-call.ts';
import { addCheckedTrackingScript, deleteTrackingScript, listTrackingScripts, setTrackingScriptEnabled } from '../services/tracking-scripts.ts';

export function registerOpsTrackingScriptRoutes(app: FastifyInstance, ctx: AppContext): void {
  serveCall(app, ctx, 'trackingScriptList', async () => listTrackingScripts(ctx));

  serveCall(app, ctx, 'addTrackingScript', async (input, call) => addCheckedTrackingScript(ctx, call.actor, input));
  serveCall(app, ctx, 'trackingScriptStatus', async ({ id, enabled }, call) => setTrackingScriptEnabled(ctx, call.actor, id, enabled));
  serveCall(app, ctx, 'deleteTrackingScript', async ({ id }, call) => deleteTrackingScript(ctx, call.actor, id));
}
