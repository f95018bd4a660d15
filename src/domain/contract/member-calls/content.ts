/** Member calls: site content, the RTP market and sponsors (public). */
import { activitiesAnswer, articleAnswer, articleCategoriesAnswer, bannerDetailAnswer, bannersAnswer, categoryArticlesAnswer, documentAnswer, documentsAnswer, downloadCountedAnswer, downloadLinksAnswer, homeCategoriesAnswer, partnersAnswer, programmeAnswer, rtpMarketAnswer, sponsorInfoAnswer, sponsorListAnswer } from '../answers/content.ts';
import { addDownloadCountRequest, articlesRequest, bannersRequest, contentIdQuery, documentQuery, pagedQuery } from '../content.ts';
import { rtpMarketQuery, sponsorInfoRequest } from '../sponsors.ts';
import { NO_INPUT, defineCalls } from '../define-call.ts';

export const CONTENT_CALLS = defineCalls({
  homeCategories: {
    method: 'GET', path: '/api/get/categories', who: 'public', input: pagedQuery, answer: homeCategoriesAnswer,
    doc: 'The home page\'s categories (HTTP-cached with an ETag).',
  },
  banners: {
    method: 'POST', path: '/api/ads/index', who: 'public', input: bannersRequest, answer: bannersAnswer,
    doc: 'The banners of a place.',
  },
  articleCategories: {
    method: 'GET', path: '/api/articles/article-categories', who: 'public', input: pagedQuery, answer: articleCategoriesAnswer,
    doc: 'The article categories (HTTP-cached).',
  },
  categoryArticles: {
    method: 'POST', path: '/api/articles/category', who: 'public', input: articlesRequest, answer: categoryArticlesAnswer,
    doc: 'A category\'s published articles, newest first.',
  },
  article: {
    method: 'GET', path: '/api/articles', who: 'public', input: contentIdQuery, answer: articleAnswer,
    doc: 'One published article (HTTP-cached); 400 for an unknown or hidden one.',
  },
  downloadLinks: {
    method: 'GET', path: '/api/auth/getDownLink', who: 'public', input: NO_INPUT, answer: downloadLinksAnswer,
    doc: 'The app\'s download links (HTTP-cached).',
  },
  addDownloadCount: {
    method: 'POST', path: '/api/auth/addDownloadCount', who: 'public', input: addDownloadCountRequest, answer: downloadCountedAnswer,
    doc: 'Counts a download once per device and channel.',
  },
  bannerDetail: {
    method: 'GET', path: '/api/ads/detail', who: 'public', input: contentIdQuery, answer: bannerDetailAnswer,
    doc: 'One banner\'s page (HTTP-cached).',
  },
  activities: {
    method: 'GET', path: '/api/activities', who: 'public', input: pagedQuery, answer: activitiesAnswer,
    doc: 'The activities page\'s entries (HTTP-cached).',
  },
  programme: {
    method: 'GET', path: '/api/gameshow/programme', who: 'public', input: pagedQuery, answer: programmeAnswer,
    doc: 'The game show\'s programme (HTTP-cached).',
  },
  partners: {
    method: 'GET', path: '/api/partners', who: 'public', input: pagedQuery, answer: partnersAnswer,
    doc: 'The partners page\'s entries (HTTP-cached).',
  },
  documents: {
    method: 'GET', path: '/api/documents', who: 'public', input: pagedQuery, answer: documentsAnswer,
    doc: 'The published documents: terms, privacy, about us (HTTP-cached).',
  },
  document: {
    method: 'GET', path: '/api/documents/detail', who: 'public', input: documentQuery, answer: documentAnswer,
    doc: 'One published document by id or slug (HTTP-cached).',
  },
  rtpMarket: {
    method: 'GET', path: '/api/rtp/market', who: 'public', input: rtpMarketQuery, answer: rtpMarketAnswer,
    doc: 'The RTP market\'s games and readings; revalidated on every poll, 304 when unchanged.',
  },
  sponsorList: {
    method: 'POST', path: '/api/sponsor/list', who: 'public', input: NO_INPUT, answer: sponsorListAnswer,
    doc: 'The sponsors.',
  },
  sponsorInfo: {
    method: 'POST', path: '/api/sponsor/info', who: 'public', input: sponsorInfoRequest, answer: sponsorInfoAnswer,
    doc: 'A sponsor with its games, or one game\'s readings.',
  },
});
