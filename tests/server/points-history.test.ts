import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../src/domain/contract/paths.ts';
import type { PointSource } from '../../src/domain/contract/rewards.ts';
import { RULE_MESSAGES as R, SERVER_MESSAGES as S } from '../../src/domain/messages.pt.ts';
import { rangeBounds } from '../../server/services/points-history.ts';
import { rewardDay, startOfRewardDay } from '../../server/services/calendar.ts';
import { creditPoints, debitPoints } from '../../server/services/ledger.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { drawCall, keyForKind, newPlayer, type Player } from './reward-flows.ts';

let t: TestApp;
let player: Player;
const DAY = 24 * 3600 * 1000;
beforeAll(async () => {
  t = await createTestApp();
  player = await newPlayer(t);
  const now = t.clock.now().getTime();
  const rows: Array<[number, PointSource, number]> = [
    [0, 'wheel', 10],
    [0, 'draw', 20],
    [1, 'chest', 30],
    [3, 'invite', 40],
    [6, 'share', 50],
    [7, 'other', 60],
    [14, 'wheel', 70],
    [20, 'draw', 80],
    [29, 'chest', 90],
    [30, 'other', 100],
    [45, 'share', 5],
  ];
  for (const [daysAgo, source, amount] of rows) {
    await t.db.transaction((tx) =>
      creditPoints(tx, { userId: player.id, amount, source, reason: `Teste ${source}`, key: `h:${daysAgo}:${source}`, now: new Date(now - daysAgo * DAY) }),
    );
  }
  await t.db.transaction((tx) => debitPoints(tx, { userId: player.id, amount: 15, source: 'other', reason: 'Saque', key: 'w:1', now: new Date(now - 50 * DAY) }));
});
afterAll(() => t.close());

async function history(body: Record<string, unknown>, token = player.token) {
  return t.post(API.pointsHistory.path, body, { token });
}

const amounts = (result: { body: { data: { list: Array<{ amount: number }> } } }) => result.body.data.list.map((e) => e.amount);

describe('POST /api/points/history', () => {
  it('filters by São Paulo calendar periods, newest first', async () => {
    expect(amounts(await history({ range: 'today' }))).toEqual([20, 10]);
    expect(amounts(await history({ range: 'yesterday' }))).toEqual([30]);
    expect(amounts(await history({ range: '7d' }))).toEqual([20, 10, 30, 40, 50]);
    expect(amounts(await history({ range: '15d' }))).toEqual([20, 10, 30, 40, 50, 60, 70]);
    expect(amounts(await history({ range: '30d' }))).toEqual([20, 10, 30, 40, 50, 60, 70, 80, 90]);
    expect(amounts(await history({ range: 'all' }))).toEqual([20, 10, 30, 40, 50, 60, 70, 80, 90, 100, 5, -15]);
    expect(amounts(await history({}))).toHaveLength(12);
  });

  it('filters by source, also together with a period', async () => {
    expect(amounts(await history({ source: 'wheel' }))).toEqual([10, 70]);
    expect(amounts(await history({ source: 'wheel', range: '7d' }))).toEqual([10]);
    expect(amounts(await history({ source: 'draw' }))).toEqual([20, 80]);
    expect(amounts(await history({ source: 'other' }))).toEqual([60, 100, -15]);
    expect(amounts(await history({ source: 'share', range: 'today' }))).toEqual([]);
  });

  it('answers entries with Portuguese labels, the balance and pagination', async () => {
    const first = await history({ page_size: 5 });
    expect(first.body.data).toMatchObject({ page: 1, page_size: 5, hasMore: true, balance: 540 });
    expect(first.body.data.list[0]).toEqual({
      id: expect.any(Number),
      amount: 20,
      source: 'draw',
      source_text: 'Sorteio',
      reason: 'Teste draw',
      status: 'success',
      status_text: 'Concluído',
      reference: null,
      balance_after: 30,
      created_at: expect.any(String),
    });
    const third = await history({ page: 3, page_size: 5 });
    expect(third.body.data).toMatchObject({ hasMore: false });
    expect(amounts(third)).toEqual([5, -15]);
    expect(amounts(await history({ page: 4, page_size: 5 }))).toEqual([]);
  });

  it('refuses bad filters with a Portuguese message', async () => {
    expect((await history({ range: 'semana' })).body).toEqual({ code: 400, msg: R.historyRangeInvalid, data: null });
    expect((await history({ source: 'loja' })).body.msg).toBe(R.pointsSourceInvalid);
    expect((await history({ page: -1 })).body.msg).toBe(R.pageInvalid);
    expect((await history({ page_size: '10' })).body.msg).toBe(R.pageSizeInvalid);
    expect((await t.post(API.pointsHistory.path, {})).status).toBe(401);
  });

  it('shows only the member\'s own entries', async () => {
    const other = await newPlayer(t);
    expect((await history({}, other.token)).body.data).toMatchObject({ list: [], hasMore: false, balance: 0 });
  });
});

describe('POST /api/points/detail', () => {
  it('answers one entry, with the draw that paid it', async () => {
    const p = await newPlayer(t);
    const drawn = (await drawCall(t, p, 'giftbox', await keyForKind(t, p, 'giftbox', 'points'))).body.data;
    const [entry] = (await history({}, p.token)).body.data.list;
    expect(entry).toMatchObject({ amount: drawn.points_awarded, source: 'draw', reason: `Caixa da sorte: ${drawn.prize.label}`, reference: `draw:giftbox:${drawn.draw_number}` });
    const detail = await t.post(API.pointsDetail.path, { id: entry.id }, { token: p.token });
    expect(detail.body.data).toEqual({ ...entry, draw_id: drawn.draw_id });
    expect((await t.post(API.pointsDetail.path, { id: entry.id }, { token: player.token })).body).toEqual({ code: 400, msg: S.recordNotFound, data: null });
    expect((await t.post(API.pointsDetail.path, { id: 'x' }, { token: p.token })).body.msg).toBe(R.recordIdInvalid);
  });
});

describe('period bounds', () => {
  it('start at São Paulo midnight (UTC-3)', () => {
    const now = new Date('2026-03-10T02:30:00Z'); // still 9 March in São Paulo
    expect(rewardDay(now)).toBe('2026-03-09');
    expect(rangeBounds('today', now)).toEqual({ from: new Date('2026-03-09T03:00:00Z') });
    expect(rangeBounds('yesterday', now)).toEqual({ from: new Date('2026-03-08T03:00:00Z'), until: new Date('2026-03-09T03:00:00Z') });
    expect(rangeBounds('7d', now)).toEqual({ from: new Date('2026-03-03T03:00:00Z') });
    expect(rangeBounds('all', now)).toEqual({});
    expect(startOfRewardDay('2026-01-01').toISOString()).toBe('2026-01-01T03:00:00.000Z');
  });
});
