/**
 * The console's content calls (src/domain/contract/ops-calls/content.ts): every save and
 * publication audited with the operator in its own transaction, with the real-time event that
 * tells open member pages to refetch.
 */
import type { FastifyInstance } from 'fastify';
import { SERVER_MESSAGES } from '../../src/domain/messages.pt.ts';
import type { AppContext } from '../context.ts';
import { serveCall } from '../http/serve-call.ts';
import { recordDecision } from '../services/audit.ts';
import { refused } from '../services/refusal.ts';
import { storeSiteImages } from '../services/uploads.ts';
import { readFiles } from './uploads.ts';
import { registerOpsContentRemovalRoutes } from './ops-content-removal.ts';
import { registerOpsSiteSettingsRoutes } from './ops-site-settings.ts';
import { registerOpsTrackingScriptRoutes } from './ops-tracking-scripts.ts';
import { listForOperators, publishArticle, saveContent } from '../services/ops-content.ts';
import { announceContentChange } from '../services/ops-content-removal.ts';

/** A short name for the audit: the row's title, name or slug. */
function labelOf(row: object): string {
  const { title, name, slug } = row as { title?: unknown; name?: unknown; slug?: unknown };
  const label = title ?? name ?? slug;
  return typeof label === 'string' ? label.slice(0, 80) : '';
}

export function registerOpsContentRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerOpsTrackingScriptRoutes(app, ctx);
  registerOpsContentRemovalRoutes(app, ctx);
  registerOpsSiteSettingsRoutes(app, ctx);

  serveCall(app, ctx, 'publishArticle', async (input, call) =>
    ctx.db.transaction(async (tx) => {
      const row = await publishArticle(tx, input, ctx.now());
      if (!row) throw refused(SERVER_MESSAGES.articleNotFound);
      await recordDecision(ctx, call.actor, {
        action: input.published ? 'content.publish' : 'content.unpublish', target: `articles:${row.id}`, detail: { published_at: row.published_at },
      }, tx);
      await announceContentChange(tx, 'articles');
      return row;
    }));

  serveCall(app, ctx, 'uploadSiteImage', async (_input, call) => storeSiteImages(ctx, call.actor, await readFiles(call.request)));

  serveCall(app, ctx, 'listContent', async (input) => listForOperators(ctx.db, input.content_kind, input.limit));

  serveCall(app, ctx, 'saveContent', async (input, call) =>
    // The save, its audit and its event in one transaction: the audit lists exactly the saves that happened.
    ctx.db.transaction(async (tx) => {
      const saved = await saveContent(tx, input);
      if (!saved) throw refused(SERVER_MESSAGES.contentNotFound);
      const kind = input.content_kind;
      await recordDecision(ctx, call.actor, {
        action: input.id === undefined ? 'content.create' : 'content.update', target: `${kind}:${saved.id}`, detail: { title: labelOf(saved) },
      }, tx);
      await announceContentChange(tx, kind);
      return saved;
    }));
}
