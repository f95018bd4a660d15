/**
 * The console's "Caixa de saída": messages with their delivery, a dead one sent again (audited
 * with the operator's name), and the operators' notices. Registered by registerOpsRoutes.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { serveCall } from '../http/serve-call.ts';
import { opsNotices, outboxMessages, retryDeadMessage } from '../services/ops-outbox.ts';

const NOTICES_SHOWN = 20;

export function registerOpsOutboxRoutes(app: FastifyInstance, ctx: AppContext): void {
  serveCall(app, ctx, 'outbox', async (input) => outboxMessages(ctx, input));

  serveCall(app, ctx, 'outboxRetry', async ({ id }, call) => retryDeadMessage(ctx, call.actor, id));

  serveCall(app, ctx, 'opsNotices', async () => opsNotices(ctx, NOTICES_SHOWN));
}
