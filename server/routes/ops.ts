/**
 * Operator calls, guarded by the `x-ops-secret` header. Not registered at all without a secret.
 * Review queues (shares, tasks, withdrawals) belong here too.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { OPS_API } from '../../src/domain/contract/paths.ts';
import { GAMES, RECORD_STATUSES, recordId } from '../../src/domain/contract/rewards.ts';
import { RULE_MESSAGES, SERVER_MESSAGES } from '../../src/domain/messages.pt.ts';
import type { AppContext } from '../context.ts';
import { ApiError, badRequest, ok } from '../http/envelope.ts';
import { listOutbox } from '../repositories/outbox.ts';
import { insertTrackingScript } from '../repositories/site.ts';
import { findUserById } from '../repositories/users.ts';
import { sameSecret } from '../security/tokens.ts';
import { grantChances } from '../services/chances.ts';
import { decidePrize, prizeClaims } from '../services/reward-records.ts';
import { creditPoints } from '../services/ledger.ts';
import { REVIEW_QUEUES } from '../services/review-queues.ts';
import { clearPeriodsOfType, firstMarketOfType, insertPeriod } from '../repositories/markets.ts';

const outboxQuery = z.object({
  recipient: z.string().trim().min(1).max(200).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(50),
});

const trackingScriptBody = z.object({
  name: z.string().trim().min(1).max(100),
  content: z.string().max(100_000),
  enabled: z.boolean().default(true),
  sort: z.number().int().default(0),
});

const prizeClaimsQuery = z.object({
  status: z.enum(RECORD_STATUSES).default('review'),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

/** A refused physical prize gives nothing back; the remark is shown to the member. */
const decidePrizeBody = z.object({
  draw_id: recordId,
  status: z.enum(['success', 'failed']),
  remark: z.string().trim().max(200).default(''),
});

/** Extra chances by hand (support, promotions); the key makes a repeat harmless. */
const grantChancesBody = z.object({
  user_id: recordId,
  game: z.enum(GAMES),
  amount: z.number().int().min(1).max(1000),
  reason: z.string().trim().min(1).max(100),
  key: z.string().trim().min(1).max(100).optional(),
});

const reviewListQuery = z.object({
  status: z.string().trim().max(20).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

/** approve / reject an item of a review queue; the remark reaches the member. */
const reviewDecideBody = z.object({
  id: recordId,
  decision: z.enum(['approve', 'reject']),
  remark: z.string().trim().max(200).default(''),
});

/** Points by hand (support, corrections): a ledger credit with source 'other'; the key makes a repeat harmless. */
const creditPointsBody = z.object({
  user_id: recordId,
  amount: z.number().int().min(1).max(10_000_000),
  reason: z.string().trim().min(1).max(100),
  key: z.string().trim().min(1).max(100),
});

/** A period of the type's first entry (or `market_id`), starting `starts_in` seconds from now. */
const marketPeriodBody = z.object({
  type: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  market_id: recordId.optional(),
  starts_in: z.number().int().min(-86_400).max(30 * 86_400),
  duration: z.number().int().min(1).max(30 * 86_400),
  code: z.string().trim().toUpperCase().min(4).max(32).optional(),
  points: z.number().int().min(1).max(100_000).default(10),
  envelope_cap: z.number().int().min(0).max(1000).default(20),
  /** End the type's live periods and drop its future ones first (a campaign replaces another; tests). */
  replace: z.boolean().default(false),
});

/** Operator input is not a member form: one generic Portuguese message is enough. */
function parseOpsInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw badRequest(RULE_MESSAGES.invalidRequest);
  return result.data;
}

export function registerOpsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const secret = ctx.opsSecret;
  if (!secret) return;

  const requireOperator = async (request: FastifyRequest) => {
    const given = request.headers['x-ops-secret'];
    if (typeof given !== 'string' || !sameSecret(given, secret)) throw new ApiError(403, SERVER_MESSAGES.forbidden);
  };

  app.get(OPS_API.outbox.path, { preHandler: requireOperator }, async (request) => {
    const query = parseOpsInput(outboxQuery, request.query);
    const rows = await listOutbox(ctx.db, { limit: query.limit, ...(query.recipient ? { recipient: query.recipient } : {}) });
    return ok(
      rows.map((row) => ({
        id: row.id,
        channel: row.channel,
        recipient: row.recipient,
        subject: row.subject,
        body: row.body,
        created_at: row.createdAt.toISOString(),
      })),
    );
  });

  app.post(OPS_API.addTrackingScript.path, { preHandler: requireOperator }, async (request) => {
    const input = parseOpsInput(trackingScriptBody, request.body);
    const row = await insertTrackingScript(ctx.db, input);
    return ok({ id: row.id, name: row.name, content: row.content, enabled: row.enabled });
  });

  app.get(OPS_API.prizeClaims.path, { preHandler: requireOperator }, async (request) => {
    const query = parseOpsInput(prizeClaimsQuery, request.query);
    return ok(await prizeClaims(ctx, query.status, query.limit));
  });

  app.post(OPS_API.decidePrizeClaim.path, { preHandler: requireOperator }, async (request) => {
    return ok(await decidePrize(ctx, parseOpsInput(decidePrizeBody, request.body)));
  });

  const queueOf = (request: FastifyRequest) => {
    const name = (request.params as { queue?: string }).queue ?? '';
    const queue = REVIEW_QUEUES[name];
    if (!queue) throw badRequest(SERVER_MESSAGES.reviewQueueUnknown.replace('{{queues}}', Object.keys(REVIEW_QUEUES).join(', ')));
    return queue;
  };

  app.get(OPS_API.reviewList.path, { preHandler: requireOperator }, async (request) => {
    const queue = queueOf(request);
    const query = parseOpsInput(reviewListQuery, request.query);
    return ok(await queue.list(ctx, query.status ?? queue.statuses[0]!, query.limit));
  });

  app.post(OPS_API.reviewDecide.path, { preHandler: requireOperator }, async (request) => {
    const queue = queueOf(request);
    const input = parseOpsInput(reviewDecideBody, request.body);
    return ok(await queue.decide(ctx, { id: input.id, approve: input.decision === 'approve', remark: input.remark }));
  });

  app.post(OPS_API.creditPoints.path, { preHandler: requireOperator }, async (request) => {
    const input = parseOpsInput(creditPointsBody, request.body);
    if (!(await findUserById(ctx.db, input.user_id))) throw badRequest(SERVER_MESSAGES.accountNotFound);
    const now = ctx.now();
    const result = await ctx.db.transaction((tx) =>
      creditPoints(tx, { userId: input.user_id, amount: input.amount, source: 'other', reason: input.reason, key: `ops:${input.key}`, now }),
    );
    return ok({ applied: result.applied, balance: result.balance, entry_id: result.entry.id });
  });

  app.post(OPS_API.addMarketPeriod.path, { preHandler: requireOperator }, async (request) => {
    const input = parseOpsInput(marketPeriodBody, request.body);
    const marketId = input.market_id ?? (await firstMarketOfType(ctx.db, input.type))?.id;
    if (!marketId) throw badRequest(RULE_MESSAGES.invalidRequest);
    const now = ctx.now();
    if (input.replace) await clearPeriodsOfType(ctx.db, input.type, now);
    const startsAt = new Date(now.getTime() + input.starts_in * 1000);
    const row = await insertPeriod(ctx.db, {
      marketId, code: input.code ?? null, startsAt, endsAt: new Date(startsAt.getTime() + input.duration * 1000),
      points: input.points, envelopeCap: input.envelope_cap,
    });
    return ok({ id: row.id, market_id: row.marketId, starts_at: row.startsAt.toISOString(), ends_at: row.endsAt.toISOString() });
  });

  app.post(OPS_API.grantChances.path, { preHandler: requireOperator }, async (request) => {
    const input = parseOpsInput(grantChancesBody, request.body);
    if (!(await findUserById(ctx.db, input.user_id))) throw badRequest(SERVER_MESSAGES.accountNotFound);
    const now = ctx.now();
    const granted = await ctx.db.transaction((tx) =>
      grantChances(tx, input.user_id, input.game, input.amount, input.reason, { ...(input.key ? { key: input.key } : {}), now }),
    );
    return ok({ granted });
  });
}
