/**
 * The console's "Regras de prêmios" (ops-calls/money.ts rewardRules, saveRewardRules): each game's
 * prize table and daily chances, read and saved as a whole. A save carries the `prizes_version` the
 * operator loaded; another save in between, or a draw that took a unit of a prize's stock (every
 * change to the prizes moves the version), refuses it (PRIZE_RULE_MESSAGES.tableChanged), so a
 * stock typed over a stale one never hands out a unit twice.
 */
import { z } from '../zod.ts';
import { PRIZE_RULE_MESSAGES as M } from '../ops.pt.ts';
import { DAILY_CHANCES_MAX, minPrizesOf, PRIZE_LABEL_MAX, PRIZE_STOCK_MAX, PRIZE_TABLE_MAX, totalWeight } from '../prize-odds.ts';
import { bool, num, object, str } from './answer-parts.ts';
import { GAMES, type GameName, PRIZE_KINDS, type PrizeKind } from './reward-values.ts';

const fill = (template: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((text, [name, value]) => text.replaceAll(`{{${name}}}`, String(value)), template);

const isWhole = (value: number, min: number) => Number.isSafeInteger(value) && value >= min;
const ICON = /^[a-z0-9-]{1,40}$/;
const COLOR = /^#[0-9a-f]{6}$/i;

interface PrizeFields {
  label: string;
  kind: string;
  points: number;
  weight: number;
  /** Physical prizes only: units left; null or absent is no limit. */
  stock?: number | null | undefined;
  icon: string;
  color: string;
}

function stockProblem(prize: PrizeFields, row: number): string | null {
  if (prize.stock === null || prize.stock === undefined) return null;
  if (prize.kind !== 'physical') return fill(M.stockOnlyPhysical, { row });
  return isWhole(prize.stock, 0) && prize.stock <= PRIZE_STOCK_MAX ? null : fill(M.stock, { row, max: PRIZE_STOCK_MAX });
}

/** The first thing wrong with one prize (its row counted from 1), or null. */
function prizeProblem(prize: PrizeFields, row: number): string | null {
  const label = prize.label.trim();
  if (label.length < 1 || label.length > PRIZE_LABEL_MAX) return fill(M.label, { row, max: PRIZE_LABEL_MAX });
  if (!(PRIZE_KINDS as readonly string[]).includes(prize.kind)) return fill(M.kind, { row });
  if (!isWhole(prize.weight, 0)) return fill(M.weight, { row });
  if (!isWhole(prize.points, 0)) return fill(M.points, { row });
  if (prize.kind === 'points' && prize.points === 0) return fill(M.pointsNeeded, { row });
  if (prize.kind !== 'points' && prize.points !== 0) return fill(M.pointsOnlyForPoints, { row });
  if (!ICON.test(prize.icon)) return fill(M.icon, { row });
  if (!COLOR.test(prize.color)) return fill(M.color, { row });
  return stockProblem(prize, row);
}

/** What a save sets besides the table: whether members may play, and how they get chances. */
export interface GameSwitches {
  active: boolean;
  dailyFree: number;
  perInvite: number;
}

/** The switches of a save's body, as rewardRulesProblem reads them. */
export const switchesOf = (body: { active: boolean; daily_free: number; per_invite: number }): GameSwitches => ({
  active: body.active, dailyFree: body.daily_free, perInvite: body.per_invite,
});

const isChanceCount = (value: number) => Number.isSafeInteger(value) && value >= 0 && value <= DAILY_CHANCES_MAX;

/**
 * The first thing wrong with a game's rules, in Portuguese naming the field, or null: the form
 * checks before sending, the server again. A game switched off may have no table yet (a fresh
 * database's games); one switched on needs a table with something to draw.
 */
export function rewardRulesProblem(game: GameName, switches: GameSwitches, prizes: readonly PrizeFields[]): string | null {
  if (!isChanceCount(switches.dailyFree)) return fill(M.dailyInvalid, { max: DAILY_CHANCES_MAX });
  if (!isChanceCount(switches.perInvite)) return fill(M.perInviteInvalid, { max: DAILY_CHANCES_MAX });
  if (prizes.length === 0) return switches.active ? M.activeWithoutPrizes : null;
  const min = minPrizesOf(game);
  if (prizes.length < min || prizes.length > PRIZE_TABLE_MAX) return fill(M.prizesCount, { min, max: PRIZE_TABLE_MAX });
  for (const [index, prize] of prizes.entries()) {
    const problem = prizeProblem(prize, index + 1);
    if (problem) return problem;
  }
  // Weight 0 shows a prize that is never drawn; a table of only those could draw nothing.
  if (totalWeight(prizes) > 0) return null;
  return switches.active ? M.activeWithoutPrizes : M.weightTotal;
}

const prizeInput = z.object({
  id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  label: z.string().max(200),
  kind: z.string().max(20),
  points: z.number(),
  weight: z.number(),
  stock: z.number().nullable().optional(),
  icon: z.string().max(60),
  color: z.string().max(20),
});

export const saveRewardRulesBody = z
  .object({
    game: z.enum(GAMES, { error: M.gameInvalid }),
    prizes_version: z.number({ error: M.versionInvalid }).int(M.versionInvalid).min(0, M.versionInvalid).max(Number.MAX_SAFE_INTEGER, M.versionInvalid),
    daily_free: z.number({ error: fill(M.dailyInvalid, { max: DAILY_CHANCES_MAX }) }),
    per_invite: z.number({ error: fill(M.perInviteInvalid, { max: DAILY_CHANCES_MAX }) }),
    active: z.boolean({ error: M.activeInvalid }),
    // A generous bound on what is parsed; the table's own limits are rewardRulesProblem's.
    prizes: z.array(prizeInput, { error: fill(M.prizesCount, { min: 2, max: PRIZE_TABLE_MAX }) }).max(100),
  })
  .superRefine((value, ctx) => {
    const problem = rewardRulesProblem(value.game, switchesOf(value), value.prizes);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform((value) => ({
    ...value,
    prizes: value.prizes.map((prize) => ({
      ...prize, label: prize.label.trim(), kind: prize.kind as PrizeKind, stock: prize.kind === 'physical' ? (prize.stock ?? null) : null,
    })),
  }));
export type SaveRewardRulesBody = z.input<typeof saveRewardRulesBody>;
export type SaveRewardRules = z.output<typeof saveRewardRulesBody>;

/** A prize of a table as stored. */
export const opsRewardPrizeAnswer = object({
  id: num,
  label: str,
  kind: z.enum(PRIZE_KINDS),
  points: num,
  /** 0: shown, never drawn. */
  weight: num,
  /** Physical prizes: units left (0: no longer drawn); null is no limit. */
  stock: num.nullable(),
  icon: str,
  color: str,
});

/** One game's rules as the console edits them. */
export const opsRewardGameAnswer = object({
  game: z.enum(GAMES),
  name: str,
  daily_free: num,
  /** Extra chances for each invited friend who registers (the chest's way). */
  per_invite: num,
  /** Members may play it: switched on by an operator with a table to draw from. */
  active: bool,
  /** Changes with every change to the prizes (stock taken by a draw too); a save sends back the one it loaded. */
  prizes_version: num,
  min_prizes: num,
  max_prizes: num,
  /** Active prizes in prize order (the wheel's segments). */
  prizes: z.array(opsRewardPrizeAnswer),
});
export const rewardRulesAnswer = z.array(opsRewardGameAnswer);
export const rewardRulesInput = z.object({});

export type OpsRewardGame = z.output<typeof opsRewardGameAnswer>;
/** A prize as a save sends it: no `id` for one added in the form, no `stock` for no limit. */
export type OpsRewardPrize = Omit<OpsRewardGame['prizes'][number], 'id' | 'stock'> & { id?: number; stock?: number | null };
