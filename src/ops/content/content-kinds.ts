/**
 * The content kinds the console edits, each with a small field spec: the form is drawn from it and
 * the request body built from it. Names are the server's request fields (docs/api.md); the list
 * answers camelCase columns, read through `columnOf`.
 */
import { BANNER_POSITIONS } from '../../domain/contract/content-values.ts';
import { RTP_GAME_TYPES } from '../../domain/contract/rtp-values.ts';
import { CONTENT_TEXTS as T } from './content-texts.ts';

export type FieldType = 'text' | 'textarea' | 'number' | 'checkbox' | 'select' | 'datetime' | 'image' | 'html';

/** Kinds whose rows fill another kind's select (an article's category, a game's sponsor, a reading's game). */
export type OptionsKind = 'article-categories' | 'sponsors' | 'rtp-games';

export interface FieldSpec {
  name: string;
  label: string;
  type: FieldType;
  required?: boolean;
  /** A fixed choice (position, kind), or the rows of another kind (an article's category). */
  options?: ReadonlyArray<{ value: string; label: string }>;
  optionsFrom?: OptionsKind;
  /** Decimal steps of a number input (an RTP of 96.53). */
  step?: string;
  hint?: string;
  /** A checkbox that starts unchecked on a new row (a game is not featured unless asked). */
  startsOff?: boolean;
  /** Sent even when empty (an empty banner link or page is a choice, not a default). */
  keepEmpty?: boolean;
}

export interface KindSpec {
  kind: string;
  label: string;
  fields: FieldSpec[];
  /** Articles are saved as drafts and published apart. */
  publishable?: boolean;
  /** RTP readings: the form sends one reading to POST /api/ops/rtp-readings; rows are never edited. */
  readings?: boolean;
}

const text = (name: string, label: string, required = false, hint?: string): FieldSpec => ({ name, label, type: 'text', required, ...(hint ? { hint } : {}) });
const sort: FieldSpec = { name: 'sort', label: T.sort, type: 'number' };
const active: FieldSpec = { name: 'active', label: T.active, type: 'checkbox' };
const route = (required: boolean) => text('route', T.route, required, T.routeHint);
const dates: FieldSpec[] = [
  { name: 'starts_at', label: T.startsAt, type: 'datetime', required: true },
  { name: 'ends_at', label: T.endsAt, type: 'datetime', required: true },
];

/** Partners and sponsors: a name, a logo, a few words and their site. */
const brand: FieldSpec[] = [
  text('name', T.name, true),
  { name: 'logo', label: T.logo, type: 'image', required: true, hint: T.imageHint },
  { name: 'description', label: T.description, type: 'textarea' },
  text('link', T.outsideLink, true, T.outsideLinkHint),
];

export const KINDS: KindSpec[] = [
  {
    kind: 'banners',
    label: T.kinds.banners,
    fields: [
      text('title', T.title, true),
      { name: 'image', label: T.image, type: 'image', required: true, hint: T.imageHint },
      { ...text('link', T.link, false, T.linkHint), keepEmpty: true },
      { name: 'position', label: T.position, type: 'select', options: BANNER_POSITIONS.map((p) => ({ value: p, label: T.positions[p] })) },
      sort,
      active,
      { name: 'html', label: T.bannerHtml, type: 'html', hint: T.bannerHtmlHint, keepEmpty: true },
    ],
  },
  {
    kind: 'categories',
    label: T.kinds.categories,
    fields: [text('title', T.title, true), text('icon', T.icon, true), route(false), text('link', T.outsideLink, false, T.outsideLinkHint), sort, active],
  },
  { kind: 'article-categories', label: T.kinds['article-categories'], fields: [text('name', T.name, true), sort, active] },
  {
    kind: 'articles',
    label: T.kinds.articles,
    publishable: true,
    fields: [
      { name: 'category_id', label: T.category, type: 'select', required: true, optionsFrom: 'article-categories' },
      text('title', T.title, true),
      { name: 'summary', label: T.summary, type: 'textarea' },
      { name: 'cover', label: T.cover, type: 'image', hint: T.imageHint },
      { name: 'cover_width', label: T.coverWidth, type: 'number' },
      { name: 'cover_height', label: T.coverHeight, type: 'number' },
      { name: 'html', label: T.html, type: 'html', required: true },
    ],
  },
  {
    kind: 'activities',
    label: T.kinds.activities,
    fields: [text('title', T.title, true), { name: 'summary', label: T.summary, type: 'textarea' }, { name: 'image', label: T.image, type: 'image', hint: T.imageHint }, route(true), ...dates, sort, active],
  },
  {
    kind: 'programme',
    label: T.kinds.programme,
    fields: [text('title', T.title, true), { name: 'description', label: T.description, type: 'textarea' }, route(true), ...dates, active],
  },
  {
    kind: 'partners',
    label: T.kinds.partners,
    fields: [
      ...brand,
      sort,
      active,
    ],
  },
  {
    kind: 'documents',
    label: T.kinds.documents,
    fields: [
      text('slug', T.slug, true, T.slugHint),
      { name: 'kind', label: T.documentKind, type: 'select', options: [{ value: 'protocol', label: T.documentKinds.protocol }, { value: 'page', label: T.documentKinds.page }] },
      text('title', T.title, true),
      { name: 'html', label: T.html, type: 'html', required: true },
      sort,
      active,
    ],
  },
  {
    kind: 'sponsors',
    label: T.kinds.sponsors,
    fields: [
      ...brand,
      sort,
      active,
    ],
  },
  {
    kind: 'rtp-games',
    label: T.kinds['rtp-games'],
    fields: [
      { name: 'sponsor_id', label: T.sponsor, type: 'select', required: true, optionsFrom: 'sponsors' },
      text('name', T.name, true),
      { name: 'type', label: T.gameType, type: 'select', options: RTP_GAME_TYPES.map((t) => ({ value: t, label: T.gameTypes[t] })) },
      { name: 'image', label: T.image, type: 'image', required: true, hint: T.imageHint },
      { name: 'featured', label: T.featured, type: 'checkbox', startsOff: true },
      active,
    ],
  },
  {
    kind: 'rtp-readings',
    label: T.kinds['rtp-readings'],
    readings: true,
    fields: [
      { name: 'game_id', label: T.game, type: 'select', required: true, optionsFrom: 'rtp-games' },
      { name: 'value', label: T.rtpValue, type: 'number', required: true, step: '0.01', hint: T.rtpValueHint },
      { name: 'at', label: T.measuredAt, type: 'datetime', required: true, hint: T.measuredAtHint },
    ],
  },
  {
    kind: 'download-links',
    label: T.kinds['download-links'],
    fields: [
      { name: 'platform', label: T.platform, type: 'select', options: [{ value: 'android', label: T.platforms.android }] },
      { ...text('url', T.downloadUrl, false, T.downloadUrlHint), keepEmpty: true },
    ],
  },
];

export const kindSpec = (kind: string) => KINDS.find((k) => k.kind === kind);

/** `starts_at` → `startsAt`: how the list names a request field. */
export const columnOf = (name: string) => name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
