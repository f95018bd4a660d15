/**
 * The "Painel" equals the raw data: a random history through the real tables, the rollup run, then
 * every figure of every dashboard call (over HTTP, as an admin) against a plain SQL over the raw
 * tables (dashboard-expected.ts). Twice: once with everything in the unsettled tail, once after more
 * history and runs that settle it. Also who may call what, and the range's Portuguese refusals.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPS_CALLS } from '../../src/domain/contract/ops-calls/index.ts';
import { DASHBOARD_MESSAGES as M } from '../../src/domain/dashboard.pt.ts';
import { addDays, rewardDay } from '../../server/services/calendar.ts';
import { runDashboardRollup } from '../../server/services/dashboard-rollup.ts';
import { mondayOf } from '../../server/services/dashboard.ts';
import { addHistory, randomOf } from './dashboard-history.ts';
import { expected, type Range } from './dashboard-expected.ts';
import { createTestApp, type AnyData, type TestApp } from './helpers.ts';
import { signedInOperator } from './ops-flows.ts';

const DAY_MS = 86_400_000;
const SEED = Number(process.env.DASHBOARD_SEED ?? Date.now() % 1_000_000);

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInOperator>>;
beforeAll(async () => {
  console.log(`dashboard history seed: ${SEED} (DASHBOARD_SEED=${SEED} repeats it)`);
  t = await createTestApp();
  admin = await signedInOperator(t, 'painel');
}, 60_000);
afterAll(() => t.close());

type Name = 'dashboardEconomy' | 'dashboardWithdrawals' | 'dashboardPromotions' | 'dashboardGames' | 'dashboardAcquisition' | 'dashboardMembers' | 'dashboardMessages';

async function ask(name: Name, range: Range, headers = admin.headers): Promise<AnyData> {
  const answer = await t.get(OPS_CALLS[name].path, { ...headers, query: `from=${range.from}&to=${range.to}` });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
}

const nonZero = <R extends { credits: number; debits: number }>(rows: R[]) => rows.filter((row) => row.credits !== 0 || row.debits !== 0);
const byKey = <R>(rows: R[], key: (row: R) => string) => [...rows].sort((a, b) => key(a).localeCompare(key(b)));

async function checkEconomy(range: Range) {
  const answer = await ask('dashboardEconomy', range);
  const raw = await expected.pointsByDay(t, range);
  expect(nonZero(answer.days).map(({ day, category, credits, debits }: AnyData) => ({ day, category, credits, debits }))).toEqual(raw);
  const before = await expected.balanceUpTo(t, range.from, false);
  expect(answer.balance_before).toBe(before);
  for (const { day, balance } of answer.balances) expect(balance, day).toBe(await expected.balanceUpTo(t, day, true));
  const end = await expected.balanceUpTo(t, range.to, true);
  expect(answer.worth).toEqual((await expected.types(t)).map((type) => ({ ...type, amount: Math.floor((end / type.rate) * 100) / 100 })));
  expect(answer.waiting).toEqual(await expected.waiting(t));
  return end;
}

async function checkWithdrawals(range: Range) {
  const answer = await ask('dashboardWithdrawals', range);
  const requested = new Map((await expected.entriesByDay(t, range, 'withdrawal')).map((row) => [row.day, row]));
  const refunded = new Map((await expected.entriesByDay(t, range, 'refund')).map((row) => [row.day, row]));
  for (const row of answer.days) {
    expect(row).toEqual({
      day: row.day, requested: requested.get(row.day)?.n ?? 0, requested_points: requested.get(row.day)?.points ?? 0,
      refunded: refunded.get(row.day)?.n ?? 0, refunded_points: refunded.get(row.day)?.points ?? 0,
    });
  }
  expect({ count: answer.waiting.count, points: answer.waiting.points }).toEqual(await expected.waiting(t));
}

async function checkGames(range: Range) {
  const answer = await ask('dashboardGames', range);
  const raw = await expected.drawsByDay(t, range);
  expect(byKey(answer.days, (row: AnyData) => `${row.day}|${row.game}`)).toEqual(raw);
  const checks = await expected.tableCheck(t, range);
  for (const game of answer.games) {
    const of = raw.filter((row) => row.game === game.game);
    expect(game.draws).toBe(of.reduce((sum, row) => sum + row.draws, 0));
    expect(game.points).toBe(of.reduce((sum, row) => sum + row.points, 0));
    const check = checks.find((row) => row.game === game.game) ?? { draws: 0, paid: 0, expected: 0, variance: 0 };
    expect(game.table_draws).toBe(check.draws);
    expect(game.table_points).toBe(check.paid);
    expect(game.expected_points).toBeCloseTo(check.expected, 6);
    const z = check.variance > 0 ? (check.paid - check.expected) / Math.sqrt(check.variance) : null;
    if (z === null) expect(game.z).toBeNull();
    else expect(game.z).toBeCloseTo(z, 6);
    expect(game.alarm).toBe(z !== null && Math.abs(z) > 3);
  }
  expect(answer.games.map((game: AnyData) => game.game).sort()).toEqual([...new Set(raw.map((row) => row.game))].sort());
  expect(byKey(answer.physical, (row: AnyData) => String(row.prize_id).padStart(12, '0')).map(({ prize_id, won, stock }: AnyData) => ({ prize_id, won, stock })))
    .toEqual(await expected.physical(t, range));
}

async function checkAcquisition(range: Range) {
  const answer = await ask('dashboardAcquisition', range);
  expect(byKey(answer.channels, (row: AnyData) => row.channel)).toEqual(await expected.channels(t, range));
  expect(answer.days.filter((row: AnyData) => row.members > 0)).toEqual(await expected.joinedByDay(t, range));
  const invited = await expected.channels(t, range, true);
  expect(answer.invited).toEqual({
    members: invited.reduce((sum, row) => sum + row.members, 0), drew: invited.reduce((sum, row) => sum + row.drew, 0),
    withdrew: invited.reduce((sum, row) => sum + row.withdrew, 0),
  });
  expect(answer.affiliates.map(({ inviter_id, members, drew, withdrew }: AnyData) => ({ inviter_id, members, drew, withdrew })))
    .toEqual(await expected.affiliates(t, range));
}

async function checkMembers(range: Range) {
  const answer = await ask('dashboardMembers', range);
  expect(answer.daily.filter((row: AnyData) => row.members > 0)).toEqual(await expected.active(t, 'day', range));
  expect(answer.weekly).toEqual(await expected.active(t, 'week', { from: mondayOf(range.from), to: range.to }));
  expect(answer.monthly).toEqual(await expected.active(t, 'month', { from: `${range.from.slice(0, 7)}-01`, to: range.to }));
  const weeks = { from: mondayOf(range.from), to: range.to };
  const cells = await expected.cohorts(t, weeks);
  const sizes = await expected.cohortSizes(t, weeks);
  expect(answer.cohorts.map((row: AnyData) => ({ joined_week: row.joined_week, size: row.size }))).toEqual(sizes);
  for (const cohort of answer.cohorts) {
    const of = cells.filter((cell) => cell.joined_week === cohort.joined_week)
      .map((cell) => ({ week: Math.round((Date.parse(cell.active_week) - Date.parse(cell.joined_week)) / (7 * DAY_MS)), members: cell.members }));
    expect(cohort.weeks).toEqual(of);
  }
}

async function checkMessages(range: Range) {
  const answer = await ask('dashboardMessages', range);
  const raw = await expected.messages(t, range);
  for (const channel of answer.channels) {
    expect(channel).toEqual(raw.find((row) => row.channel === channel.channel) ?? { channel: channel.channel, created: 0, sent: 0, dead: 0, waiting: 0, segments: 0 });
  }
  const days = answer.days.filter((row: AnyData) => row.sent + row.dead > 0);
  expect(byKey(days, (row: AnyData) => `${row.day}|${row.channel}`)).toEqual(await expected.messagesByDay(t, range));
}

async function checkPromotions(range: Range) {
  const answer = await ask('dashboardPromotions', range);
  const raw = await expected.promotions(t, range);
  expect(byKey(answer.promotions, (row: AnyData) => String(row.period_id).padStart(12, '0')).map(({ period_id, kind, limit, used }: AnyData) => ({ period_id, kind, limit, used })))
    .toEqual(raw);
  for (const promo of answer.promotions) expect(promo.low).toBe(promo.limit - promo.used < promo.limit * 0.05);
}

async function checkAll(range: Range) {
  await checkEconomy(range);
  await checkWithdrawals(range);
  await checkGames(range);
  await checkAcquisition(range);
  await checkMembers(range);
  await checkMessages(range);
  await checkPromotions(range);
}

describe('the dashboard equals the raw tables', () => {
  it('on a random history, in the tail and once settled, over the whole history and a middle range', async () => {
    const r = randomOf(SEED);
    const now = t.clock.now().getTime();
    const start = now - 40 * DAY_MS;
    const members = await addHistory(t, r, start, now - 10 * DAY_MS, { members: 40, eventsPerMember: 8, messages: 40 });
    const whole = { from: rewardDay(new Date(start - DAY_MS)), to: rewardDay(t.clock.now()) };
    const middle = { from: addDays(whole.from, 9), to: addDays(whole.to, -15) };
    // The history has something of every kind to compare.
    expect((await expected.pointsByDay(t, whole)).length).toBeGreaterThan(20);
    expect((await expected.drawsByDay(t, whole)).length).toBeGreaterThan(10);
    expect((await expected.affiliates(t, whole)).length).toBeGreaterThan(3);
    expect((await expected.messages(t, whole)).length).toBe(2);

    // Everything is in the unsettled tail after one run.
    expect(await runDashboardRollup(t.db, { settleMs: 60_000 })).toBe(true);
    await checkAll(whole);
    await checkAll(middle);
    expect(await checkEconomy(whole)).toBe(await expected.pointsNow(t));

    // More history, then runs that settle what they saw: part 0 grows, the tail is redone.
    await addHistory(t, r, now - 12 * DAY_MS, now, { members: 25, eventsPerMember: 6, messages: 30 }, members);
    await runDashboardRollup(t.db, { settleMs: 0 });
    await checkAll(whole);
    await runDashboardRollup(t.db, { settleMs: 0, batch: 7 });
    await runDashboardRollup(t.db, { settleMs: 0, batch: 7 });
    await runDashboardRollup(t.db, { settleMs: 0 });
    await runDashboardRollup(t.db, { settleMs: 0 });
    await checkAll(whole);
    await checkAll(middle);
    expect(await checkEconomy(whole)).toBe(await expected.pointsNow(t));
  }, 240_000);
});

describe('who sees what', () => {
  const range = () => ({ from: addDays(rewardDay(t.clock.now()), -6), to: rewardDay(t.clock.now()) });

  it('a reviewer sees the withdrawals and the games, nothing else; a content operator nothing', async () => {
    const reviewer = await signedInOperator(t, 'revisor', 'reviewer');
    const content = await signedInOperator(t, 'conteudo', 'content');
    const query = `from=${range().from}&to=${range().to}`;
    const status = async (name: Name, who: typeof reviewer) => (await t.get(OPS_CALLS[name].path, { ...who.headers, query })).status;
    expect(await status('dashboardWithdrawals', reviewer)).toBe(200);
    expect(await status('dashboardGames', reviewer)).toBe(200);
    for (const name of ['dashboardEconomy', 'dashboardPromotions', 'dashboardAcquisition', 'dashboardMembers', 'dashboardMessages'] as const) {
      expect(await status(name, reviewer)).toBe(403);
    }
    for (const name of Object.keys(OPS_CALLS).filter((key) => key.startsWith('dashboard')) as Name[]) expect(await status(name, content)).toBe(403);
  });

  it('refuses a bad range in Portuguese', async () => {
    const refused = async (query: string) => (await t.get(OPS_CALLS.dashboardEconomy.path, { ...admin.headers, query })).body;
    expect((await refused('from=2026-13-01&to=2026-01-02')).msg).toBe(M.dayInvalid);
    expect((await refused('from=2026-02-10&to=2026-02-01')).msg).toBe(M.rangeReversed);
    expect((await refused('from=2024-01-01&to=2026-01-01')).msg).toBe(M.rangeTooLong.replace('{{max}}', '366'));
  });
});
