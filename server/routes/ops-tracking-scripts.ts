/**
 * Operator calls for tracking scripts: list, add (only a script that parses), turn on or off,
 * delete; each change audited. The page's policy and GET /api/auth/GetTongji follow at once
 * (services/tracking-scripts.ts clears every process's copy).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { trackingScriptStatusBody } from '../../src/domain/contract/content-ops.ts';
import { OPS_API } from '../../src/domain/contract/paths.ts';
import type { AppContext } from '../context.ts';
import { ok } from '../http/envelope.ts';
import { parseOrRefuse } from '../http/validate.ts';
import { actorOf, type operatorGuard } from '../http/ops-guard.ts';
import { recordDecision } from '../services/audit.ts';
import { addCheckedTrackingScript, deleteTrackingScript, listTrackingScripts, setTrackingScriptEnabled } from '../services/tracking-scripts.ts';

/** Limits of PostgreSQL's `integer`: beyond them an insert fails, so the schema refuses first. */
const INT32 = { min: -2_147_483_648, max: 2_147_483_647 };

const trackingScriptBody = z.object({
  name: z.string().trim().min(1).max(100),
  content: z.string().max(100_000),
  enabled: z.boolean().default(true),
  sort: z.number().int().min(INT32.min).max(INT32.max).default(0),
});
const idParams = z.object({ id: z.coerce.number().int().positive() });

export function registerOpsTrackingScriptRoutes(app: FastifyInstance, ctx: AppContext, guard: ReturnType<typeof operatorGuard>): void {
  const operator = { preHandler: guard };

  app.get(OPS_API.trackingScriptList.path, operator, async () => ok(await listTrackingScripts(ctx)));

  app.post(OPS_API.addTrackingScript.path, operator, async (request) => {
    const row = await addCheckedTrackingScript(ctx, parseOrRefuse(trackingScriptBody, request.body));
    await recordDecision(ctx, actorOf(request), { action: 'tracking.create', target: `tracking-scripts:${row.id}`, detail: { name: row.name, enabled: row.enabled } });
    return ok(row);
  });

  app.post(OPS_API.trackingScriptStatus.path, operator, async (request) => {
    const { id } = parseOrRefuse(idParams, request.params);
    const { enabled } = parseOrRefuse(trackingScriptStatusBody, request.body);
    const row = await setTrackingScriptEnabled(ctx, id, enabled);
    await recordDecision(ctx, actorOf(request), { action: enabled ? 'tracking.enable' : 'tracking.disable', target: `tracking-scripts:${id}`, detail: { name: row.name } });
    return ok(row);
  });

  app.post(OPS_API.deleteTrackingScript.path, operator, async (request) => {
    const { id } = parseOrRefuse(idParams, request.params);
    const row = await deleteTrackingScript(ctx, id);
    await recordDecision(ctx, actorOf(request), { action: 'tracking.delete', target: `tracking-scripts:${id}`, detail: { name: row.name } });
    return ok(row);
  });
}
