/** Feedback from members (spec §7: POST /api/message/submitFeedback). */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { serveCall } from '../http/serve-call.ts';
import { submitFeedback } from '../services/feedback.ts';

export function registerFeedbackRoutes(app: FastifyInstance, ctx: AppContext): void {
  serveCall(app, ctx, 'submitFeedback', async (input, { member }) => submitFeedback(ctx, member, input));
}
