/** Site content calls: public, cached with ETag / Cache-Control where they can be. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { sendCached } from '../http/cache.ts';
import { serveCall } from '../http/serve-call.ts';
import * as content from '../services/content.ts';

export function registerContentRoutes(app: FastifyInstance, ctx: AppContext): void {
  serveCall(app, ctx, 'homeCategories', async (input, { request, reply }) => sendCached(request, reply, await content.homeCategories(ctx, input)));
  // A POST (spec §7): no HTTP cache; the client keeps the answer for the visit.
  serveCall(app, ctx, 'banners', async (input) => content.banners(ctx, input));
  serveCall(app, ctx, 'bannerDetail', async (input, { request, reply }) => sendCached(request, reply, await content.bannerOf(ctx, input.id)));
  serveCall(app, ctx, 'articleCategories', async (input, { request, reply }) => sendCached(request, reply, await content.articleCategories(ctx, input)));
  serveCall(app, ctx, 'categoryArticles', async (input) => content.publishedArticles(ctx, input));
  serveCall(app, ctx, 'article', async (input, { request, reply }) => sendCached(request, reply, await content.articleOf(ctx, input.id)));
  serveCall(app, ctx, 'activities', async (input, { request, reply }) => sendCached(request, reply, await content.activitiesPage(ctx, input)));
  serveCall(app, ctx, 'programme', async (input, { request, reply }) => sendCached(request, reply, await content.programmePage(ctx, input)));
  serveCall(app, ctx, 'partners', async (input, { request, reply }) => sendCached(request, reply, await content.partners(ctx, input)));
  serveCall(app, ctx, 'documents', async (input, { request, reply }) => sendCached(request, reply, await content.documentsPage(ctx, input)));
  serveCall(app, ctx, 'document', async (input, { request, reply }) => sendCached(request, reply, await content.documentOf(ctx, input)));
  serveCall(app, ctx, 'downloadLinks', async (_, { request, reply }) => sendCached(request, reply, await content.downloadLinks(ctx)));
  serveCall(app, ctx, 'addDownloadCount', async (input) => ({ counted: await content.addDownloadCount(ctx, input.uuid, input.channel_from) }));
}
