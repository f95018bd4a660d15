/**
 * The console's review calls: the queues (index, items, one decision or many), physical prize
 * claims, feedback and its replies, a member at a glance, the audit; and the operator tools beside
 * them (a message to every member, points and chances by hand, market periods). Every decision is
 * recorded in the audit with who made it, by its service.
 */
import type { FastifyInstance } from 'fastify';
import { SERVER_MESSAGES } from '../../src/domain/messages.pt.ts';
import type { AppContext } from '../context.ts';
import { ApiError } from '../http/envelope.ts';
import { serveCall } from '../http/serve-call.ts';
import { auditPage } from '../services/audit.ts';
import { feedbackForOperators } from '../services/feedback.ts';
import { replyToFeedback } from '../services/feedback-replies.ts';
import { memberSummary } from '../services/member-summary.ts';
import { broadcastByOperator, creditPointsByHand, grantChancesByHand, openMarketPeriod } from '../services/ops-tools.ts';
import { decideAndRecord, decideMany, findQueue, queueIndex, queueItems, withMembers } from '../services/review-console.ts';
import { REVIEW_QUEUES } from '../services/review-queues.ts';
import { decidePrizeClaim, prizeClaims } from '../services/reward-records.ts';

/** The queue of the path's `:queue`; an unknown name answers 404 with the names there are. */
function queueNamed(name: string) {
  const queue = findQueue(name);
  if (!queue) throw new ApiError(404, SERVER_MESSAGES.reviewQueueUnknown.replace('{{queues}}', [...REVIEW_QUEUES.keys()].join(', ')));
  return queue;
}

export function registerOpsReviewsRoutes(app: FastifyInstance, ctx: AppContext): void {
  serveCall(app, ctx, 'reviewIndex', async () => queueIndex(ctx));
  serveCall(app, ctx, 'reviewList', async (input) => queueItems(ctx, queueNamed(input.queue), input.status, input.limit));
  serveCall(app, ctx, 'reviewDecide', async (input, call) =>
    decideAndRecord(ctx, call.actor, input.queue, queueNamed(input.queue).decide, { id: input.id, approve: input.decision === 'approve', remark: input.remark }));
  serveCall(app, ctx, 'reviewDecideMany', async (input, call) => decideMany(ctx, call.actor, input.queue, queueNamed(input.queue), input));

  serveCall(app, ctx, 'prizeClaims', async (input) => prizeClaims(ctx, input.status, input.limit));
  // The prize-claims queue's decision under its own call: audited the same way.
  serveCall(app, ctx, 'decidePrizeClaim', async (input, call) =>
    decideAndRecord(ctx, call.actor, 'prize-claims', decidePrizeClaim, { id: input.draw_id, approve: input.status === 'success', remark: input.remark }));

  serveCall(app, ctx, 'feedbackList', async (input) => withMembers(ctx, await feedbackForOperators(ctx, input.status, input.limit)));
  serveCall(app, ctx, 'feedbackReply', async (input, call) => replyToFeedback(ctx, call.actor, input.id, input.text));
  serveCall(app, ctx, 'memberSummary', async (input) => memberSummary(ctx, input.id));
  serveCall(app, ctx, 'audit', async (input) => auditPage(ctx, input.page, input.page_size));

  serveCall(app, ctx, 'broadcastMessage', async (input, call) => broadcastByOperator(ctx, call.actor, input));
  serveCall(app, ctx, 'creditPoints', async (input, call) => creditPointsByHand(ctx, call.actor, input));
  serveCall(app, ctx, 'grantChances', async (input, call) => grantChancesByHand(ctx, call.actor, input));
  serveCall(app, ctx, 'addMarketPeriod', async (input) => openMarketPeriod(ctx, input));
}
