/** Station messages of the signed-in member (issue 11); the operator's broadcast is in ops.ts. */
import type { FastifyInstance } from 'fastify';
import { stationMessageIdRequest, stationMessagesRequest } from '../../src/domain/contract/messages.ts';
import { API } from '../../src/domain/contract/paths.ts';
import type { AppContext } from '../context.ts';
import { ok } from '../http/envelope.ts';
import { requireMember } from '../http/guards.ts';
import { parseInput } from '../http/validate.ts';
import { messageList, openMessage, readAll, unreadCount } from '../services/messages.ts';

export function registerMessageRoutes(app: FastifyInstance, ctx: AppContext): void {
  const member = (request: Parameters<typeof requireMember>[1]) => requireMember(ctx.db, request);

  app.post(API.stationMessages.path, async (request) => {
    const who = await member(request);
    const input = parseInput(stationMessagesRequest, request.body);
    return ok(await messageList(ctx, who, input.page, input.page_size));
  });

  app.post(API.stationMessageDetail.path, async (request) => {
    const who = await member(request);
    return ok(await openMessage(ctx, who, parseInput(stationMessageIdRequest, request.body).id));
  });

  app.post(API.unreadMessages.path, async (request) => ok(await unreadCount(ctx, await member(request))));

  app.post(API.readAllMessages.path, async (request) => ok(await readAll(ctx, await member(request))));
}
