/** Operator content calls (issue 12), guarded by `x-ops-secret` like server/routes/ops.ts. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { OPS_API } from '../../src/domain/contract/paths.ts';
import { RULE_MESSAGES, SERVER_MESSAGES } from '../../src/domain/messages.pt.ts';
import type { AppContext } from '../context.ts';
import { ApiError, badRequest, ok } from '../http/envelope.ts';
import { sameSecret } from '../security/tokens.ts';
import { isOpsContentKind, listForOperators, OPS_CONTENT, publishArticle, publishArticleSchema } from '../services/ops-content.ts';

const listQuery = z.object({ limit: z.coerce.number().int().min(1).max(500).default(100) });

function parseOps<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw badRequest(RULE_MESSAGES.invalidRequest);
  return result.data;
}

export function registerOpsContentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const secret = ctx.opsSecret;
  if (!secret) return;
  const requireOperator = async (request: FastifyRequest) => {
    const given = request.headers['x-ops-secret'];
    if (typeof given !== 'string' || !sameSecret(given, secret)) throw new ApiError(403, SERVER_MESSAGES.forbidden);
  };

  // Registered before `:kind`, so "articles/publish" is never read as a kind.
  app.post(OPS_API.publishArticle.path, { preHandler: requireOperator }, async (request) => {
    const row = await publishArticle(ctx.db, parseOps(publishArticleSchema, request.body), ctx.now());
    if (!row) throw badRequest(SERVER_MESSAGES.articleNotFound);
    return ok(row);
  });

  app.get<{ Params: { kind: string } }>(OPS_API.listContent.path, { preHandler: requireOperator }, async (request) => {
    const { kind } = request.params;
    if (!isOpsContentKind(kind)) throw badRequest(RULE_MESSAGES.invalidRequest);
    return ok(await listForOperators(ctx.db, kind, parseOps(listQuery, request.query).limit));
  });

  app.post<{ Params: { kind: string } }>(OPS_API.saveContent.path, { preHandler: requireOperator }, async (request) => {
    const { kind } = request.params;
    if (!isOpsContentKind(kind)) throw badRequest(RULE_MESSAGES.invalidRequest);
    const { schema, save } = OPS_CONTENT[kind];
    const row = await ctx.db.transaction((tx) => save(tx, parseOps(schema, request.body)));
    if (!row) throw badRequest(SERVER_MESSAGES.contentNotFound);
    return ok(row);
  });
}
