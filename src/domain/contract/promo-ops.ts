/**
 * The console's promotion calls (ops-calls/promos.ts): a type's widget shown or hidden and its image,
 * periods one-off or recurring, the end of a period, and a rain's live figures. Every field error
 * names its field in Portuguese; times of day are read in the site's time zone. A type's setting
 * and a period carry a `version` (a digest of what an operator can change, server/services/markets-ops.ts):
 * a save sends back the one it loaded and is refused if someone changed it since.
 */
import { z } from '../zod.ts';
import { PROMO_MESSAGES as P } from '../promo.pt.ts';
import { parseTimeOfDay } from '../promo-schedule.ts';
import { bool, iso, num, object, str } from './answer-parts.ts';
import { PROMO_ART } from './market-values.ts';
import { recordId } from './rewards.ts';

export const promoType = z.union([z.literal(1), z.literal(2), z.literal(3)], { error: P.typeInvalid });

/** What a console view of a type or period answers and a save of it sends back. */
const version = z.string({ error: P.versionInvalid }).regex(/^[0-9a-f]{16}$/, P.versionInvalid);

export const promoSettingsBody = z.object({
  type: promoType,
  status: z.union([z.literal(0), z.literal(1)], { error: P.statusInvalid }),
  image: z.string({ error: P.imageInvalid }).trim().min(1, P.imageInvalid).max(200, P.imageInvalid),
  version,
});
export type PromoSettingsBody = z.input<typeof promoSettingsBody>;
export type PromoSettingsInput = z.output<typeof promoSettingsBody>;

/** Years a promotion can sensibly run in (the database refuses some the ISO format allows, like year 0). */
const EARLIEST = Date.UTC(2000, 0, 1);
const LATEST = Date.UTC(2100, 0, 1);
const instant = (message: string) =>
  z.iso
    .datetime({ offset: true, error: message })
    .transform((text) => new Date(text))
    .refine((at) => at.getTime() >= EARLIEST && at.getTime() < LATEST, message);
const timeOfDay = (message: string) =>
  z.string({ error: message }).transform((text, context) => {
    const minutes = parseTimeOfDay(text);
    if (minutes === null) {
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return minutes;
  });

export const PROMO_POINTS_MAX = 100_000;
export const PROMO_CAP_MAX = 1000;
export const PROMO_BUDGET_MAX = 1_000_000_000;

/**
 * A new period (no `id`) or an edit of one. One-off: `starts_at` and `ends_at`. Recurring:
 * `days` (0 Sunday … 6 Saturday), `from` and `to` ("HH:MM"; to < from ends the next day), between
 * `starts_at` (default now) and `ends_at` (default in ten years).
 */
export const promoPeriodBody = z
  .object({
    id: recordId.optional(),
    /** An edit's: the period's version as loaded. */
    version: version.optional(),
    market_id: recordId,
    kind: z.enum(['once', 'recurring'], { error: P.periodKindInvalid }),
    starts_at: instant(P.startsAtInvalid).optional(),
    ends_at: instant(P.endsAtInvalid).optional(),
    days: z.array(z.number({ error: P.daysInvalid }).int(P.daysInvalid).min(0, P.daysInvalid).max(6, P.daysInvalid), { error: P.daysInvalid }).min(1, P.daysInvalid).max(7, P.daysInvalid).optional(),
    from: timeOfDay(P.fromInvalid).optional(),
    to: timeOfDay(P.toInvalid).optional(),
    code: z.string({ error: P.codeInvalid }).trim().toUpperCase().min(4, P.codeInvalid).max(32, P.codeInvalid).nullable().default(null),
    points: z.number({ error: P.pointsInvalid }).int(P.pointsInvalid).min(0, P.pointsInvalid).max(PROMO_POINTS_MAX, P.pointsInvalid).default(0),
    /** A rain's most per envelope (`points` the least), each envelope's drawn when claimed; null: every envelope is worth `points`. */
    points_max: z.number({ error: P.pointsMaxInvalid }).int(P.pointsMaxInvalid).min(1, P.pointsMaxInvalid).max(PROMO_POINTS_MAX, P.pointsMaxInvalid).nullable().default(null),
    envelope_cap: z.number({ error: P.capInvalid }).int(P.capInvalid).min(1, P.capInvalid).max(PROMO_CAP_MAX, P.capInvalid).default(20),
    points_budget: z.number({ error: P.budgetInvalid }).int(P.budgetInvalid).min(1, P.budgetInvalid).max(PROMO_BUDGET_MAX, P.budgetInvalid).nullable().default(null),
  })
  .superRefine((body, context) => {
    const problem = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
    if (body.kind === 'once') {
      if (!body.starts_at) problem('starts_at', P.startsAtInvalid);
      if (!body.ends_at) problem('ends_at', P.endsAtInvalid);
    } else {
      if (!body.days) problem('days', P.daysInvalid);
      if (body.from === undefined) problem('from', P.fromInvalid);
      if (body.to === undefined) problem('to', P.toInvalid);
      if (body.from !== undefined && body.from === body.to) problem('to', P.fromEqualsTo);
    }
    if (body.starts_at && body.ends_at && body.ends_at <= body.starts_at) problem('ends_at', P.endsBeforeStart);
    if (body.points_max !== null && body.points_max < body.points) problem('points_max', P.pointsMaxBelowMin);
    if (body.id !== undefined && body.version === undefined) problem('version', P.versionInvalid);
  });
export type PromoPeriodBody = z.input<typeof promoPeriodBody>;
export type PromoPeriodInput = z.output<typeof promoPeriodBody>;

export const promoPeriodEndBody = z.object({ id: recordId });

const artOrAddress = (message: string) =>
  z.string({ error: message }).trim().max(500, message).refine((value) => (PROMO_ART as readonly string[]).includes(value) || /^(https:\/\/\S+|\/[\w./-]+)$/.test(value), message);

/**
 * A market entry of a type (what the member's popup lists): created without `id`, edited with `id`
 * and the version loaded. Its link opens with the member's `channel_from`; its logo is shown beside
 * its title.
 */
export const promoMarketBody = z
  .object({
    id: recordId.optional(),
    version: version.optional(),
    type: promoType,
    title: z.string({ error: P.titleInvalid }).trim().min(1, P.titleInvalid).max(60, P.titleInvalid),
    logo: artOrAddress(P.logoInvalid),
    link: z.string({ error: P.linkInvalid }).trim().max(500, P.linkInvalid).regex(/^https?:\/\/[^\s/]+\.\S*$/i, P.linkInvalid),
    status: z.union([z.literal(0), z.literal(1)], { error: P.statusInvalid }).default(1),
  })
  .refine((body) => body.id === undefined || body.version !== undefined, { message: P.versionInvalid, path: ['version'] });
export type PromoMarketBody = z.input<typeof promoMarketBody>;
export type PromoMarketInput = z.output<typeof promoMarketBody>;

export const promoOverviewInput = z.object({});
export const rainFiguresInput = z.object({ id: recordId });

const occurrence = object({ start: iso, end: iso });

export const promoPeriodAnswer = object({
  id: num,
  market_id: num,
  kind: z.enum(['once', 'recurring']),
  starts_at: iso,
  ends_at: iso,
  days: z.array(num).nullable(),
  from: str.nullable(),
  to: str.nullable(),
  code: str.nullable(),
  points: num,
  /** A rain's most per envelope; null when every envelope is worth `points`. */
  points_max: num.nullable(),
  envelope_cap: num,
  points_budget: num.nullable(),
  /** The live occurrence, else the next; null once the period is over. */
  next: occurrence.nullable(),
  live: bool,
  version: str,
});

const marketFields = { id: num, type: num, title: str, logo: str, link: str, status: num, version: str };
export const promoMarketSavedAnswer = object(marketFields);
const promoMarketAnswer = object({ ...marketFields, periods: z.array(promoPeriodAnswer) });

const promoTypeFields = { type: z.union([z.literal(1), z.literal(2), z.literal(3)]), image: str, status: num, version: str };
export const promoSettingsAnswer = object(promoTypeFields);
export const promoOverviewAnswer = object({ types: z.array(object({ ...promoTypeFields, markets: z.array(promoMarketAnswer) })) });

export const promoPeriodEndAnswer = object({ id: num, ended: bool, removed: bool });

/** A rain's figures while it falls (the live occurrence; zeros between rains). */
export const rainFiguresAnswer = object({
  period_id: num,
  live: bool,
  rain: occurrence.nullable(),
  /** Envelopes claimed per second over the last 10 seconds. */
  claims_per_second: num,
  points_paid: num,
  points_budget: num.nullable(),
  members: num,
});

export type PromoPeriodView = z.output<typeof promoPeriodAnswer>;
export type PromoMarketView = z.output<typeof promoMarketAnswer>;
export type PromoMarketSaved = z.output<typeof promoMarketSavedAnswer>;
export type PromoOverview = z.output<typeof promoOverviewAnswer>;
export type PromoTypeView = PromoOverview['types'][number];
export type PromoSettingsView = z.output<typeof promoSettingsAnswer>;
export type RainFigures = z.output<typeof rainFiguresAnswer>;

// ---- Redeem codes of a type-1 period -------------------------------------------------------

export const PROMO_CODES_MAX = 10_000;
export const PROMO_CODE_USES_MAX = 1_000_000;
export const PROMO_PER_MEMBER_MAX = 1000;
const CODE_PATTERN = /^[A-Z0-9-]{4,32}$/;

/** A pasted list: one code a line, trimmed and upper-cased, blank lines skipped; a bad line or a repeat is named. */
const pastedCodes = z.string({ error: P.codesListInvalid }).transform((text, context) => {
  const lines = text.split(/\r?\n/).map((line, index) => ({ line: index + 1, code: line.trim().toUpperCase() })).filter((l) => l.code !== '');
  const fail = (message: string) => {
    context.addIssue({ code: 'custom', message });
    return z.NEVER;
  };
  if (lines.length === 0 || lines.length > PROMO_CODES_MAX) return fail(P.codesListInvalid);
  const bad = lines.find((l) => !CODE_PATTERN.test(l.code));
  if (bad) return fail(P.codesLineInvalid.replace('{{line}}', String(bad.line)).replace('{{code}}', bad.code.slice(0, 40)));
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const { code } of lines) (seen.has(code) ? repeated : seen).add(code);
  if (repeated.size > 0) return fail(P.codesRepeated.replace('{{codes}}', [...repeated].slice(0, 20).join(', ')));
  return [...seen];
});

/** Codes for a type-1 period: `count` random ones or a pasted `list`; each used `max_uses` times (1 single-use, more when shared). */
export const promoCodesBody = z
  .object({
    period_id: recordId,
    count: z.number({ error: P.codesCountInvalid }).int(P.codesCountInvalid).min(1, P.codesCountInvalid).max(PROMO_CODES_MAX, P.codesCountInvalid).optional(),
    list: pastedCodes.optional(),
    max_uses: z.number({ error: P.maxUsesInvalid }).int(P.maxUsesInvalid).min(1, P.maxUsesInvalid).max(PROMO_CODE_USES_MAX, P.maxUsesInvalid).default(1),
  })
  .refine((body) => (body.count === undefined) !== (body.list === undefined), { message: P.codesOneSource, path: ['count'] });
export type PromoCodesBody = z.input<typeof promoCodesBody>;
export type PromoCodesInput = z.output<typeof promoCodesBody>;

/** How many codes of the period one member may redeem. */
export const promoCodesLimitBody = z.object({
  period_id: recordId,
  per_member: z.number({ error: P.perMemberInvalid }).int(P.perMemberInvalid).min(1, P.perMemberInvalid).max(PROMO_PER_MEMBER_MAX, P.perMemberInvalid),
});
export type PromoCodesLimitBody = z.input<typeof promoCodesLimitBody>;

const pageNumber = z.coerce.number({ error: P.codesPageInvalid }).int(P.codesPageInvalid).min(1, P.codesPageInvalid);
/** A page of a period's codes; `unused` keeps only codes with uses left (for the CSV of what can still be handed out). */
export const promoCodesQuery = z.object({
  page: pageNumber.default(1),
  page_size: pageNumber.max(PROMO_CODES_MAX, P.codesPageInvalid).default(50),
  unused: z.enum(['0', '1'], { error: P.codesPageInvalid }).default('0'),
});

export const promoCodeListInput = promoCodesQuery.extend({ id: recordId });

const codeCountFields = {
  period_id: num,
  per_member: num,
  /** Codes of the period. */
  total: num,
  /** Codes used at least once. */
  used: num,
  /** Redeems over every code (more than `used` when codes are shared). */
  uses: num,
};
export const promoCodeCountsAnswer = object(codeCountFields);

const promoCodeAnswer = object({
  code: str,
  max_uses: num,
  uses: num,
  /** The member of the latest use (the only one of a single-use code); null while unused. */
  used_by: object({ id: num, nickname: str }).nullable(),
  used_at: iso.nullable(),
});

export const promoCodesPageAnswer = object({
  ...codeCountFields,
  page: num,
  page_size: num,
  /** Codes matching the page's filter. */
  matching: num,
  list: z.array(promoCodeAnswer),
});

export const promoCodesSavedAnswer = object({ ...codeCountFields, created: num });

export type PromoCodeCounts = z.output<typeof promoCodeCountsAnswer>;
export type PromoCodeView = z.output<typeof promoCodeAnswer>;
export type PromoCodesPage = z.output<typeof promoCodesPageAnswer>;
export type PromoCodesSaved = z.output<typeof promoCodesSavedAnswer>;
