/**
 * The "Painel"'s answers (ops-calls/dashboard.ts) from the rollups. The rollup run
 * (dashboard-rollup.ts) keeps them at most one interval behind the raw tables.
 */
import type {
  DashboardAcquisition, DashboardEconomy, DashboardGames, DashboardMembers, DashboardMessages, DashboardRange, DashboardWithdrawals,
  PointCategory,
} from '../../src/domain/contract/ops-dashboard.ts';
import type { AppContext } from '../context.ts';
import * as repo from '../repositories/dashboard.ts';
import { addDays } from './calendar.ts';
import { tableCheck } from './dashboard-games.ts';

export { dashboardPromotions } from './dashboard-promotions.ts';

/** Every day of the range, in order. */
export function daysOf(range: DashboardRange): string[] {
  const days: string[] = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) days.push(day);
  return days;
}

async function freshness(ctx: AppContext, everyMs: number) {
  return { as_of: await repo.lastRun(ctx.db), every_seconds: Math.round(everyMs / 1000) };
}

export async function dashboardEconomy(ctx: AppContext, range: DashboardRange, everyMs: number): Promise<DashboardEconomy> {
  const [rows, before, types, waiting, fresh] = await Promise.all([
    repo.pointsByDay(ctx.db, range), repo.balanceBefore(ctx.db, range.from), repo.activeWithdrawalTypes(ctx.db),
    repo.withdrawalsWaiting(ctx.db), freshness(ctx, everyMs),
  ]);
  const categories = [...new Set(rows.map((row) => row.category))].sort() as PointCategory[];
  const cell = new Map(rows.map((row) => [`${row.day}|${row.category}`, row]));
  const days = daysOf(range).flatMap((day) => categories.map((category) => {
    const found = cell.get(`${day}|${category}`);
    return { day, category, credits: found?.credits ?? 0, debits: found?.debits ?? 0 };
  }));
  const totals = categories.map((category) => {
    const of = days.filter((row) => row.category === category);
    return { category, credits: sum(of.map((row) => row.credits)), debits: sum(of.map((row) => row.debits)) };
  });
  let balance = before;
  const balances = daysOf(range).map((day) => {
    balance += sum(days.filter((row) => row.day === day).map((row) => row.credits - row.debits));
    return { day, balance };
  });
  const worth = types.map((type) => ({ ...type, amount: Math.floor((balance / type.rate) * 100) / 100 }));
  return { ...fresh, days, totals, balance_before: before, balances, worth, waiting: { count: waiting.count, points: waiting.points } };
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

export async function dashboardWithdrawals(ctx: AppContext, range: DashboardRange, everyMs: number): Promise<DashboardWithdrawals> {
  const [rows, waiting, fresh] = await Promise.all([repo.pointsByDay(ctx.db, range), repo.withdrawalsWaiting(ctx.db), freshness(ctx, everyMs)]);
  const pick = (day: string, category: string) => rows.find((row) => row.day === day && row.category === category);
  const days = daysOf(range).map((day) => ({
    day,
    requested: pick(day, 'withdrawal')?.entries ?? 0,
    requested_points: pick(day, 'withdrawal')?.debits ?? 0,
    refunded: pick(day, 'refund')?.entries ?? 0,
    refunded_points: pick(day, 'refund')?.credits ?? 0,
  }));
  return { ...fresh, waiting, days };
}

export async function dashboardGames(ctx: AppContext, range: DashboardRange, everyMs: number): Promise<DashboardGames> {
  const [groups, table, fresh] = await Promise.all([repo.drawsByDay(ctx.db, range), repo.currentPrizes(ctx.db), freshness(ctx, everyMs)]);
  const byDay = new Map<string, { day: string; game: string; draws: number; points: number }>();
  for (const group of groups) {
    const key = `${group.day}|${group.game}`;
    const row = byDay.get(key) ?? { day: group.day, game: group.game, draws: 0, points: 0 };
    row.draws += group.draws;
    row.points += group.points;
    byDay.set(key, row);
  }
  const gameNames = [...new Set(groups.map((group) => group.game))].sort();
  const games = gameNames.map((game) => tableCheck(game, groups.filter((group) => group.game === game), table.filter((prize) => prize.game === game)));
  const physical = await physicalWon(ctx, groups);
  return { ...fresh, days: [...byDay.values()], games, physical };
}

async function physicalWon(ctx: AppContext, groups: repo.DrawGroup[]): Promise<DashboardGames['physical']> {
  const won = new Map<number, number>();
  for (const group of groups) if (group.prizeKind === 'physical') won.set(group.prizeId, (won.get(group.prizeId) ?? 0) + group.draws);
  const prizes = await repo.prizesById(ctx.db, [...won.keys()]);
  return prizes.map((prize) => ({ prize_id: prize.id, game: prize.game, label: prize.label, won: won.get(prize.id) ?? 0, stock: prize.stock }))
    .sort((a, b) => b.won - a.won || a.prize_id - b.prize_id);
}

const TOP_AFFILIATES = 20;

export async function dashboardAcquisition(ctx: AppContext, range: DashboardRange, everyMs: number): Promise<DashboardAcquisition> {
  const [{ channels, days: joined, invited }, affiliates, fresh] = await Promise.all([
    repo.joinedInRange(ctx.db, range), repo.topAffiliates(ctx.db, range, TOP_AFFILIATES), freshness(ctx, everyMs),
  ]);
  const perDay = new Map(joined.map((row) => [row.day, row.members]));
  return { ...fresh, channels, days: daysOf(range).map((day) => ({ day, members: perDay.get(day) ?? 0 })), affiliates, invited };
}

const WEEK_DAYS = 7;

export async function dashboardMembers(ctx: AppContext, range: DashboardRange, everyMs: number): Promise<DashboardMembers> {
  const weeks = { from: mondayOf(range.from), to: range.to };
  const months = { from: `${range.from.slice(0, 7)}-01`, to: range.to };
  const [daily, weekly, monthly, cells, sizes, fresh] = await Promise.all([
    repo.activeCounts(ctx.db, 'day', range), repo.activeCounts(ctx.db, 'week', weeks), repo.activeCounts(ctx.db, 'month', months),
    repo.cohortCells(ctx.db, weeks), repo.cohortSizes(ctx.db, range), freshness(ctx, everyMs),
  ]);
  const perDay = new Map(daily.map((row) => [row.start, row.members]));
  const cohorts = sizes.sort((a, b) => a.joined_week.localeCompare(b.joined_week)).map(({ joined_week, size }) => ({
    joined_week,
    size,
    weeks: cells.filter((cell) => cell.joined_week === joined_week)
      .map((cell) => ({ week: Math.round((Date.parse(cell.active_week) - Date.parse(joined_week)) / (WEEK_DAYS * 86_400_000)), members: cell.members })),
  }));
  return { ...fresh, daily: daysOf(range).map((start) => ({ start, members: perDay.get(start) ?? 0 })), weekly, monthly, cohorts };
}

/** The Monday of a day's week (weeks as PostgreSQL's date_trunc('week') counts them). */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

export async function dashboardMessages(ctx: AppContext, range: DashboardRange, everyMs: number): Promise<DashboardMessages> {
  const [rows, fresh] = await Promise.all([repo.messagesByDay(ctx.db, range), freshness(ctx, everyMs)]);
  const channels = (['sms', 'email'] as const).map((channel) => {
    const of = rows.filter((row) => row.channel === channel);
    const count = (status: string) => sum(of.filter((row) => row.status === status).map((row) => row.messages));
    return { channel, created: sum(of.map((row) => row.messages)), sent: count('sent'), dead: count('dead'), waiting: count('waiting'), segments: sum(of.map((row) => row.segments)) };
  });
  const days = daysOf(range).flatMap((day) => (['sms', 'email'] as const).map((channel) => {
    const of = rows.filter((row) => row.day === day && row.channel === channel);
    return { day, channel, sent: sum(of.filter((row) => row.status === 'sent').map((row) => row.messages)), dead: sum(of.filter((row) => row.status === 'dead').map((row) => row.messages)) };
  }));
  return { ...fresh, channels, days };
}
