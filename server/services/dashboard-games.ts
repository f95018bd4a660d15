/**
 * Does a game pay what its table says? The draws made with the game's current prize table (the
 * same weights, the same prize at every index drawn) against that table's own distribution: over
 * N draws the points paid have mean N·μ and variance N·σ², μ and σ² the table's mean and variance
 * of points per draw. Beyond 3 standard errors chance explains it about once in 370 checks: the
 * alarm. Draws of an earlier table are left out of the check (they count in the totals).
 */
import type { DashboardGames } from '../../src/domain/contract/ops-dashboard.ts';
import type { DrawGroup, TablePrize } from '../repositories/dashboard.ts';

export const ALARM_STANDARD_ERRORS = 3;

/** The table's points per draw, its mean and variance for these weights. */
function moments(weights: number[], prizes: TablePrize[]): { mean: number; variance: number } {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const points = (index: number) => (prizes[index]?.kind === 'points' ? prizes[index].points : 0);
  const mean = weights.reduce((sum, weight, index) => sum + weight * points(index), 0) / total;
  const square = weights.reduce((sum, weight, index) => sum + weight * points(index) ** 2, 0) / total;
  return { mean, variance: Math.max(0, square - mean ** 2) };
}

/** The draws of one weights text were drawn from the current table: same length, same prize at every index drawn. */
function isCurrentTable(weights: number[], rows: DrawGroup[], prizes: TablePrize[]): boolean {
  return weights.length === prizes.length && weights.some((weight) => weight > 0) && rows.every((row) => prizes[row.prizeIndex]?.id === row.prizeId);
}

export function tableCheck(game: string, groups: DrawGroup[], prizes: TablePrize[]): DashboardGames['games'][number] {
  const byWeights = new Map<string, DrawGroup[]>();
  for (const group of groups) byWeights.set(group.weights, [...(byWeights.get(group.weights) ?? []), group]);
  let tableDraws = 0;
  let tablePoints = 0;
  let expected = 0;
  let variance = 0;
  for (const [text, rows] of byWeights) {
    const weights = text.split(',').map(Number);
    if (!isCurrentTable(weights, rows, prizes)) continue;
    const draws = rows.reduce((sum, row) => sum + row.draws, 0);
    const table = moments(weights, prizes);
    tableDraws += draws;
    tablePoints += rows.reduce((sum, row) => sum + row.points, 0);
    expected += draws * table.mean;
    variance += draws * table.variance;
  }
  const z = variance > 0 ? (tablePoints - expected) / Math.sqrt(variance) : null;
  return {
    game,
    draws: groups.reduce((sum, group) => sum + group.draws, 0),
    points: groups.reduce((sum, group) => sum + group.points, 0),
    table_draws: tableDraws,
    table_points: tablePoints,
    expected_points: expected,
    z,
    alarm: z !== null && Math.abs(z) > ALARM_STANDARD_ERRORS,
  };
}
