/**
 * The console's "Caixa de saída": messages with their delivery, a dead one sent again (audited
 * with the operator's name), and the operators' notices. Registered by registerOpsRoutes.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { serveCall } from '../http/serve-call.ts';
import { recordDecision } from '../services/audit.ts';
import { opsNotices, outboxMessages, retryDeadMessage } from '../services/ops-outbox.ts';

const NOTICES_SHOWN = 20;

export function registerOpsOutboxRoutes(app: FastifyInstance, ctx: AppContext): void {
  serveCall(app, ctx, 'outbox', async (input) => outboxMessages(ctx, input));

  serveCall(app, ctx, 'outboxRetry', async ({ id }, call) => {
    const message = await retryDeadMessage(ctx, id);
    await recordDecision(ctx, call.actor, { action: 'outbox.retry', target: `outbox:${id}`, detail: { channel: message.channel, to: message.recipient_masked } });
    return message;
  });

  serveCall(app, ctx, 'opsNotices', async () => opsNotices(ctx, NOTICES_SHOWN));
}
