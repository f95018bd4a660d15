/**
 * The console's "Painel" (ops-calls/dashboard.ts): the business in São Paulo days, read from the
 * dashboard's rollups (server/services/dashboard-rollup.ts). Every call takes the same range.
 */
import { z } from '../zod.ts';
import { DASHBOARD_MESSAGES as M } from '../dashboard.pt.ts';
import { bool, iso, num, object, str } from './answer-parts.ts';

/** The longest range one view asks for: a year and a day, so a leap year fits. */
export const DASHBOARD_RANGE_MAX_DAYS = 366;

const DAY_MS = 86_400_000;
const day = z.string({ error: M.dayInvalid }).regex(/^\d{4}-\d{2}-\d{2}$/, M.dayInvalid)
  .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text), M.dayInvalid);

export const dashboardRange = z.object({ from: day, to: day }).superRefine((range, ctx) => {
  const span = (Date.parse(`${range.to}T00:00:00Z`) - Date.parse(`${range.from}T00:00:00Z`)) / DAY_MS;
  if (span < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: M.rangeReversed });
  else if (span + 1 > DASHBOARD_RANGE_MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: M.rangeTooLong.replace('{{max}}', String(DASHBOARD_RANGE_MAX_DAYS)) });
});
export type DashboardRange = z.output<typeof dashboardRange>;

/**
 * What a ledger entry is, by its source and key (server/repositories/dashboard-rollup.ts): the
 * earning ones, a withdrawal's debit and its refund, and `other` for a key no flow writes today.
 */
export const POINT_CATEGORIES = ['wheel', 'giftbox', 'chest', 'invite', 'share', 'task', 'code', 'rain', 'manual', 'withdrawal', 'refund', 'other'] as const;
export type PointCategory = (typeof POINT_CATEGORIES)[number];
/** Categories whose credits are points issued (a refund gives back, it issues nothing). */
export const ISSUING_CATEGORIES: readonly PointCategory[] = ['wheel', 'giftbox', 'chest', 'invite', 'share', 'task', 'code', 'rain', 'manual', 'other'];

const category = z.enum(POINT_CATEGORIES);
/** When the figures were last brought up to date, and how often they are. */
const freshness = { as_of: iso.nullable(), every_seconds: num };

export const dashboardEconomyAnswer = object({
  ...freshness,
  /** Per day of the range (every day, zeros included) and category: points credited and debited. */
  days: z.array(object({ day: str, category, credits: num, debits: num })),
  totals: z.array(object({ category, credits: num, debits: num })),
  /** The members' points at the end of each day of the range, and before it. */
  balance_before: num,
  balances: z.array(object({ day: str, balance: num })),
  /** What the balance at the range's end is worth at each active withdrawal type's rate. */
  worth: z.array(object({ name: str, unit: str, rate: num, amount: num })),
  waiting: object({ count: num, points: num }),
});

export const dashboardWithdrawalsAnswer = object({
  ...freshness,
  waiting: object({ count: num, points: num, oldest: iso.nullable() }),
  days: z.array(object({ day: str, requested: num, requested_points: num, refunded: num, refunded_points: num })),
});

export const dashboardPromotionsAnswer = object({
  promotions: z.array(object({
    period_id: num,
    kind: z.enum(['rain', 'codes']),
    title: str,
    starts_at: iso,
    ends_at: iso,
    /** Rain: its points budget and what the rain that began at `since` paid; codes: uses allowed and made. */
    limit: num,
    used: num,
    since: iso,
    /** Used per hour since `since`; null before anything was used. */
    per_hour: num.nullable(),
    /** When `used` reaches `limit` at that pace, if before the period ends. */
    runs_out_at: iso.nullable(),
    low: bool,
    ending_soon: bool,
  })),
});

export const dashboardGamesAnswer = object({
  ...freshness,
  days: z.array(object({ day: str, game: str, draws: num, points: num })),
  games: z.array(object({
    game: str,
    draws: num,
    points: num,
    /** Draws made with the game's current prize table, what they paid and what the table expects. */
    table_draws: num,
    table_points: num,
    expected_points: num,
    /** Standard errors between paid and expected (the table's own distribution); null without spread. */
    z: num.nullable(),
    alarm: bool,
  })),
  physical: z.array(object({ prize_id: num, game: str, label: str, won: num, stock: num.nullable() })),
});

const funnel = { members: num, drew: num, withdrew: num };
export const dashboardAcquisitionAnswer = object({
  ...freshness,
  channels: z.array(object({ channel: str, ...funnel })),
  days: z.array(object({ day: str, members: num })),
  affiliates: z.array(object({ inviter_id: num, username: str, ...funnel })),
  invited: object(funnel),
});

export const dashboardMembersAnswer = object({
  ...freshness,
  daily: z.array(object({ start: str, members: num })),
  weekly: z.array(object({ start: str, members: num })),
  monthly: z.array(object({ start: str, members: num })),
  /** Weeks start on Monday; `week` is weeks after the registration week (0 = that week). */
  cohorts: z.array(object({ joined_week: str, size: num, weeks: z.array(object({ week: num, members: num })) })),
});

export const dashboardMessagesAnswer = object({
  ...freshness,
  channels: z.array(object({ channel: z.enum(['sms', 'email']), created: num, sent: num, dead: num, waiting: num, segments: num })),
  days: z.array(object({ day: str, channel: z.enum(['sms', 'email']), sent: num, dead: num })),
});

export type DashboardEconomy = z.output<typeof dashboardEconomyAnswer>;
export type DashboardWithdrawals = z.output<typeof dashboardWithdrawalsAnswer>;
export type DashboardPromotions = z.output<typeof dashboardPromotionsAnswer>;
export type DashboardGames = z.output<typeof dashboardGamesAnswer>;
export type DashboardAcquisition = z.output<typeof dashboardAcquisitionAnswer>;
export type DashboardMembers = z.output<typeof dashboardMembersAnswer>;
export type DashboardMessages = z.output<typeof dashboardMessagesAnswer>;
