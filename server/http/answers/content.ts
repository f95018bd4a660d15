/** Answers of the content calls and the RTP market (src/domain/contract/content.ts, rtp-values.ts). */
import { z } from 'zod';
import { ACTIVITY_STATES, DOWNLOAD_PLATFORMS } from '../../../src/domain/contract/content.ts';
import { RTP_GAME_TYPES } from '../../../src/domain/contract/rtp-values.ts';
import { bool, iso, num, object, page, str, named } from './common.ts';

export const homeCategoriesAnswer = page(object({ id: num, title: str, icon: str, route: str.nullable(), link: str.nullable() }));

const banner = named('Banner', object({ id: num, title: str, image: str, link: str, position: str, has_content: bool }));
export const bannersAnswer = page(banner);
export const bannerDetailAnswer = banner.extend({ html: str });

export const articleCategoriesAnswer = page(object({ id: num, name: str }));

const articleSummary = named('ArticleSummary', object({
  id: num,
  category_id: num,
  title: str,
  summary: str,
  cover: str,
  cover_width: num,
  cover_height: num,
  published_at: iso,
}));
export const categoryArticlesAnswer = page(articleSummary);
export const articleAnswer = articleSummary.extend({ html: str });

export const activitiesAnswer = page(
  object({ id: num, title: str, summary: str, image: str, route: str, starts_at: iso, ends_at: iso, state: z.enum(ACTIVITY_STATES) }),
);

export const programmeAnswer = page(object({ id: num, title: str, description: str, route: str, starts_at: iso, ends_at: iso }));

export const partnersAnswer = page(object({ id: num, name: str, logo: str, description: str, link: str }));

const documentSummary = named('DocumentSummary', object({ id: num, slug: str, title: str, updated_at: iso }));
export const documentsAnswer = page(documentSummary);
export const documentAnswer = documentSummary.extend({ html: str });

export const downloadLinksAnswer = object({
  links: z.array(object({ platform: z.enum(DOWNLOAD_PLATFORMS), kind: z.enum(['package', 'pwa']), url: str.nullable() })),
});

export const downloadCountedAnswer = object({ counted: bool });

// ---- RTP market and sponsors ----------------------------------------------------------------

const sponsorRef = named('SponsorRef', object({ id: num, name: str, logo: str }));

/** `RtpMarketRow` without its sponsor (a sponsor's page lists its own games). */
const rtpGame = object({
  game_id: num,
  name: str,
  type: z.enum(RTP_GAME_TYPES),
  image: str,
  rtp: num.nullable(),
  change: num.nullable(),
  measured_at: iso.nullable(),
  demo: bool,
});

export const rtpMarketAnswer = object({
  list: z.array(rtpGame.extend({ sponsor: sponsorRef })),
  page: num,
  page_size: num,
  total: num,
  hasMore: bool,
  live: bool,
  last_reading_at: iso.nullable(),
});

const sponsorSummary = named('SponsorSummary', sponsorRef.extend({ description: str, link: str, games: num, demo: bool }));
export const sponsorListAnswer = z.array(sponsorSummary);

export const sponsorInfoAnswer = object({
  sponsor: sponsorSummary,
  games: z.array(rtpGame.extend({ featured: bool })),
  chart: object({ game_id: num, name: str, readings: z.array(object({ at: iso, rtp: num })) }).nullable(),
});
