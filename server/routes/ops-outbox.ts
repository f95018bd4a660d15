/**
 * The console's "Caixa de saída": messages with their delivery, a dead one sent again (audited
 * with the operator's name), and the operators' notices. Registered by registerOpsRoutes.
 */
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { outboxQuery, outboxRetryBody } from '../../src/domain/contract/ops-outbox.ts';
import { OPS_API } from '../../src/domain/contract/paths.ts';
import { RULE_MESSAGES } from '../../src/domain/messages.pt.ts';
import type { AppContext } from '../context.ts';
import { badRequest, ok } from '../http/envelope.ts';
import { actorOf, type operatorGuard } from '../http/ops-guard.ts';
import { recordDecision } from '../services/audit.ts';
import { opsNotices, outboxMessages, retryDeadMessage } from '../services/ops-outbox.ts';

const NOTICES_SHOWN = 20;

function parse<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw badRequest(RULE_MESSAGES.invalidRequest);
  return result.data;
}

export function registerOpsOutboxRoutes(app: FastifyInstance, ctx: AppContext, requireOperator: ReturnType<typeof operatorGuard>): void {
  const operator = { preHandler: requireOperator };

  app.get(OPS_API.outbox.path, operator, async (request) => ok(await outboxMessages(ctx, parse(outboxQuery, request.query))));

  app.post(OPS_API.outboxRetry.path, operator, async (request) => {
    const { id } = parse(outboxRetryBody, request.body);
    const message = await retryDeadMessage(ctx, id);
    await recordDecision(ctx, actorOf(request), { action: 'outbox.retry', target: `outbox:${id}`, detail: { channel: message.channel, to: message.recipient_masked } });
    return ok(message);
  });

  app.get(OPS_API.opsNotices.path, operator, async () => ok(await opsNotices(ctx, NOTICES_SHOWN)));
}
