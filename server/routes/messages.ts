/** Station messages of the signed-in member; the operator's broadcast is in ops.ts. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { ok } from '../http/envelope.ts';
import { messageList, openMessage, readAll, unreadCount } from '../services/messages.ts';
import { memberOf, memberRoutes } from '../http/member-routes.ts';
import { serve } from '../http/serve.ts';

export function registerMessageRoutes(app: FastifyInstance, ctx: AppContext): void {
  memberRoutes(app, ctx, (scope) => {
    serve(scope, 'stationMessages', async (input, request) => {
      const who = memberOf(request);
      return ok(await messageList(ctx, who, input.page, input.page_size));
    });

    serve(scope, 'stationMessageDetail', async (input, request) => {
      const who = memberOf(request);
      return ok(await openMessage(ctx, who, input.id));
    });

    serve(scope, 'unreadMessages', async (_, request) => ok(await unreadCount(ctx, memberOf(request))));

    serve(scope, 'readAllMessages', async (_, request) => ok(await readAll(ctx, memberOf(request))));
  });
}
