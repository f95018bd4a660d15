/** Operator calls that hide, show and delete a content row; each one audited with the operator, members told at once. */
import type { FastifyInstance } from 'fastify';
import { SERVER_MESSAGES } from '../../src/domain/messages.pt.ts';
import type { AppContext } from '../context.ts';
import { serveCall } from '../http/serve-call.ts';
import { recordDecision } from '../services/audit.ts';
import { refused } from '../services/refusal.ts';
import { announceContentChange, deleteContent, setContentVisibility } from '../services/ops-content-removal.ts';

export function registerOpsContentRemovalRoutes(app: FastifyInstance, ctx: AppContext): void {
  serveCall(app, ctx, 'contentVisibility', async ({ content_kind: kind, id, active }, call) =>
    ctx.db.transaction(async (tx) => {
      const changed = await setContentVisibility(tx, kind, id, active, ctx.now());
      if (!changed) throw refused(SERVER_MESSAGES.contentNotFound);
      await recordDecision(ctx, call.actor, { action: changed.active ? 'content.show' : 'content.hide', target: `${kind}:${id}` }, tx);
      await announceContentChange(tx, kind);
      return changed;
    }));

  serveCall(app, ctx, 'deleteContent', async ({ content_kind: kind, id }, call) =>
    ctx.db.transaction(async (tx) => {
      const gone = await deleteContent(tx, kind, id);
      if (!gone) throw refused(SERVER_MESSAGES.contentNotFound);
      await recordDecision(ctx, call.actor, { action: 'content.delete', target: `${kind}:${id}`, detail: { readings: gone.readings } }, tx);
      return gone;
    }));
}
