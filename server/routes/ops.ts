/**
 * Operator calls of the review queues and the outbox; every operator call is served from its
 * definition by serveCall (http/serve-call.ts), which registers no operator call without an OPS_SECRET.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { registerOpsOutboxRoutes } from './ops-outbox.ts';
import { registerOpsReviewsRoutes } from './ops-reviews.ts';

export function registerOpsRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerOpsReviewsRoutes(app, ctx);
  registerOpsOutboxRoutes(app, ctx);
}
