/**
 * Operator calls, guarded by an operator session (`x-ops-token`) or the `x-ops-secret` header
 * (http/ops-guard.ts). Not registered at all without a secret. Review queues (shares, tasks,
 * withdrawals) belong here too; every decision is recorded in the audit with who made it.
 */
import { publish } from '../realtime/events.ts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { BROADCAST_BODY_MAX, BROADCAST_TITLE_MAX } from '../../src/domain/contract/messages.ts';
import { OPS_API } from '../../src/domain/contract/paths.ts';
import { GAMES, RECORD_STATUSES, recordId } from '../../src/domain/contract/rewards.ts';
import type { AppContext } from '../context.ts';
import { ok } from '../http/envelope.ts';
import { parseOrRefuse } from '../http/validate.ts';
import { actorOf, operatorGuard } from '../http/ops-guard.ts';
import { recordDecision } from '../services/audit.ts';
import { decideAndRecord, withMembers } from '../services/review-console.ts';
import { queueOfRequest, registerOpsConsoleRoutes } from './ops-console.ts';
import { grantChances } from '../services/chances.ts';
import { broadcast } from '../services/messages.ts';
import { decidePrize, prizeClaims } from '../services/reward-records.ts';
import { creditPoints } from '../services/ledger.ts';
import { FEEDBACK_STATUSES } from '../../src/domain/contract/feedback.ts';
import { feedbackForOperators } from '../services/feedback.ts';
import { marketPeriodBody, openMarketPeriod, requireAccount } from '../services/ops-tools.ts';
import { registerOpsOutboxRoutes } from './ops-outbox.ts';

import { rtpReadingsBatch } from '../../src/domain/contract/sponsors.ts';
import { addReadings } from '../services/sponsors.ts';

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

/** A station message to every member (promotions, notices); stored once, read marks per member. */
const broadcastBody = z.object({
  title: z.string().trim().min(1).max(BROADCAST_TITLE_MAX),
  body: z.string().trim().min(1).max(BROADCAST_BODY_MAX),
});

/** Feedback to read; replies: POST /api/ops/feedback/:id/reply (ops-console.ts). */
const feedbackQuery = z.object({
  status: z.enum(FEEDBACK_STATUSES).default('new'),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

export function registerOpsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const secret = ctx.opsSecret;
  if (!secret) return;

  const requireOperator = operatorGuard(ctx, secret);
  registerOpsConsoleRoutes(app, ctx, secret);

  registerOpsOutboxRoutes(app, ctx);

  app.get(OPS_API.prizeClaims.path, { preHandler: requireOperator }, async (request) => {
    const query = parseOrRefuse(prizeClaimsQuery, request.query);
    return ok(await prizeClaims(ctx, query.status, query.limit));
  });

  app.post(OPS_API.decidePrizeClaim.path, { preHandler: requireOperator }, async (request) => {
    const input = parseOrRefuse(decidePrizeBody, request.body);
    const decided = await decidePrize(ctx, input);
    await recordDecision(ctx, actorOf(request), {
      action: input.status === 'success' ? 'review.approve' : 'review.reject', target: `prize-claims:${input.draw_id}`, detail: { remark: input.remark },
    });
    return ok(decided);
  });

  app.get(OPS_API.reviewList.path, { preHandler: requireOperator }, async (request) => {
    const { queue } = queueOfRequest(request);
    const query = parseOrRefuse(reviewListQuery, request.query);
    return ok(await withMembers(ctx, await queue.list(ctx, query.status ?? queue.statuses[0]!, query.limit)));
  });

  app.post(OPS_API.reviewDecide.path, { preHandler: requireOperator }, async (request) => {
    const { name, queue } = queueOfRequest(request);
    const input = parseOrRefuse(reviewDecideBody, request.body);
    return ok(await decideAndRecord(ctx, actorOf(request), name, queue, { id: input.id, approve: input.decision === 'approve', remark: input.remark }));
  });

  app.post(OPS_API.creditPoints.path, { preHandler: requireOperator }, async (request) => {
    const input = parseOrRefuse(creditPointsBody, request.body);
    await requireAccount(ctx, input.user_id);
    const now = ctx.now();
    const result = await ctx.db.transaction((tx) =>
      creditPoints(tx, { userId: input.user_id, amount: input.amount, source: 'other', reason: input.reason, key: `ops:${input.key}`, now }),
    );
    if (result.applied) {
      await recordDecision(ctx, actorOf(request), { action: 'points.credit', target: `user:${input.user_id}`, detail: { amount: input.amount, reason: input.reason } });
    }
    return ok({ applied: result.applied, balance: result.balance, entry_id: result.entry.id });
  });

  app.post(OPS_API.addMarketPeriod.path, { preHandler: requireOperator }, async (request) =>
    ok(await openMarketPeriod(ctx, parseOrRefuse(marketPeriodBody, request.body))));

  app.get(OPS_API.feedbackList.path, { preHandler: requireOperator }, async (request) => {
    const query = parseOrRefuse(feedbackQuery, request.query);
    return ok(await withMembers(ctx, await feedbackForOperators(ctx, query.status, query.limit)));
  });

  app.post(OPS_API.grantChances.path, { preHandler: requireOperator }, async (request) => {
    const input = parseOrRefuse(grantChancesBody, request.body);
    await requireAccount(ctx, input.user_id);
    const now = ctx.now();
    const granted = await ctx.db.transaction((tx) =>
      grantChances(tx, input.user_id, input.game, input.amount, input.reason, { ...(input.key ? { key: input.key } : {}), now }),
    );
    if (granted) {
      await recordDecision(ctx, actorOf(request), { action: 'chances.grant', target: `user:${input.user_id}`, detail: { game: input.game, amount: input.amount } });
    }
    return ok({ granted });
  });

  // The feed's batch: each reading is checked by the service, which names the bad one.
  app.post(OPS_API.rtpReadings.path, { preHandler: requireOperator }, async (request) => {
    const receipt = await addReadings(ctx, parseOrRefuse(rtpReadingsBatch, request.body).readings);
    await recordDecision(ctx, actorOf(request), { action: 'rtp.readings', target: 'rtp', detail: { inserted: receipt.inserted } });
    await publish(ctx.db, { type: 'rtp' });
    return ok(receipt);
  });

  app.post(OPS_API.broadcastMessage.path, { preHandler: requireOperator }, async (request) => {
    const sent = await broadcast(ctx, parseOrRefuse(broadcastBody, request.body));
    await recordDecision(ctx, actorOf(request), { action: 'message.broadcast', target: `message:${sent.id}`, detail: { title: sent.title } });
    return ok(sent);
  });
}
