/** Feedback from members (spec §7: POST /api/message/submitFeedback). */
import type { FastifyInstance } from 'fastify';
import { feedbackRequest } from '../../src/domain/contract/feedback.ts';
import type { AppContext } from '../context.ts';
import { ok } from '../http/envelope.ts';
import { requireMember } from '../http/guards.ts';
import { parseInput } from '../http/validate.ts';
import { submitFeedback } from '../services/feedback.ts';
import { serve } from '../http/serve.ts';

export function registerFeedbackRoutes(app: FastifyInstance, ctx: AppContext): void {
  serve(app, 'submitFeedback', async (request) => {
    const member = await requireMember(ctx.db, request);
    return ok(await submitFeedback(ctx, member, parseInput(feedbackRequest, request.body)));
  });
}
