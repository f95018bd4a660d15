/**
 * Site content calls. Answers are kept for the visit in a small in-memory cache (the
 * content changes rarely and pages are opened again and again); `fresh` asks the server again,
 * as pull-to-refresh does. Failures are never kept.
 */
import type { RequestOf } from '../../domain/contract/calls.ts';
import type { AddDownloadCountRequest, ArticlesRequest, BannersRequest, PagedQuery } from '../../domain/contract/index.ts';
import type { ApiEnvelope } from '../../domain/contract/envelope.ts';
import type { ApiName } from '../../domain/contract/paths.ts';
import type { CallOptions } from '../http.ts';
import { call } from '../call.ts';

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

/** A call of the map, answered from the visit's cache when the same input was asked before. */
function cached<N extends ApiName>(name: N, input: RequestOf<N>, opts?: ContentOptions) {
  return remembered(`${name}:${JSON.stringify(input)}`, opts, (callOpts) => call(name, input, callOpts));
}

export const getHomeCategories = (query: PagedQuery = {}, opts?: ContentOptions) => cached('homeCategories', query, opts);
export const getBanners = (body: BannersRequest = {}, opts?: ContentOptions) => cached('banners', body, opts);
export const getBannerDetail = (id: number | string, opts?: ContentOptions) => cached('bannerDetail', { id }, opts);
export const getArticleCategories = (query: PagedQuery = {}, opts?: ContentOptions) => cached('articleCategories', query, opts);
export const getCategoryArticles = (body: ArticlesRequest = {}, opts?: ContentOptions) => cached('categoryArticles', body, opts);
export const getArticle = (id: number | string, opts?: ContentOptions) => cached('article', { id }, opts);
export const getActivities = (query: PagedQuery = {}, opts?: ContentOptions) => cached('activities', query, opts);
export const getProgramme = (query: PagedQuery = {}, opts?: ContentOptions) => cached('programme', query, opts);
export const getPartners = (query: PagedQuery = {}, opts?: ContentOptions) => cached('partners', query, opts);
export const getDocuments = (query: PagedQuery = {}, opts?: ContentOptions) => cached('documents', query, opts);
/** One document by id (protocolDetails) or by slug (`about`). */
export const getDocument = (by: RequestOf<'document'>, opts?: ContentOptions) => cached('document', by, opts);
export const getDownloadLinks = (opts?: ContentOptions) => cached('downloadLinks', {}, opts);

/** Never cached: the server decides whether this uuid was already counted today. */
export function addDownloadCount(body: AddDownloadCountRequest, opts?: CallOptions) {
  return call('addDownloadCount', body, opts);
}
