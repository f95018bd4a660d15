/** Site content calls (issue 12): public, cached with ETag / Cache-Control where they can be. */
import type { FastifyInstance } from 'fastify';
import { addDownloadCountRequest, articlesRequest, bannersRequest, contentIdQuery, documentQuery, pagedQuery } from '../../src/domain/contract/content.ts';
import { API } from '../../src/domain/contract/paths.ts';
import type { AppContext } from '../context.ts';
import { sendCached } from '../http/cache.ts';
import { ok } from '../http/envelope.ts';
import { parseInput } from '../http/validate.ts';
import * as content from '../services/content.ts';

export function registerContentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const paging = (query: unknown) => parseInput(pagedQuery, query);

  app.get(API.homeCategories.path, async (request, reply) => sendCached(request, reply, await content.homeCategories(ctx, paging(request.query))));

  // A POST (spec §7): no HTTP cache; the client keeps the answer for the visit.
  app.post(API.banners.path, async (request) => ok(await content.banners(ctx, parseInput(bannersRequest, request.body))));

  app.get(API.bannerDetail.path, async (request, reply) =>
    sendCached(request, reply, await content.bannerOf(ctx, parseInput(contentIdQuery, request.query).id)));

  app.get(API.articleCategories.path, async (request, reply) => sendCached(request, reply, await content.articleCategories(ctx, paging(request.query))));

  app.post(API.categoryArticles.path, async (request) => ok(await content.publishedArticles(ctx, parseInput(articlesRequest, request.body))));

  app.get(API.article.path, async (request, reply) =>
    sendCached(request, reply, await content.articleOf(ctx, parseInput(contentIdQuery, request.query).id)));

  app.get(API.activities.path, async (request, reply) => sendCached(request, reply, await content.activitiesPage(ctx, paging(request.query))));

  app.get(API.programme.path, async (request, reply) => sendCached(request, reply, await content.programmePage(ctx, paging(request.query))));

  app.get(API.partners.path, async (request, reply) => sendCached(request, reply, await content.partners(ctx, paging(request.query))));

  app.get(API.documents.path, async (request, reply) => sendCached(request, reply, await content.documentsPage(ctx, paging(request.query))));

  app.get(API.document.path, async (request, reply) =>
    sendCached(request, reply, await content.documentOf(ctx, parseInput(documentQuery, request.query))));

  app.get(API.downloadLinks.path, async (request, reply) => sendCached(request, reply, await content.downloadLinks(ctx)));

  app.post(API.addDownloadCount.path, async (request) => {
    const input = parseInput(addDownloadCountRequest, request.body);
    return ok({ counted: await content.addDownloadCount(ctx, input.uuid, input.channel_from) });
  });
}
