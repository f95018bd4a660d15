/** Station messages of the signed-in member (issue 11); the operator's broadcast is in ops.ts. */
import type { FastifyInstance } from 'fastify';
import { stationMessageIdRequest, stationMessagesRequest } from '../../src/domain/contract/messages.ts';
import type { AppContext } from '../context.ts';
import { ok } from '../http/envelope.ts';
import { requireMember } from '../http/guards.ts';
import { parseInput } from '../http/validate.ts';
import { messageList, openMessage, readAll, unreadCount } from '../services/messages.ts';
import { serve } from '../http/serve.ts';

export function registerMessageRoutes(app: FastifyInstance, ctx: AppContext): void {
  const member = (request: Parameters<typeof requireMember>[1]) => requireMember(ctx.db, request);

  serve(app, 'stationMessages', async (request) => {
    const who = await member(request);
    const input = parseInput(stationMessagesRequest, request.body);
    return ok(await messageList(ctx, who, input.page, input.page_size));
  });

  serve(app, 'stationMessageDetail', async (request) => {
    const who = await member(request);
    return ok(await openMessage(ctx, who, parseInput(stationMessageIdRequest, request.body).id));
  });

  serve(app, 'unreadMessages', async (request) => ok(await unreadCount(ctx, await member(request))));

  serve(app, 'readAllMessages', async (request) => ok(await readAll(ctx, await member(request))));
}
