/**
 * Prizes of weight 0 (shown, never drawn) and physical prizes with a stock: a draw never picks
 * either once it cannot be given, takes a unit in its own transaction (the last unit once, however
 * many draw at the same moment), and every draw's proof still checks with the weights it used.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPS_CALLS } from '../../src/domain/contract/ops-calls/index.ts';
import type { OpsRewardGame, OpsRewardPrize } from '../../src/domain/contract/ops-rewards.ts';
import { API } from '../../src/domain/contract/paths.ts';
import type { DrawResponse } from '../../src/domain/contract/rewards.ts';
import { verifyDraw } from '../../src/domain/fairness.ts';
import { SERVER_MESSAGES } from '../../src/domain/messages.pt.ts';
import { PRIZE_RULE_MESSAGES as M } from '../../src/domain/ops.pt.ts';
import { createTestApp, OPS_SECRET, type TestApp } from './helpers.ts';
import { drawCall, expectLedgerConsistent, grant, newPlayer } from './reward-flows.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const secret = { headers: { 'x-ops-secret': OPS_SECRET } };
const GAME = 'chest' as const;

async function rules(): Promise<OpsRewardGame> {
  const answer = await t.get<OpsRewardGame[]>(OPS_CALLS.rewardRules.path, secret);
  return answer.body.data.find((rule) => rule.game === GAME)!;
}

const coins = (points: number, weight: number): OpsRewardPrize => ({ label: `${points} moedas`, kind: 'points', points, weight, icon: 'coins', color: '#FFB74D' });
const headphones = (weight: number, stock: number | null): OpsRewardPrize => ({ label: 'Fone', kind: 'physical', points: 0, weight, stock, icon: 'gift', color: '#4FC3F7' });

/** Replaces the chest's table (from the version as read now) and answers it as stored. */
async function setTable(prizes: OpsRewardPrize[]): Promise<OpsRewardGame> {
  const loaded = await rules();
  const saved = await t.post<OpsRewardGame>(OPS_CALLS.saveRewardRules.path, { game: GAME, prizes_version: loaded.prizes_version, daily_free: 0, per_invite: loaded.per_invite, active: true, prizes }, secret);
  expect(saved.status, saved.body.msg).toBe(200);
  return saved.body.data;
}

async function playerWithChances(chances: number) {
  const player = await newPlayer(t);
  await grant(t, player.id, GAME, chances);
  return player;
}

const expectFair = async (draw: DrawResponse) => expect(await verifyDraw(draw)).toMatchObject({ fair: true, commitmentMatches: true });

describe('a prize of weight 0', () => {
  it('is shown with 0% but never drawn, and the draws prove fair with its 0', async () => {
    await setTable([coins(5, 1), coins(5000, 0)]);
    const player = await playerWithChances(20);
    const info = await t.post(API.lotteryInfo.path, { game: GAME }, { token: player.token });
    expect(info.body.data.prizes.map((p: { weight: number; odds_text: string }) => [p.weight, p.odds_text])).toEqual([[1, '100%'], [0, '0%']]);
    for (let i = 0; i < 20; i += 1) {
      const draw = await drawCall(t, player, GAME);
      expect(draw.status).toBe(200);
      expect(draw.body.data).toMatchObject({ prize_index: 0, weights: [1, 0] });
      await expectFair(draw.body.data);
    }
  });
});

describe('a physical prize with a stock', () => {
  it('is drawn until its stock is 0, then no more; old draws still prove fair', async () => {
    await setTable([headphones(1, 2), coins(5, 0)]);
    const player = await playerWithChances(3);
    const first = await drawCall(t, player, GAME);
    const second = await drawCall(t, player, GAME);
    for (const draw of [first, second]) expect(draw.body.data).toMatchObject({ prize: { kind: 'physical', label: 'Fone' }, weights: [1, 0] });
    expect((await rules()).prizes[0]?.stock).toBe(0);
    // Nothing left that can be drawn: the game is unavailable, the chance kept.
    const third = await drawCall(t, player, GAME);
    expect(third).toMatchObject({ status: 400, body: { msg: SERVER_MESSAGES.gameUnavailable } });

    // A table with a prize to fall back on: the prize out of stock weighs 0 in the draws.
    const table = await setTable([{ ...headphones(1, 0), id: (await rules()).prizes[0]!.id }, coins(5, 1)]);
    expect(table.prizes.map((p) => [p.kind, p.stock])).toEqual([['physical', 0], ['points', null]]);
    const fallback = await drawCall(t, player, GAME);
    expect(fallback.body.data).toMatchObject({ prize: { kind: 'points' }, weights: [0, 1] });
    await expectFair(fallback.body.data);
    for (const draw of [first, second]) {
      const detail = await t.post(API.lotteryDetail.path, { id: draw.body.data.draw_id }, { token: player.token });
      expect(detail.body.data.weights).toEqual([1, 0]);
      await expectFair(detail.body.data);
    }
    await expectLedgerConsistent(t);
  });

  it('moves the table version when a draw takes a unit, so a form loaded before is refused', async () => {
    await setTable([headphones(1, 5), coins(5, 0)]);
    const loaded = await rules();
    const player = await playerWithChances(1);
    expect((await drawCall(t, player, GAME)).body.data.prize.kind).toBe('physical');
    const stale = await t.post(OPS_CALLS.saveRewardRules.path, { game: GAME, prizes_version: loaded.prizes_version, daily_free: 0, per_invite: loaded.per_invite, active: true, prizes: loaded.prizes }, secret);
    expect(stale).toMatchObject({ status: 400, body: { msg: M.tableChanged } });
    expect((await rules()).prizes[0]?.stock).toBe(4);
  });

  it('gives the last unit once when many members draw it at the same moment', async () => {
    // Everyone's pick is the prize until its one unit is gone; the others then draw the coins.
    await setTable([headphones(1_000_000, 1), coins(5, 1)]);
    const players = await Promise.all(Array.from({ length: 20 }, () => playerWithChances(1)));
    const answers = await Promise.all(players.map((player) => drawCall(t, player, GAME)));
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    const kinds = answers.map((answer) => answer.body.data.prize.kind);
    expect(kinds.filter((kind) => kind === 'physical')).toHaveLength(1);
    expect(kinds.filter((kind) => kind === 'points')).toHaveLength(19);
    expect((await rules()).prizes[0]?.stock).toBe(0);
    for (const answer of answers) await expectFair(answer.body.data);
    await expectLedgerConsistent(t);
  });
});
