/** Feedback from members (spec §7: POST /api/message/submitFeedback). */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { ok } from '../http/envelope.ts';
import { submitFeedback } from '../services/feedback.ts';
import { memberOf, memberRoutes } from '../http/member-routes.ts';
import { serve } from '../http/serve.ts';

export function registerFeedbackRoutes(app: FastifyInstance, ctx: AppContext): void {
  memberRoutes(app, ctx, (scope) => {
    serve(scope, 'submitFeedback', async (input, request) => {
      const member = memberOf(request);
      return ok(await submitFeedback(ctx, member, input));
    });
  });
}
