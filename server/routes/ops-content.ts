/**
 * Operator content calls, guarded like server/routes/ops.ts: an operator session
 * (`x-ops-token`) or the shared secret (`x-ops-secret`). Every save and publication is audited.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { OPS_API } from '../../src/domain/contract/paths.ts';
import { RULE_MESSAGES, SERVER_MESSAGES } from '../../src/domain/messages.pt.ts';
import type { AppContext } from '../context.ts';
import { badRequest, ok } from '../http/envelope.ts';
import { parseOrRefuse } from '../http/validate.ts';
import { actorOf, operatorGuard } from '../http/ops-guard.ts';
import { recordDecision } from '../services/audit.ts';
import { storeSiteImages } from '../services/uploads.ts';
import { readFiles } from './uploads.ts';
import { registerOpsContentRemovalRoutes } from './ops-content-removal.ts';
import { registerOpsTrackingScriptRoutes } from './ops-tracking-scripts.ts';
import { isOpsContentKind, isOpsListKind, listForOperators, OPS_CONTENT, publishArticle, publishArticleSchema } from '../services/ops-content.ts';

const listQuery = z.object({ limit: z.coerce.number().int().min(1).max(500).default(100) });

/** A short name for the audit: the row's title, name or slug. */
function labelOf(row: Record<string, unknown>): string {
  const label = row.title ?? row.name ?? row.slug;
  return typeof label === 'string' ? label.slice(0, 80) : '';
}

export function registerOpsContentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const secret = ctx.opsSecret;
  if (!secret) return;
  const guard = operatorGuard(ctx, secret);
  const operator = { preHandler: guard };
  registerOpsTrackingScriptRoutes(app, ctx, guard);
  registerOpsContentRemovalRoutes(app, ctx, guard);

  // Registered before `:kind`, so "articles/publish" is never read as a kind.
  app.post(OPS_API.publishArticle.path, operator, async (request) => {
    const input = parseOrRefuse(publishArticleSchema, request.body);
    const row = await publishArticle(ctx.db, input, ctx.now());
    if (!row) throw badRequest(SERVER_MESSAGES.articleNotFound);
    await recordDecision(ctx, actorOf(request), {
      action: input.published ? 'content.publish' : 'content.unpublish', target: `articles:${row.id}`, detail: { published_at: row.published_at },
    });
    return ok(row);
  });

  app.post(OPS_API.uploadSiteImage.path, operator, async (request) => {
    const stored = await storeSiteImages(ctx, await readFiles(request));
    await recordDecision(ctx, actorOf(request), { action: 'content.upload', target: 'uploads', detail: { urls: stored.items.map((item) => item.url) } });
    return ok(stored);
  });

  app.get<{ Params: { kind: string } }>(OPS_API.listContent.path, operator, async (request) => {
    const { kind } = request.params;
    if (!isOpsListKind(kind)) throw badRequest(RULE_MESSAGES.invalidRequest);
    return ok(await listForOperators(ctx.db, kind, parseOrRefuse(listQuery, request.query).limit));
  });

  app.post<{ Params: { kind: string } }>(OPS_API.saveContent.path, operator, async (request) => {
    const { kind } = request.params;
    if (!isOpsContentKind(kind)) throw badRequest(RULE_MESSAGES.invalidRequest);
    const { schema, save } = OPS_CONTENT[kind];
    const input = parseOrRefuse(schema, request.body) as { id?: number };
    const actor = actorOf(request);
    const row = await ctx.db.transaction(async (tx) => {
      const saved = await save(tx, input);
      // In the save's transaction: the audit lists exactly the saves that happened.
      if (saved) await recordDecision(ctx, actor, { action: input.id === undefined ? 'content.create' : 'content.update', target: `${kind}:${saved.id}`, detail: { title: labelOf(saved) } }, tx);
      return saved;
    });
    if (!row) throw badRequest(SERVER_MESSAGES.contentNotFound);
    return ok(row);
  });
}
