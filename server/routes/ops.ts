/**
 * Operator calls, guarded by an operator session (`x-ops-token`) or the `x-ops-secret` header
 * (http/ops-guard.ts). Not registered at all without a secret. Every decision is recorded in the
 * audit with who made it. The review queues and the tools beside them: ops-reviews.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { operatorGuard } from '../http/ops-guard.ts';
import { registerOpsOutboxRoutes } from './ops-outbox.ts';
import { registerOpsReviewsRoutes } from './ops-reviews.ts';

export function registerOpsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const secret = ctx.opsSecret;
  if (!secret) return;
  registerOpsReviewsRoutes(app, ctx);
  registerOpsOutboxRoutes(app, ctx, operatorGuard(ctx, secret));
}
