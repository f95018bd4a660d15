/**
 * Operator calls for tracking scripts: list, add (only a script that parses), turn on or off,
 * delete; each change audited. The page's policy and GET /api/auth/GetTongji follow at once
 * (services/tracking-scripts.ts clears every process's copy).
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { serveCall } from '../http/serve-call.ts';
import { recordDecision } from '../services/audit.ts';
import { addCheckedTrackingScript, deleteTrackingScript, listTrackingScripts, setTrackingScriptEnabled } from '../services/tracking-scripts.ts';

export function registerOpsTrackingScriptRoutes(app: FastifyInstance, ctx: AppContext): void {
  serveCall(app, ctx, 'trackingScriptList', async () => listTrackingScripts(ctx));

  serveCall(app, ctx, 'addTrackingScript', async (input, call) => {
    const row = await addCheckedTrackingScript(ctx, input);
    await recordDecision(ctx, call.actor, { action: 'tracking.create', target: `tracking-scripts:${row.id}`, detail: { name: row.name, enabled: row.enabled } });
    return row;
  });

  serveCall(app, ctx, 'trackingScriptStatus', async ({ id, enabled }, call) => {
    const row = await setTrackingScriptEnabled(ctx, id, enabled);
    await recordDecision(ctx, call.actor, { action: enabled ? 'tracking.enable' : 'tracking.disable', target: `tracking-scripts:${id}`, detail: { name: row.name } });
    return row;
  });

  serveCall(app, ctx, 'deleteTrackingScript', async ({ id }, call) => {
    const row = await deleteTrackingScript(ctx, id);
    await recordDecision(ctx, call.actor, { action: 'tracking.delete', target: `tracking-scripts:${id}`, detail: { name: row.name } });
    return row;
  });
}
