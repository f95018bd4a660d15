/**
 * What the console's content saves take, one schema per kind (`:kind` of the path picks it). HTML
 * arrives as the operator wrote it: the server sanitizes it before it is stored.
 */
import { z } from '../zod.ts';
import { OPS_CONTENT_FIELD_MESSAGES as M } from '../ops-content.pt.ts';
import { BANNER_POSITIONS } from './content-values.ts';
import { RTP_GAME_TYPES } from './rtp-values.ts';

/** Every kind the console saves, hides and deletes. */
export const OPS_CONTENT_KINDS = [
  'categories', 'banners', 'article-categories', 'articles', 'activities', 'programme', 'partners', 'documents', 'sponsors', 'rtp-games', 'download-links',
] as const;
export type OpsContentKind = (typeof OPS_CONTENT_KINDS)[number];

/** Kinds only listed: readings come from the RTP feed. */
export const OPS_LIST_KINDS = [...OPS_CONTENT_KINDS, 'rtp-readings'] as const;
export type OpsListKind = (typeof OPS_LIST_KINDS)[number];

/** Platforms with an address of their own: iOS and desktop always install the web app. */
export const DOWNLOAD_PLATFORMS = ['android'] as const;

const text = (max: number, message: string) => z.string({ error: message }).trim().min(1, message).max(max, message);
const optionalText = (max: number, message: string) => z.string({ error: message }).trim().max(max, message).default('');
/** An in-app route (`/pages/...`), as the client's router names them. */
const route = z.string({ error: M.route }).trim().regex(/^\/pages\/[A-Za-z0-9_/]+$/, M.route);
const httpUrl = (message: string) => z.string({ error: message }).trim().max(500, message).regex(/^https?:\/\/\S+$/i, message);
/** Banner links: an outside address or an in-app route, with or without the hash. */
const bannerLink = z.string({ error: M.bannerLink }).trim().max(500, M.bannerLink)
  .regex(/^(https?:\/\/\S+|#?\/pages\/[A-Za-z0-9_/]+(\?[\w=&%-]*)?|)$/i, M.bannerLink);
/** Images: an outside address, an upload or a file the app serves. */
const image = (message: string) => z.string({ error: message }).trim().max(500, message).regex(/^(https?:\/\/\S+|\/[\w./-]+)$/, message);
const optionalImage = (message: string) => z.string({ error: message }).trim().max(500, message).regex(/^(https?:\/\/\S+|\/[\w./-]+|)$/, message).default('');
const html = z.string({ error: M.html }).max(200_000, M.html);
const sort = z.number({ error: M.sort }).int(M.sort).min(-2_147_483_648, M.sort).max(2_147_483_647, M.sort).default(0);
const active = z.boolean({ error: M.active }).default(true);
const when = (message: string) => z.iso.datetime({ offset: true, error: message }).transform((value) => new Date(value));
const recordId = (message: string) => z.number({ error: message }).int(message).positive(message);
/** `loaded`: an edit's row as the form read it; when it no longer matches the stored row, nothing is saved. */
const withId = { id: recordId(M.idInvalid).optional(), loaded: z.record(z.string(), z.unknown(), { error: M.loadedInvalid }).optional() };

/** Both dates, the end after the start (the table's check would refuse it less kindly). */
const period = { starts_at: when(M.startsAt), ends_at: when(M.endsAt) };
const ordered = (value: { starts_at: Date; ends_at: Date }) => value.ends_at > value.starts_at;
const endsAfterStart = { message: M.endsBeforeStart, path: ['ends_at'] };
const brand = { name: text(100, M.name100), logo: image(M.logo), description: optionalText(1000, M.description1000), link: httpUrl(M.outsideLink), sort, active };

/**
 * Each kind's fields. A document has a `kind` of its own (protocol or page), so the path's
 * parameter is `content_kind`.
 */
const SHAPES = {
  categories: { ...withId, title: text(40, M.title40), icon: text(40, M.icon), route: route.nullable().default(null), link: httpUrl(M.outsideLink).nullable().default(null), sort, active },
  banners: {
    ...withId, title: text(200, M.title200), image: image(M.image), link: bannerLink.default(''), position: z.enum(BANNER_POSITIONS, { error: M.position }).default('home'), sort,
    active, html: html.default(''),
  },
  'article-categories': { ...withId, name: text(40, M.name40), sort, active },
  articles: {
    ...withId, category_id: recordId(M.category), title: text(200, M.title200), summary: optionalText(500, M.summary), cover: optionalImage(M.cover),
    cover_width: z.number({ error: M.coverSize }).int(M.coverSize).min(1, M.coverSize).max(4000, M.coverSize).default(640),
    cover_height: z.number({ error: M.coverSize }).int(M.coverSize).min(1, M.coverSize).max(4000, M.coverSize).default(360), html,
  },
  activities: { ...withId, title: text(200, M.title200), summary: optionalText(500, M.summary), image: optionalImage(M.image), route, ...period, sort, active },
  programme: { ...withId, title: text(200, M.title200), description: optionalText(500, M.description500), route, ...period, active },
  partners: { ...withId, ...brand },
  documents: {
    ...withId, slug: z.string({ error: M.slug }).regex(/^[a-z0-9-]{1,40}$/, M.slug), kind: z.enum(['protocol', 'page'], { error: M.documentKind }).default('protocol'),
    title: text(200, M.title200), html, sort, active,
  },
  sponsors: { ...withId, ...brand },
  'rtp-games': {
    ...withId, sponsor_id: recordId(M.sponsor), name: text(100, M.name100), type: z.enum(RTP_GAME_TYPES, { error: M.gameType }), image: image(M.image),
    featured: z.boolean({ error: M.featured }).default(false), active,
  },
  'download-links': {
    ...withId, platform: z.enum(DOWNLOAD_PLATFORMS, { error: M.platform }), url: z.union([httpUrl(M.downloadUrl), z.literal('')], { error: M.downloadUrl }).default(''),
  },
} as const;

const save = <K extends OpsContentKind>(kind: K) => z.object({ content_kind: z.literal(kind), ...SHAPES[kind] });
const activitySave = save('activities').refine(ordered, endsAfterStart);
const programmeSave = save('programme').refine(ordered, endsAfterStart);

/** One save: `content_kind` (the path's) picks the kind's fields. */
export const saveContentInput = z.discriminatedUnion('content_kind', [
  save('categories'), save('banners'), save('article-categories'), save('articles'), activitySave, programmeSave, save('partners'),
  save('documents'), save('sponsors'), save('rtp-games'), save('download-links'),
], { error: M.kindUnknown });
export type SaveContentInput = z.output<typeof saveContentInput>;
export type SaveOf<K extends OpsContentKind> = Omit<Extract<SaveContentInput, { content_kind: K }>, 'content_kind' | 'loaded'>;
