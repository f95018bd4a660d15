/** Site content calls: public, cached with ETag / Cache-Control where they can be. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { sendCached } from '../http/cache.ts';
import { ok } from '../http/envelope.ts';
import * as content from '../services/content.ts';
import { serve } from '../http/serve.ts';

export function registerContentRoutes(app: FastifyInstance, ctx: AppContext): void {
  serve(app, 'homeCategories', async (input, request, reply) => sendCached(request, reply, await content.homeCategories(ctx, input)));

  // A POST (spec §7): no HTTP cache; the client keeps the answer for the visit.
  serve(app, 'banners', async (input) => ok(await content.banners(ctx, input)));

  serve(app, 'bannerDetail', async (input, request, reply) =>
    sendCached(request, reply, await content.bannerOf(ctx, input.id)));

  serve(app, 'articleCategories', async (input, request, reply) => sendCached(request, reply, await content.articleCategories(ctx, input)));

  serve(app, 'categoryArticles', async (input) => ok(await content.publishedArticles(ctx, input)));

  serve(app, 'article', async (input, request, reply) =>
    sendCached(request, reply, await content.articleOf(ctx, input.id)));

  serve(app, 'activities', async (input, request, reply) => sendCached(request, reply, await content.activitiesPage(ctx, input)));

  serve(app, 'programme', async (input, request, reply) => sendCached(request, reply, await content.programmePage(ctx, input)));

  serve(app, 'partners', async (input, request, reply) => sendCached(request, reply, await content.partners(ctx, input)));

  serve(app, 'documents', async (input, request, reply) => sendCached(request, reply, await content.documentsPage(ctx, input)));

  serve(app, 'document', async (input, request, reply) =>
    sendCached(request, reply, await content.documentOf(ctx, input)));

  serve(app, 'downloadLinks', async (_, request, reply) => sendCached(request, reply, await content.downloadLinks(ctx)));

  serve(app, 'addDownloadCount', async (input) => {
    return ok({ counted: await content.addDownloadCount(ctx, input.uuid, input.channel_from) });
  });
}
