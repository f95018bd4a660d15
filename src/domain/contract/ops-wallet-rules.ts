/**
 * The console's "Regras de saque" (ops-calls/money.ts walletRules, saveWithdrawalType, saveWithdrawalRules):
 * the withdrawal types members convert points into, and the rules every withdrawal meets — the
 * wait after a withdrawal-password change and a cap on withdrawals per member per day — with the
 * economy's rules on rewards: the monthly allowance and how long pending points wait. An edit
 * carries the values it loaded; a save made over someone else's change is refused.
 */
import { z } from '../zod.ts';
import { WALLET_RULE_MESSAGES as M } from '../wallet-rules.pt.ts';
import { bool, num, object, str } from './answer-parts.ts';
import { recordId } from './rewards.ts';

/** Site configuration entry next to the cooling-off: withdrawals a member may request per São Paulo day (0 = no cap). */
export const DAILY_CAP_CONFIG = 'withdraw.daily_cap';
export const DAILY_CAP_DEFAULT = 0;
export const DAILY_CAP_MAX = 100;
export const COOLING_OFF_MAX_HOURS = 720;
export const TYPE_NAME_MAX = 40;
export const TYPE_PLATFORM_MAX = 60;
export const TYPE_UNIT_MAX = 8;
/** With the amount's bound, points (rate × amount) stay well inside a 32-bit column. */
export const TYPE_RATE_MAX = 10_000;
export const TYPE_AMOUNT_MAX = 100_000;

const fill = (template: string, max: number) => template.replaceAll('{{max}}', String(max));
const text = (max: number, message: string) => z.string({ error: fill(message, max) }).trim().min(1, fill(message, max)).max(max, fill(message, max));
const whole = (min: number, max: number, message: string) =>
  z.number({ error: fill(message, max) }).int(fill(message, max)).min(min, fill(message, max)).max(max, fill(message, max));

const typeFields = z.object({
  name: text(TYPE_NAME_MAX, M.nameInvalid),
  platform: text(TYPE_PLATFORM_MAX, M.platformInvalid),
  rate: whole(1, TYPE_RATE_MAX, M.rateInvalid),
  unit: text(TYPE_UNIT_MAX, M.unitInvalid),
  min_amount: whole(1, TYPE_AMOUNT_MAX, M.minInvalid),
  max_amount: whole(1, TYPE_AMOUNT_MAX, M.maxInvalid),
  active: z.boolean({ error: M.activeInvalid }),
});

/** A new type (no `id`), or an edit with `id` and the values the form loaded (`loaded`). */
export const saveWithdrawalTypeBody = typeFields
  .extend({
    id: recordId.optional(),
    // Loose on purpose: it is compared with the stored row, never stored.
    loaded: z.object({
      name: z.string().max(200), platform: z.string().max(200), rate: z.number(), unit: z.string().max(200),
      min_amount: z.number(), max_amount: z.number(), active: z.boolean(),
    }, { error: M.loadedInvalid }).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.min_amount > body.max_amount) ctx.addIssue({ code: 'custom', path: ['min_amount'], message: M.minAboveMax });
    if (body.id !== undefined && !body.loaded) ctx.addIssue({ code: 'custom', path: ['loaded'], message: M.loadedInvalid });
  });
export type SaveWithdrawalTypeBody = z.input<typeof saveWithdrawalTypeBody>;
export type SaveWithdrawalType = z.output<typeof saveWithdrawalTypeBody>;

/** Reward points per member per month the allowance may be set to (docs/risk.md "The monthly allowance"). */
export const MONTHLY_ALLOWANCE_MAX = 10_000_000;
export const RELEASE_HOURS_MAX = 720;

const ruleFields = {
  cooling_off_hours: whole(0, COOLING_OFF_MAX_HOURS, M.coolingInvalid),
  daily_cap: whole(0, DAILY_CAP_MAX, M.dailyCapInvalid),
  monthly_allowance: whole(0, MONTHLY_ALLOWANCE_MAX, M.allowanceInvalid),
  invite_release_hours: whole(0, RELEASE_HOURS_MAX, M.inviteReleaseInvalid),
  linked_release_hours: whole(0, RELEASE_HOURS_MAX, M.linkedReleaseInvalid),
};

/** The rules, with the values the form loaded. */
export const saveWithdrawalRulesBody = z.object({
  ...ruleFields,
  loaded: z.object({
    cooling_off_hours: z.number(), daily_cap: z.number(), monthly_allowance: z.number(), invite_release_hours: z.number(), linked_release_hours: z.number(),
  }, { error: M.loadedInvalid }),
});
export type SaveWithdrawalRulesBody = z.input<typeof saveWithdrawalRulesBody>;
export type SaveWithdrawalRules = z.output<typeof saveWithdrawalRulesBody>;

export const walletRulesInput = z.object({});

const typeAnswerFields = {
  name: str,
  platform: str,
  /** Points per unit of the amount. */
  rate: num,
  unit: str,
  min_amount: num,
  max_amount: num,
  active: bool,
};
export const withdrawalTypeAnswer = object({ id: num, ...typeAnswerFields });
export const withdrawalRulesAnswer = object({
  cooling_off_hours: num,
  /** Withdrawals per member per day; 0 = no cap. */
  daily_cap: num,
  /** Reward points per member per São Paulo month; 0 = none. */
  monthly_allowance: num,
  /** Hours after the friend's first draw before an invite's reward is spendable. */
  invite_release_hours: num,
  /** Hours a linked member's share or task points wait as pending. */
  linked_release_hours: num,
});
export const walletRulesAnswer = object({ types: z.array(withdrawalTypeAnswer), rules: withdrawalRulesAnswer });

export type OpsWithdrawalType = z.output<typeof withdrawalTypeAnswer>;
export type WithdrawalTypeFields = Omit<OpsWithdrawalType, 'id'>;
export type WithdrawalRules = z.output<typeof withdrawalRulesAnswer>;
export type OpsWalletRules = z.output<typeof walletRulesAnswer>;
