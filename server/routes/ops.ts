/**
 * Operator calls, guarded by an operator session (`x-ops-token`) or the `x-ops-secret` header
 * (http/ops-guard.ts). Not registered at all without a secret. Every decision is recorded in the
 * audit with who made it. The review queues and the tools beside them: ops-reviews.ts.
 */
import { publish } from '../realtime/events.ts';
import type { FastifyInstance } from 'fastify';
import { OPS_API } from '../../src/domain/contract/paths.ts';
import type { AppContext } from '../context.ts';
import { ok } from '../http/envelope.ts';
import { parseOrRefuse } from '../http/validate.ts';
import { actorOf, operatorGuard } from '../http/ops-guard.ts';
import { recordDecision } from '../services/audit.ts';
import { registerOpsConsoleRoutes } from './ops-console.ts';
import { registerOpsOutboxRoutes } from './ops-outbox.ts';
import { registerOpsReviewsRoutes } from './ops-reviews.ts';

import { rtpReadingsBatch } from '../../src/domain/contract/sponsors.ts';
import { addReadings } from '../services/sponsors.ts';

export function registerOpsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const secret = ctx.opsSecret;
  if (!secret) return;

  const requireOperator = operatorGuard(ctx, secret);
  registerOpsConsoleRoutes(app, ctx, secret);
  registerOpsReviewsRoutes(app, ctx);

  registerOpsOutboxRoutes(app, ctx, requireOperator);

  // The feed's batch: each reading is checked by the service, which names the bad one.
  app.post(OPS_API.rtpReadings.path, { preHandler: requireOperator }, async (request) => {
    const receipt = await addReadings(ctx, parseOrRefuse(rtpReadingsBatch, request.body).readings);
    await recordDecision(ctx, actorOf(request), { action: 'rtp.readings', target: 'rtp', detail: { inserted: receipt.inserted } });
    await publish(ctx.db, { type: 'rtp' });
    return ok(receipt);
  });
}
