/**
 * Site content: home categories, banners, articles, activities, the games programme,
 * partners, documents and app downloads. Spec §7 calls and ours: docs/api.md "Content".
 */
import { z } from 'zod';
import { RULE_MESSAGES as M } from '../messages.pt.ts';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from './reward-values.ts';
import { BANNER_POSITIONS, CHANNEL_FROM, DOWNLOAD_UUID } from './content-values.ts';
import { pagination, recordId } from './rewards.ts';

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

export interface HomeCategory {
  id: number;
  title: string;
  /** A key of the client's icon set. */
  icon: string;
  /** An in-app route (`/pages/...`), or null when the entry opens `link`. */
  route: string | null;
  link: string | null;
}

export interface Banner {
  id: number;
  title: string;
  image: string;
  /** An in-app route (`#/pages/...` or `/pages/...`) or an outside address; may be empty. */
  link: string;
  position: string;
  /** Whether bannerDetail has rich content to show. */
  has_content: boolean;
}

export interface BannerDetail extends Banner {
  /** Server-sanitized HTML, empty when the banner only links. */
  html: string;
}

export interface ArticleCategory {
  id: number;
  name: string;
}

export interface ArticleSummary {
  id: number;
  category_id: number;
  title: string;
  summary: string;
  cover: string;
  cover_width: number;
  cover_height: number;
  published_at: string;
}

export interface Article extends ArticleSummary {
  /** Server-sanitized HTML (allow-list), safe to insert as is. */
  html: string;
}

export const ACTIVITY_STATES = ['running', 'upcoming', 'ended'] as const;
export type ActivityState = (typeof ACTIVITY_STATES)[number];

export interface Activity {
  id: number;
  title: string;
  summary: string;
  image: string;
  route: string;
  starts_at: string;
  ends_at: string;
  state: ActivityState;
}

export interface ProgrammeEntry {
  id: number;
  title: string;
  description: string;
  route: string;
  starts_at: string;
  ends_at: string;
}

export interface Partner {
  id: number;
  name: string;
  logo: string;
  description: string;
  link: string;
}

export interface DocumentSummary {
  id: number;
  slug: string;
  title: string;
  updated_at: string;
}

export interface ContentDocument extends DocumentSummary {
  html: string;
}

export const documentQuery = z.union([z.object({ id: recordId }), z.object({ slug: z.string().regex(/^[a-z0-9-]{1,40}$/, M.recordIdInvalid) })], {
  error: M.recordIdInvalid,
});

export const DOWNLOAD_PLATFORMS = ['android', 'ios', 'desktop'] as const;
export type DownloadPlatform = (typeof DOWNLOAD_PLATFORMS)[number];

/** `package`: download the Android package at `url`; `pwa`: install the web app from the browser. */
export interface DownloadLink {
  platform: DownloadPlatform;
  kind: 'package' | 'pwa';
  url: string | null;
}

export interface DownloadLinks {
  links: DownloadLink[];
}

export interface DownloadCounted {
  /** False when this uuid was already counted today. */
  counted: boolean;
}
