/**
 * Site content calls (issue 12). Answers are kept for the visit in a small in-memory cache (the
 * content changes rarely and pages are opened again and again); `fresh` asks the server again,
 * as pull-to-refresh does. Failures are never kept.
 */
import type {
  Activity, AddDownloadCountRequest, Article, ArticleCategory, ArticlesRequest, ArticleSummary, Banner, BannerDetail, BannersRequest,
  ContentDocument, DocumentSummary, DownloadCounted, DownloadLinks, HomeCategory, Page, PagedQuery, Partner, ProgrammeEntry,
} from '../../domain/contract/index.ts';
import type { ApiEnvelope } from '../../domain/contract/envelope.ts';
import { API } from '../../domain/contract/paths.ts';
import { request, type CallOptions } from '../http.ts';
import { post } from '../post.ts';

export interface ContentOptions extends CallOptions {
  /** Skip the visit's cache (pull-to-refresh). */
  fresh?: boolean;
}

/** At most this many answers are kept; the oldest goes first. */
const CACHE_LIMIT = 100;
const cache = new Map<string, Promise<ApiEnvelope<unknown>>>();

export function clearContentCache(): void {
  cache.clear();
}

function remembered<T>(key: string, opts: ContentOptions | undefined, load: (callOpts: CallOptions) => Promise<ApiEnvelope<T>>) {
  const { fresh = false, ...callOpts } = opts ?? {};
  const kept = cache.get(key);
  if (kept && !fresh) return kept as Promise<ApiEnvelope<T>>;
  const answer = load(callOpts);
  cache.set(key, answer);
  if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value ?? '');
  const forget = () => {
    if (cache.get(key) === answer) cache.delete(key);
  };
  answer.then((envelope) => envelope.code === 0 || forget(), forget);
  return answer;
}

type GetApi = (typeof API)[keyof typeof API];

function getCached<T>(api: GetApi, params: object | undefined, opts?: ContentOptions) {
  const key = `${api.path}?${JSON.stringify(params ?? {})}`;
  return remembered<T>(key, opts, (callOpts) => request<T>({ method: api.method, url: api.path, params, ...callOpts }));
}

function postCached<T>(api: GetApi, body: object, opts?: ContentOptions) {
  return remembered<T>(`${api.path}#${JSON.stringify(body)}`, opts, (callOpts) => post<T>(api, body, callOpts));
}

export const getHomeCategories = (query?: PagedQuery, opts?: ContentOptions) => getCached<Page<HomeCategory>>(API.homeCategories, query, opts);
export const getBanners = (body: BannersRequest = {}, opts?: ContentOptions) => postCached<Page<Banner>>(API.banners, body, opts);
export const getBannerDetail = (id: number | string, opts?: ContentOptions) => getCached<BannerDetail>(API.bannerDetail, { id }, opts);
export const getArticleCategories = (query?: PagedQuery, opts?: ContentOptions) => getCached<Page<ArticleCategory>>(API.articleCategories, query, opts);
export const getCategoryArticles = (body: ArticlesRequest = {}, opts?: ContentOptions) => postCached<Page<ArticleSummary>>(API.categoryArticles, body, opts);
export const getArticle = (id: number | string, opts?: ContentOptions) => getCached<Article>(API.article, { id }, opts);
export const getActivities = (query?: PagedQuery, opts?: ContentOptions) => getCached<Page<Activity>>(API.activities, query, opts);
export const getProgramme = (query?: PagedQuery, opts?: ContentOptions) => getCached<Page<ProgrammeEntry>>(API.programme, query, opts);
export const getPartners = (query?: PagedQuery, opts?: ContentOptions) => getCached<Page<Partner>>(API.partners, query, opts);
export const getDocuments = (query?: PagedQuery, opts?: ContentOptions) => getCached<Page<DocumentSummary>>(API.documents, query, opts);
/** One document by id (protocolDetails) or by slug (`about`). */
export const getDocument = (by: { id: number | string } | { slug: string }, opts?: ContentOptions) => getCached<ContentDocument>(API.document, by, opts);
export const getDownloadLinks = (opts?: ContentOptions) => getCached<DownloadLinks>(API.downloadLinks, undefined, opts);

/** Never cached: the server decides whether this uuid was already counted today. */
export function addDownloadCount(body: AddDownloadCountRequest, opts?: CallOptions) {
  return post<DownloadCounted>(API.addDownloadCount, body, opts);
}
