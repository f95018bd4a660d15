/** Site content calls: public, cached with ETag / Cache-Control where they can be. */
import type { FastifyInstance } from 'fastify';
import { addDownloadCountRequest, articlesRequest, bannersRequest, contentIdQuery, documentQuery, pagedQuery } from '../../src/domain/contract/content.ts';
import type { AppContext } from '../context.ts';
import { sendCached } from '../http/cache.ts';
import { ok } from '../http/envelope.ts';
import { parseInput } from '../http/validate.ts';
import * as content from '../services/content.ts';
import { serve } from '../http/serve.ts';

export function registerContentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const paging = (query: unknown) => parseInput(pagedQuery, query);

  serve(app, 'homeCategories', async (request, reply) => sendCached(request, reply, await content.homeCategories(ctx, paging(request.query))));

  // A POST (spec §7): no HTTP cache; the client keeps the answer for the visit.
  serve(app, 'banners', async (request) => ok(await content.banners(ctx, parseInput(bannersRequest, request.body))));

  serve(app, 'bannerDetail', async (request, reply) =>
    sendCached(request, reply, await content.bannerOf(ctx, parseInput(contentIdQuery, request.query).id)));

  serve(app, 'articleCategories', async (request, reply) => sendCached(request, reply, await content.articleCategories(ctx, paging(request.query))));

  serve(app, 'categoryArticles', async (request) => ok(await content.publishedArticles(ctx, parseInput(articlesRequest, request.body))));

  serve(app, 'article', async (request, reply) =>
    sendCached(request, reply, await content.articleOf(ctx, parseInput(contentIdQuery, request.query).id)));

  serve(app, 'activities', async (request, reply) => sendCached(request, reply, await content.activitiesPage(ctx, paging(request.query))));

  serve(app, 'programme', async (request, reply) => sendCached(request, reply, await content.programmePage(ctx, paging(request.query))));

  serve(app, 'partners', async (request, reply) => sendCached(request, reply, await content.partners(ctx, paging(request.query))));

  serve(app, 'documents', async (request, reply) => sendCached(request, reply, await content.documentsPage(ctx, paging(request.query))));

  serve(app, 'document', async (request, reply) =>
    sendCached(request, reply, await content.documentOf(ctx, parseInput(documentQuery, request.query))));

  serve(app, 'downloadLinks', async (request, reply) => sendCached(request, reply, await content.downloadLinks(ctx)));

  serve(app, 'addDownloadCount', async (request) => {
    const input = parseInput(addDownloadCountRequest, request.body);
    return ok({ counted: await content.addDownloadCount(ctx, input.uuid, input.channel_from) });
  });
}
