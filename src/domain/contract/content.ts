/**
 * Site content: home categories, banners, articles, activities, the games programme,
 * partners, documents and app downloads. Spec §7 calls and ours: docs/api.md "Content".
 */
import { z } from 'zod';
import { RULE_MESSAGES as M } from '../messages.pt.ts';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from './reward-values.ts';
import { BANNER_POSITIONS, CHANNEL_FROM, DOWNLOAD_UUID } from './content-values.ts';
import { pagination, recordId } from './rewards.ts';
import type {
  activitiesAnswer, articleAnswer, articleCategoriesAnswer, articleSummary, bannerDetailAnswer, bannersAnswer, documentAnswer, documentSummary,
  downloadCountedAnswer, downloadLinksAnswer, homeCategoriesAnswer, partnersAnswer, programmeAnswer,
} from './answers/content.ts';

export * from './content-values.ts';

/** GET lists carry page and page_size in the query, so they arrive as strings. */
export const pagedQuery = z.object({
  page: z.coerce.number({ error: M.pageInvalid }).int(M.pageInvalid).min(1, M.pageInvalid).max(100_000, M.pageInvalid).default(1),
  page_size: z.coerce
    .number({ error: M.pageSizeInvalid })
    .int(M.pageSizeInvalid)
    .min(1, M.pageSizeInvalid)
    .max(PAGE_SIZE_MAX, M.pageSizeInvalid)
    .default(PAGE_SIZE_DEFAULT),
});
export type PagedQuery = z.input<typeof pagedQuery>;

export const contentIdQuery = z.object({ id: recordId });

export const bannersRequest = z.object({
  position: z.enum(BANNER_POSITIONS, { error: M.positionInvalid }).optional(),
  ...pagination,
});
export type BannersRequest = z.input<typeof bannersRequest>;

/** No category: the newest articles of every category (the home's "latest articles"). */
export const articlesRequest = z.object({
  category_id: recordId.optional(),
  ...pagination,
});
export type ArticlesRequest = z.input<typeof articlesRequest>;

export const addDownloadCountRequest = z.object({
  channel_from: z.string({ error: M.channelFromInvalid }).trim().regex(CHANNEL_FROM, M.channelFromInvalid).default(''),
  uuid: z.string({ error: M.downloadUuidInvalid }).regex(DOWNLOAD_UUID, M.downloadUuidInvalid),
});
export type AddDownloadCountRequest = z.input<typeof addDownloadCountRequest>;

export type HomeCategory = z.output<typeof homeCategoriesAnswer>['list'][number];

export type Banner = z.output<typeof bannersAnswer>['list'][number];

export type BannerDetail = z.output<typeof bannerDetailAnswer>;

export type ArticleCategory = z.output<typeof articleCategoriesAnswer>['list'][number];

export type ArticleSummary = z.output<typeof articleSummary>;

export type Article = z.output<typeof articleAnswer>;

export type Activity = z.output<typeof activitiesAnswer>['list'][number];

export type ProgrammeEntry = z.output<typeof programmeAnswer>['list'][number];

export type Partner = z.output<typeof partnersAnswer>['list'][number];

export type DocumentSummary = z.output<typeof documentSummary>;

export type ContentDocument = z.output<typeof documentAnswer>;

export const documentQuery = z.union([z.object({ id: recordId }), z.object({ slug: z.string().regex(/^[a-z0-9-]{1,40}$/, M.recordIdInvalid) })], {
  error: M.recordIdInvalid,
});

/** `package`: download the Android package at `url`; `pwa`: install the web app from the browser. */
export type DownloadLink = DownloadLinks['links'][number];

export type DownloadLinks = z.output<typeof downloadLinksAnswer>;

export type DownloadCounted = z.output<typeof downloadCountedAnswer>;
