/**
 * The console's "Tarefas" and "Compartilhamentos": what their calls take (ops-calls/campaigns.ts)
 * and the schemas of what they answer. A save is a new record (no `id`) or an edit with `id` and
 * the values the form loaded (`loaded`): a save over someone else's change is refused. "Encerrar"
 * closes a record now; its submissions stay in the review queues.
 */
import { z } from '../zod.ts';
import { OPS_CAMPAIGN_MESSAGES as M } from '../ops-campaigns.pt.ts';
import { bool, iso, num, object, str } from './answer-parts.ts';
import { recordId } from './rewards.ts';
import { SHARE_PLATFORMS } from './share-values.ts';
import { TASK_EVENTS, TASK_KINDS, TASK_MAX_IMAGES } from './task-values.ts';

export const CAMPAIGN_TITLE_MAX = 80;
export const CAMPAIGN_TEXT_MAX = 1000;
export const CAMPAIGN_LINK_MAX = 500;
export const CAMPAIGN_POINTS_MAX = 1_000_000;
export const CAMPAIGN_SORT_MAX = 100_000;
export const TASK_STEPS_MAX = 10;
export const TASK_STEP_MAX_CHARS = 200;
export const TASK_PER_MEMBER_MAX = 1000;
export const SHARE_DAILY_LIMIT_MAX = 100;

const fill = (template: string, max: number) => template.replaceAll('{{max}}', String(max));
const text = (max: number, message: string) => z.string({ error: fill(message, max) }).trim().min(1, fill(message, max)).max(max, fill(message, max));
const whole = (min: number, max: number, message: string) =>
  z.number({ error: fill(message, max) }).int(fill(message, max)).min(min, fill(message, max)).max(max, fill(message, max));
const flag = (message: string) => z.boolean({ error: message });

/** Years a period can sensibly name (the database refuses some the ISO format allows, like year 0). */
const EARLIEST = Date.UTC(2000, 0, 1);
const LATEST = Date.UTC(2100, 0, 1);
/** An ISO time with its offset, or none (blank or null): the period is open on that side. */
const instant = (message: string) =>
  z
    .union([z.literal('').transform(() => null), z.null(), z.iso.datetime({ offset: true, error: message }).transform((at) => new Date(at))], { error: message })
    .refine((at) => at === null || (at.getTime() >= EARLIEST && at.getTime() < LATEST), message)
    .default(null);

const isHttp = (link: string) => /^https?:\/\/[^\s]+$/i.test(link);
/** Where "Fazer" takes the member: a page on the web, or a route of the app (`#/pages/…`, `/…`). */
const isActionLink = (link: string) => isHttp(link) || /^[#/][^\s]*$/.test(link);

const period = {
  opens_at: instant(M.opensAtInvalid),
  closes_at: instant(M.closesAtInvalid),
};
const ordering = {
  sort: whole(0, CAMPAIGN_SORT_MAX, M.sortInvalid).default(0),
  active: flag(M.activeInvalid).default(true),
};

/** Compared with the stored record, never stored: loose on purpose (the answer's own fields). */
const loaded = z.record(z.string().max(40), z.unknown(), { error: M.loadedInvalid }).optional();

type PeriodBody = { opens_at: Date | null; closes_at: Date | null; id?: number | undefined; loaded?: Record<string, unknown> | undefined };
function checkPeriodAndLoaded(body: PeriodBody, ctx: z.RefinementCtx): void {
  if (body.opens_at && body.closes_at && body.closes_at <= body.opens_at) ctx.addIssue({ code: 'custom', path: ['closes_at'], message: M.closesBeforeOpens });
  if (body.id !== undefined && !body.loaded) ctx.addIssue({ code: 'custom', path: ['loaded'], message: M.loadedInvalid });
}

// ---- tasks -----------------------------------------------------------------------------------

const stepsMessage = fill(M.stepsInvalid, TASK_STEPS_MAX);

export const saveTaskBody = z
  .object({
    id: recordId.optional(),
    title: text(CAMPAIGN_TITLE_MAX, M.titleInvalid),
    description: text(CAMPAIGN_TEXT_MAX, M.descriptionInvalid),
    kind: z.enum(TASK_KINDS, { error: M.kindInvalid }),
    points: whole(1, CAMPAIGN_POINTS_MAX, M.pointsInvalid),
    // Blank lines of the form's text area are no steps.
    steps: z
      .array(z.string({ error: stepsMessage }).trim().max(TASK_STEP_MAX_CHARS, stepsMessage), { error: stepsMessage })
      .transform((steps) => steps.filter((step) => step !== ''))
      .refine((steps) => steps.length <= TASK_STEPS_MAX, stepsMessage)
      .default([]),
    action_link: z
      .string({ error: fill(M.actionLinkInvalid, CAMPAIGN_LINK_MAX) })
      .trim()
      .max(CAMPAIGN_LINK_MAX, fill(M.actionLinkInvalid, CAMPAIGN_LINK_MAX))
      .refine((link) => link === '' || isActionLink(link), fill(M.actionLinkInvalid, CAMPAIGN_LINK_MAX))
      .nullish()
      .transform((link) => link || null),
    needs_text: flag(M.needsTextInvalid).default(false),
    needs_link: flag(M.needsLinkInvalid).default(false),
    min_images: whole(0, TASK_MAX_IMAGES, M.minImagesInvalid).default(0),
    auto_event: z.enum(TASK_EVENTS, { error: M.autoEventInvalid }).nullish().transform((event) => event ?? null),
    ...period,
    per_member_limit: whole(1, TASK_PER_MEMBER_MAX, M.perMemberLimitInvalid).default(1),
    ...ordering,
    loaded,
  })
  .superRefine((body, ctx) => {
    // An automatic task completes itself; one a member completes by hand must ask for proof.
    if (!body.auto_event && !body.needs_text && !body.needs_link && body.min_images === 0) {
      ctx.addIssue({ code: 'custom', path: ['min_images'], message: M.proofRequired });
    }
    checkPeriodAndLoaded(body, ctx);
  });
export type SaveTaskBody = z.input<typeof saveTaskBody>;
export type SaveTask = z.output<typeof saveTaskBody>;

export const opsTaskAnswer = object({
  id: num,
  title: str,
  description: str,
  kind: z.enum(TASK_KINDS),
  points: num,
  steps: z.array(str),
  action_link: str.nullable(),
  needs_text: bool,
  needs_link: bool,
  min_images: num,
  auto_event: z.enum(TASK_EVENTS).nullable(),
  opens_at: iso.nullable(),
  closes_at: iso.nullable(),
  per_member_limit: num,
  sort: num,
  active: bool,
  /** Offered to members now: active and inside its period. */
  open: bool,
  /** Submissions waiting in the review queue (they stay decidable after the task ends). */
  in_review: num,
  created_at: iso,
});
export type OpsTask = z.output<typeof opsTaskAnswer>;
/** What a form edits and sends back as `loaded`. */
export type TaskFields = Omit<OpsTask, 'id' | 'open' | 'in_review' | 'created_at'>;

// ---- share campaigns -------------------------------------------------------------------------

const platformsMessage = M.platformsInvalid;

export const saveShareCampaignBody = z
  .object({
    id: recordId.optional(),
    title: text(CAMPAIGN_TITLE_MAX, M.titleInvalid),
    image: text(CAMPAIGN_LINK_MAX, M.imageInvalid).refine((image) => isHttp(image) || image.startsWith('/'), fill(M.imageInvalid, CAMPAIGN_LINK_MAX)),
    text: text(CAMPAIGN_TEXT_MAX, M.textInvalid),
    link: text(CAMPAIGN_LINK_MAX, M.linkInvalid).refine(isHttp, fill(M.linkInvalid, CAMPAIGN_LINK_MAX)),
    platforms: z
      .array(z.enum(SHARE_PLATFORMS, { error: platformsMessage }), { error: platformsMessage })
      .min(1, platformsMessage)
      .transform((platforms) => SHARE_PLATFORMS.filter((platform) => platforms.includes(platform))),
    points: whole(1, CAMPAIGN_POINTS_MAX, M.pointsInvalid),
    daily_limit: whole(1, SHARE_DAILY_LIMIT_MAX, M.dailyLimitInvalid),
    ...period,
    ...ordering,
    loaded,
  })
  .superRefine(checkPeriodAndLoaded);
export type SaveShareCampaignBody = z.input<typeof saveShareCampaignBody>;
export type SaveShareCampaign = z.output<typeof saveShareCampaignBody>;

export const opsShareCampaignAnswer = object({
  id: num,
  title: str,
  image: str,
  text: str,
  link: str,
  platforms: z.array(z.enum(SHARE_PLATFORMS)),
  points: num,
  daily_limit: num,
  opens_at: iso.nullable(),
  closes_at: iso.nullable(),
  sort: num,
  active: bool,
  /** Offered to members now: active and inside its period. */
  open: bool,
  /** Submissions waiting in the review queue (they stay decidable after the campaign ends). */
  in_review: num,
  created_at: iso,
});
export type OpsShareCampaign = z.output<typeof opsShareCampaignAnswer>;
export type ShareCampaignFields = Omit<OpsShareCampaign, 'id' | 'open' | 'in_review' | 'created_at'>;

// ---- both ------------------------------------------------------------------------------------

export const campaignIdParams = z.object({ id: recordId });
export const opsTasksAnswer = z.array(opsTaskAnswer);
export const opsShareCampaignsAnswer = z.array(opsShareCampaignAnswer);
