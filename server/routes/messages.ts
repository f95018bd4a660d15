/** Station messages of the signed-in member; the operator's broadcast is in ops-reviews.ts. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { serveCall } from '../http/serve-call.ts';
import { messageList, openMessage, readAll, unreadCount } from '../services/messages.ts';

export function registerMessageRoutes(app: FastifyInstance, ctx: AppContext): void {
  serveCall(app, ctx, 'stationMessages', async (input, { member }) => messageList(ctx, member, input.page, input.page_size));
  serveCall(app, ctx, 'stationMessageDetail', async (input, { member }) => openMessage(ctx, member, input.id));
  serveCall(app, ctx, 'unreadMessages', async (_, { member }) => unreadCount(ctx, member));
  serveCall(app, ctx, 'readAllMessages', async (_, { member }) => readAll(ctx, member));
}
