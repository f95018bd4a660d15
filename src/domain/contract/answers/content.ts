/** Answers of the content calls and the RTP market (src/domain/contract/content.ts, rtp-values.ts). */
import { z } from 'zod';
import { ACTIVITY_STATES, DOWNLOAD_PLATFORMS } from '../content-values.ts';
import { RTP_GAME_TYPES } from '../rtp-values.ts';
import { bool, iso, num, object, page, str, named } from './common.ts';

export const homeCategoriesAnswer = page(
  object({
    id: num,
    title: str,
    /** A key of the client's icon set. */
    icon: str,
    /** An in-app route (`/pages/...`), or null when the entry opens `link`. */
    route: str.nullable(),
    link: str.nullable(),
  }),
);

const banner = named('Banner', object({
  id: num,
  title: str,
  image: str,
  /** An in-app route (`#/pages/...` or `/pages/...`) or an outside address; may be empty. */
  link: str,
  position: str,
  /** Whether bannerDetail has rich content to show. */
  has_content: bool,
}));
export const bannersAnswer = page(banner);
export const bannerDetailAnswer = banner.extend({
  /** Server-sanitized HTML, empty when the banner only links. */
  html: str,
});

export const articleCategoriesAnswer = page(object({ id: num, name: str }));

export const articleSummary = named('ArticleSummary', object({
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
export const articleAnswer = articleSummary.extend({
  /** Server-sanitized HTML (allow-list), safe to insert as is. */
  html: str,
});

export const activitiesAnswer = page(
  object({ id: num, title: str, summary: str, image: str, route: str, starts_at: iso, ends_at: iso, state: z.enum(ACTIVITY_STATES) }),
);

export const programmeAnswer = page(object({ id: num, title: str, description: str, route: str, starts_at: iso, ends_at: iso }));

export const partnersAnswer = page(object({ id: num, name: str, logo: str, description: str, link: str }));

export const documentSummary = named('DocumentSummary', object({ id: num, slug: str, title: str, updated_at: iso }));
export const documentsAnswer = page(documentSummary);
export const documentAnswer = documentSummary.extend({ html: str });

export const downloadLinksAnswer = object({
  /** `package`: download the Android package at `url`; `pwa`: install the web app from the browser. */
  links: z.array(object({ platform: z.enum(DOWNLOAD_PLATFORMS), kind: z.enum(['package', 'pwa']), url: str.nullable() })),
});

export const downloadCountedAnswer = object({
  /** False when this uuid was already counted today. */
  counted: bool,
});

// ---- RTP market and sponsors ----------------------------------------------------------------

export const sponsorRef = named('SponsorRef', object({ id: num, name: str, logo: str }));

/** `RtpMarketRow` without its sponsor (a sponsor's page lists its own games). */
const rtpGame = object({
  game_id: num,
  name: str,
  type: z.enum(RTP_GAME_TYPES),
  image: str,
  /** Percent, two decimals; null before the first reading. */
  rtp: num.nullable(),
  /** Current minus previous reading; null with fewer than two readings. */
  change: num.nullable(),
  /** ISO time of the current reading. */
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

export const sponsorSummary = named('SponsorSummary', sponsorRef.extend({ description: str, link: str, games: num, demo: bool }));
export const sponsorListAnswer = z.array(sponsorSummary);

export const sponsorInfoAnswer = object({
  sponsor: sponsorSummary,
  games: z.array(rtpGame.extend({ featured: bool })),
  /** The charted game (the one asked for, else the featured one) and its last readings, oldest first. */
  chart: object({ game_id: num, name: str, readings: z.array(object({ /** ISO time of the reading. */ at: iso, rtp: num })) }).nullable(),
});
