/** Station messages of the signed-in member; the operator's broadcast is in ops.ts. */
import type { FastifyInstance } from 'fastify';
import { stationMessageIdRequest, stationMessagesRequest } from '../../src/domain/contract/messages.ts';
import type { AppContext } from '../context.ts';
import { ok } from '../http/envelope.ts';
import { parseInput } from '../http/validate.ts';
import { messageList, openMessage, readAll, unreadCount } from '../services/messages.ts';
import { memberOf, memberRoutes } from '../http/member-routes.ts';
import { serve } from '../http/serve.ts';

export function registerMessageRoutes(app: FastifyInstance, ctx: AppContext): void {
  memberRoutes(app, ctx, (scope) => {
    serve(scope, 'stationMessages', async (request) => {
      const who = memberOf(request);
      const input = parseInput(stationMessagesRequest, request.body);
      return ok(await messageList(ctx, who, input.page, input.page_size));
    });

    serve(scope, 'stationMessageDetail', async (request) => {
      const who = memberOf(request);
      return ok(await openMessage(ctx, who, parseInput(stationMessageIdRequest, request.body).id));
    });

    serve(scope, 'unreadMessages', async (request) => ok(await unreadCount(ctx, memberOf(request))));

    serve(scope, 'readAllMessages', async (request) => ok(await readAll(ctx, memberOf(request))));
  });
}
