/** Site content calls (issue 12): public, cached with ETag / Cache-Control where they can be. */
import type { FastifyInstance } from 'fastify';
import { addDownloadCountRequest, articlesRequest, bannersRequest, contentIdQuery, documentQuery, pagedQuery } from '../../src/domain/contract/content.ts';
import type { Banner } from '../../src/domain/contract/index.ts';
import { API } from '../../src/domain/contract/paths.ts';
import { SERVER_MESSAGES } from '../../src/domain/messages.pt.ts';
import type { AppContext } from '../context.ts';
import { sendCached } from '../http/cache.ts';
import { ApiError, ok } from '../http/envelope.ts';
import { parseInput } from '../http/validate.ts';
import * as repo from '../repositories/content.ts';
import * as content from '../services/content.ts';

/** The programme shows sessions from the start of yesterday on, so "today" works in every zone. */
const PROGRAMME_LOOKBACK_MS = 24 * 3600 * 1000;

export function registerContentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const paging = (query: unknown) => parseInput(pagedQuery, query);

  app.get(API.homeCategories.path, async (request, reply) =>
    sendCached(request, reply, await content.paged(paging(request.query), (w) => repo.listHomeCategories(db, w))));

  // A POST (spec §7): no HTTP cache; the client keeps the answer for the visit.
  app.post(API.banners.path, async (request) => {
    const input = parseInput(bannersRequest, request.body);
    return ok(await content.paged<Banner>(input, (w) => repo.listBanners(db, input.position, w)));
  });

  app.get(API.bannerDetail.path, async (request, reply) => {
    const banner = await repo.findBanner(db, parseInput(contentIdQuery, request.query).id);
    if (!banner) throw new ApiError(400, SERVER_MESSAGES.bannerNotFound);
    return sendCached(request, reply, banner);
  });

  app.get(API.articleCategories.path, async (request, reply) =>
    sendCached(request, reply, await content.paged(paging(request.query), (w) => repo.listArticleCategories(db, w))));

  app.post(API.categoryArticles.path, async (request) => {
    const input = parseInput(articlesRequest, request.body);
    const page = await content.paged(input, (w) => repo.listPublishedArticles(db, input.category_id, ctx.now(), w));
    return ok({ ...page, list: page.list.map(content.toArticleSummary) });
  });

  app.get(API.article.path, async (request, reply) =>
    sendCached(request, reply, await content.articleOf(ctx, parseInput(contentIdQuery, request.query).id)));

  app.get(API.activities.path, async (request, reply) => {
    const now = ctx.now();
    const page = await content.paged(paging(request.query), (w) => repo.listActivities(db, w));
    return sendCached(request, reply, { ...page, list: page.list.map((row) => content.toActivity(row, now)) });
  });

  app.get(API.programme.path, async (request, reply) => {
    const from = new Date(ctx.now().getTime() - PROGRAMME_LOOKBACK_MS);
    const page = await content.paged(paging(request.query), (w) => repo.listProgramme(db, from, w));
    return sendCached(request, reply, { ...page, list: page.list.map(content.toProgrammeEntry) });
  });

  app.get(API.partners.path, async (request, reply) =>
    sendCached(request, reply, await content.paged(paging(request.query), (w) => repo.listPartners(db, w))));

  app.get(API.documents.path, async (request, reply) => {
    const page = await content.paged(paging(request.query), (w) => repo.listProtocolDocuments(db, w));
    return sendCached(request, reply, { ...page, list: page.list.map(content.toDocumentSummary) });
  });

  app.get(API.document.path, async (request, reply) =>
    sendCached(request, reply, await content.documentOf(ctx, parseInput(documentQuery, request.query))));

  app.get(API.downloadLinks.path, async (request, reply) => sendCached(request, reply, await content.downloadLinks(ctx)));

  app.post(API.addDownloadCount.path, async (request) => {
    const input = parseInput(addDownloadCountRequest, request.body);
    return ok({ counted: await content.addDownloadCount(ctx, input.uuid, input.channel_from) });
  });
}
