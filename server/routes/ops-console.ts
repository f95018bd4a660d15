/**
 * The operator console's calls (the session's are in ops-session.ts): the queue index, bulk
 * decisions, feedback replies and the audit. Registered by registerOpsRoutes, so they exist
 * exactly when the other operator calls do.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { auditQuery, decideManyBody, feedbackReplyBody, OPS_CONSOLE_API } from '../../src/domain/contract/ops.ts';
import { recordId } from '../../src/domain/contract/rewards.ts';
import { RULE_MESSAGES, SERVER_MESSAGES } from '../../src/domain/messages.pt.ts';
import { OPS_MESSAGES } from '../../src/domain/ops.pt.ts';
import type { AppContext } from '../context.ts';
import { ApiError, badRequest, ok } from '../http/envelope.ts';
import { actorOf, operatorGuard } from '../http/ops-guard.ts';
import { auditPage } from '../services/audit.ts';
import { replyToFeedback } from '../services/feedback-replies.ts';
import { memberSummary } from '../services/member-summary.ts';
import { decideMany, findQueue, queueIndex } from '../services/review-console.ts';
import { REVIEW_QUEUES } from '../services/review-queues.ts';

function parse<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw badRequest(RULE_MESSAGES.invalidRequest);
  return result.data;
}

export function queueOfRequest(request: FastifyRequest) {
  const name = (request.params as { queue?: string }).queue ?? '';
  const queue = findQueue(name);
  if (!queue) throw new ApiError(404, SERVER_MESSAGES.reviewQueueUnknown.replace('{{queues}}', [...REVIEW_QUEUES.keys()].join(', ')));
  return { name, queue };
}

export function registerOpsConsoleRoutes(app: FastifyInstance, ctx: AppContext, secret: string): void {
  const operator = { preHandler: operatorGuard(ctx, secret) };

  app.get(OPS_CONSOLE_API.reviewIndex.path, operator, async () => ok(await queueIndex(ctx)));

  app.post(OPS_CONSOLE_API.reviewDecideMany.path, operator, async (request) => {
    const { name, queue } = queueOfRequest(request);
    const input = parse(decideManyBody, request.body);
    if (!input.approve && !input.remark) throw badRequest(OPS_MESSAGES.remarkRequired);
    return ok(await decideMany(ctx, actorOf(request), name, queue, input));
  });

  app.post(OPS_CONSOLE_API.feedbackReply.path, operator, async (request) => {
    const id = parse(recordId, (request.params as { id?: string }).id);
    const input = parse(feedbackReplyBody, request.body);
    return ok(await replyToFeedback(ctx, actorOf(request), id, input.text));
  });

  app.get(OPS_CONSOLE_API.memberSummary.path, operator, async (request) => {
    return ok(await memberSummary(ctx, parse(recordId, (request.params as { id?: string }).id)));
  });

  app.get(OPS_CONSOLE_API.audit.path, operator, async (request) => {
    const query = parse(auditQuery, request.query);
    return ok(await auditPage(ctx, query.page, query.page_size));
  });
}
