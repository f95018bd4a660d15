/**
 * What the console's content calls answer: a kind's rows as the table holds them (camelCase
 * columns, times as ISO strings), one schema per kind, and the other calls' inputs and answers.
 */
import { z } from '../zod.ts';
import { OPS_CONTENT_FIELD_MESSAGES as M } from '../ops-content.pt.ts';
import { bool, iso, num, object, str } from './answer-parts.ts';
import { RTP_GAME_TYPES } from './rtp-values.ts';
import { OPS_CONTENT_KINDS, OPS_LIST_KINDS } from './ops-content-saves.ts';

export const categoryRow = object({ id: num, title: str, icon: str, route: str.nullable(), link: str.nullable(), sort: num, active: bool });
/** `html`: the banner's page as stored (sanitized), '' for none. */
export const bannerRow = object({ id: num, title: str, image: str, link: str, position: str, sort: num, active: bool, html: str });
export const articleCategoryRow = object({ id: num, name: str, sort: num, active: bool });
/** `publishedAt` null: a draft (hidden from members). */
export const articleRow = object({
  id: num, categoryId: num, title: str, summary: str, cover: str, coverWidth: num, coverHeight: num, html: str, publishedAt: iso.nullable(), createdAt: iso, updatedAt: iso,
});
export const activityRow = object({ id: num, title: str, summary: str, image: str, route: str, startsAt: iso, endsAt: iso, sort: num, active: bool });
export const programmeRow = object({ id: num, title: str, description: str, route: str, startsAt: iso, endsAt: iso, active: bool });
export const partnerRow = object({ id: num, name: str, logo: str, description: str, link: str, sort: num, active: bool });
export const documentRow = object({ id: num, slug: str, kind: str, title: str, html: str, sort: num, active: bool, updatedAt: iso });
/** `demo`: a seeded simulation row, not the operator's. */
export const sponsorRow = object({ id: num, name: str, logo: str, description: str, link: str, sort: num, active: bool, demo: bool, createdAt: iso });
export const rtpGameRow = object({ id: num, sponsorId: num, name: str, type: z.enum(RTP_GAME_TYPES), image: str, featured: bool, active: bool, demo: bool, createdAt: iso });
/** `active`: the link has an address (hidden: emptied, the platform installs the web app). */
export const downloadLinkRow = object({ id: num, name: str, platform: str, url: str, active: bool });
/** A reading with its game's name; `rtp` in percent. */
export const rtpReadingRow = object({ id: num, gameId: num, name: str, measuredAt: iso, demo: bool, rtp: num });

/** Any kind's row; the console reads them through its kinds' field specs. */
export const contentRow = z.union([
  categoryRow, bannerRow, articleCategoryRow, articleRow, activityRow, programmeRow, partnerRow, documentRow, sponsorRow, rtpGameRow, downloadLinkRow, rtpReadingRow,
]);
export type ContentRowAnswer = z.output<typeof contentRow>;

const recordId = z.coerce.number({ error: M.idInvalid }).int(M.idInvalid).positive(M.idInvalid);

export const listContentInput = z.object({
  content_kind: z.enum(OPS_LIST_KINDS, { error: M.kindUnknown }),
  limit: z.coerce.number({ error: M.limitInvalid }).int(M.limitInvalid).min(1, M.limitInvalid).max(500, M.limitInvalid).default(100),
});

export const publishArticleInput = z.object({
  id: z.number({ error: M.idInvalid }).int(M.idInvalid).positive(M.idInvalid),
  /** true: published now (or at `at`); false: back to draft. */
  published: z.boolean({ error: M.published }),
  at: z.iso.datetime({ offset: true, error: M.publishedAt }).transform((value) => new Date(value)).optional(),
});
export const publishArticleAnswer = object({ id: num, published_at: iso.nullable() });

/** Every kind can be hidden: articles by unpublishing, download links by emptying the address. */
export const contentVisibilityInput = z.object({
  content_kind: z.enum(OPS_CONTENT_KINDS, { error: M.kindUnknown }),
  id: recordId,
  active: z.boolean({ error: M.active }),
});
export const contentVisibilityAnswer = object({ id: num, active: bool });
export type ContentVisibilityAnswer = z.output<typeof contentVisibilityAnswer>;

export const deleteContentInput = z.object({ content_kind: z.enum(OPS_CONTENT_KINDS, { error: M.kindUnknown }), id: recordId });
/** `readings`: the RTP readings deleted with a game (0 for other kinds). */
export const contentDeletedAnswer = object({ id: num, readings: num });
export type ContentDeletedAnswer = z.output<typeof contentDeletedAnswer>;

export const siteImagesAnswer = object({ items: z.array(object({ url: str, thumb_url: str, width: num, height: num })) });
