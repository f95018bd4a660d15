/**
 * The figures the console shows while an operator edits a prize table, before anything is saved:
 * each prize's odds, the points a draw pays on average, and what a day of a thousand members costs.
 * Pure functions: the form and the tests run the same maths.
 */
import type { GameName, PrizeKind } from './contract/reward-values.ts';

/** The fewest prizes a table may have; the wheel needs more (WHEEL_MIN_PRIZES). */
export const PRIZE_TABLE_MIN = 2;
/** The wheel scene draws 4 to 12 segments (scenes/wheel/wheel-logic.ts MIN_SEGMENTS, MAX_SEGMENTS). */
export const WHEEL_MIN_PRIZES = 4;
export const PRIZE_TABLE_MAX = 12;
export const PRIZE_LABEL_MAX = 40;
export const DAILY_CHANCES_MAX = 100;
/** Units of a physical prize an operator may stock at once. */
export const PRIZE_STOCK_MAX = 1_000_000;
/** Members a day the cost figure is given for. */
export const MEMBERS_PER_FIGURE = 1_000;

/** A wheel segment per prize, so the wheel's limits apply to it; the other games show one prize at a time. */
export const minPrizesOf = (game: GameName): number => (game === 'wheel' ? WHEEL_MIN_PRIZES : PRIZE_TABLE_MIN);

export interface OddsInput {
  kind: PrizeKind;
  points: number;
  weight: number;
  /** Physical prizes: units left (null or absent: no limit). */
  stock?: number | null | undefined;
}

type Weighed = Pick<OddsInput, 'weight' | 'stock'> & { kind?: string };

/**
 * The weight a prize is drawn with: its own, or 0 for a physical prize out of stock (shown, never
 * drawn). Only whole weights ≥ 0 count; anything else (a half-typed field) counts as 0. The server's
 * draw weighs with this too (services/draws.ts), so the console shows the odds members get.
 */
export function drawableWeight(prize: Weighed): number {
  if (prize.kind === 'physical' && prize.stock === 0) return 0;
  return Number.isInteger(prize.weight) && prize.weight > 0 ? prize.weight : 0;
}

export const totalWeight = (prizes: readonly Weighed[]): number => prizes.reduce((sum, p) => sum + drawableWeight(p), 0);

/** Members may play a game switched on whose table can draw something: the draw, its page and the launch checklist judge alike. */
export const isPlayable = (game: { active: boolean }, prizes: readonly Weighed[]): boolean => game.active && totalWeight(prizes) > 0;

/** Each prize's chance in percent, rounded to 2 decimals; all 0 when the weights add up to 0. */
export function prizePercentages(prizes: readonly Weighed[]): number[] {
  const total = totalWeight(prizes);
  return prizes.map((p) => (total > 0 ? Math.round((drawableWeight(p) / total) * 10_000) / 100 : 0));
}

/** Σ p_i × points_i over the points prizes: what one draw pays on average (unrounded). */
export function expectedPointsPerDraw(prizes: readonly OddsInput[]): number {
  const total = totalWeight(prizes);
  if (total === 0) return 0;
  return prizes.reduce((sum, p) => (p.kind === 'points' && p.points > 0 ? sum + (drawableWeight(p) / total) * p.points : sum), 0);
}

/** A day of MEMBERS_PER_FIGURE members who each use all their daily chances. */
export function expectedPointsPerThousandDaily(prizes: readonly OddsInput[], dailyChances: number): number {
  const chances = Number.isInteger(dailyChances) && dailyChances > 0 ? dailyChances : 0;
  return expectedPointsPerDraw(prizes) * chances * MEMBERS_PER_FIGURE;
}

/** '12,50%': a percentage with its 2 decimals, Brazilian style. */
export const percentText = (value: number): string => `${value.toFixed(2).replace('.', ',')}%`;

/** '1.234,56': points with 2 decimals and thousands separated, Brazilian style. */
export function pointsText(value: number): string {
  const [whole = '0', decimals = '00'] = value.toFixed(2).split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${decimals}`;
}
