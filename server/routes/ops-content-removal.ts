/** Operator calls that hide, show and delete a content row; each one audited with the operator. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { contentVisibilityBody, OPS_CONTENT_MESSAGES as M } from '../../src/domain/contract/content-ops.ts';
import { OPS_API } from '../../src/domain/contract/paths.ts';
import { RULE_MESSAGES, SERVER_MESSAGES } from '../../src/domain/messages.pt.ts';
import type { AppContext } from '../context.ts';
import { badRequest, ok } from '../http/envelope.ts';
import { parseOrRefuse } from '../http/validate.ts';
import { actorOf, type operatorGuard } from '../http/ops-guard.ts';
import { recordDecision } from '../services/audit.ts';
import { isOpsContentKind } from '../services/ops-content.ts';
import { deleteContent, isHideableKind, setContentVisibility } from '../services/ops-content-removal.ts';

const rowParams = z.object({ kind: z.string(), id: z.coerce.number().int().positive() });

const parseRow = (params: unknown) => parseOrRefuse(rowParams, params);

export function registerOpsContentRemovalRoutes(app: FastifyInstance, ctx: AppContext, guard: ReturnType<typeof operatorGuard>): void {
  const operator = { preHandler: guard };

  app.post(OPS_API.contentVisibility.path, operator, async (request) => {
    const { kind, id } = parseRow(request.params);
    if (!isOpsContentKind(kind)) throw badRequest(RULE_MESSAGES.invalidRequest);
    if (!isHideableKind(kind)) throw badRequest(M.notHideable);
    const body = contentVisibilityBody.safeParse(request.body ?? {});
    if (!body.success) throw badRequest(RULE_MESSAGES.invalidRequest);
    const actor = actorOf(request);
    const row = await ctx.db.transaction(async (tx) => {
      const changed = await setContentVisibility(tx, kind, id, body.data.active);
      if (changed) await recordDecision(ctx, actor, { action: changed.active ? 'content.show' : 'content.hide', target: `${kind}:${id}` }, tx);
      return changed;
    });
    if (!row) throw badRequest(SERVER_MESSAGES.contentNotFound);
    return ok(row);
  });

  app.post(OPS_API.deleteContent.path, operator, async (request) => {
    const { kind, id } = parseRow(request.params);
    if (!isOpsContentKind(kind)) throw badRequest(RULE_MESSAGES.invalidRequest);
    const actor = actorOf(request);
    const deleted = await ctx.db.transaction(async (tx) => {
      const gone = await deleteContent(tx, kind, id);
      if (gone) await recordDecision(ctx, actor, { action: 'content.delete', target: `${kind}:${id}`, detail: { readings: gone.readings } }, tx);
      return gone;
    });
    if (!deleted) throw badRequest(SERVER_MESSAGES.contentNotFound);
    return ok(deleted);
  });
}
