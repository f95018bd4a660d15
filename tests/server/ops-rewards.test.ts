/** The console's "Regras de prêmios": read, save as a whole (audited), refusals, and the version race. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpsRewardGame, OpsRewardPrize, SaveRewardRulesBody } from '../../src/domain/contract/ops-rewards.ts';
import { OPS_TOKEN_HEADER } from '../../src/domain/contract/ops.ts';
import { API } from '../../src/domain/contract/paths.ts';
import { OPS_CALLS } from '../../src/domain/contract/ops-calls/index.ts';
import type { GameName } from '../../src/domain/contract/reward-values.ts';
import { verifyDraw } from '../../src/domain/fairness.ts';
import { PRIZE_RULE_MESSAGES as M } from '../../src/domain/ops.pt.ts';
import { createTestApp, OPS_SECRET, type TestApp } from './helpers.ts';
import { signedInOperator } from './ops-flows.ts';
import { drawCall, newPlayer } from './reward-flows.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const secret: { headers: Record<string, string> } = { headers: { 'x-ops-secret': OPS_SECRET } };

async function rules(game: GameName): Promise<OpsRewardGame> {
  const answer = await t.get<OpsRewardGame[]>(OPS_CALLS.rewardRules.path, secret);
  expect(answer.status).toBe(200);
  const found = answer.body.data.find((rule) => rule.game === game);
  if (!found) throw new Error(`no rules for ${game}`);
  return found;
}

const bodyOf = (loaded: OpsRewardGame, change: Partial<SaveRewardRulesBody> = {}): SaveRewardRulesBody => ({
  game: loaded.game, prizes_version: loaded.prizes_version, daily_free: loaded.daily_free, per_invite: loaded.per_invite, active: loaded.active, prizes: loaded.prizes, ...change,
});

const save = (body: unknown, opts = secret) => t.post<OpsRewardGame>(OPS_CALLS.saveRewardRules.path, body, opts);

const coins = (label: string, points: number, weight: number): OpsRewardPrize => ({ label, kind: 'points', points, weight, icon: 'coins', color: '#FFB74D' });

describe('reading the reward rules', () => {
  it('lists every game with its prizes, daily chances, version and limits', async () => {
    const answer = await t.get<OpsRewardGame[]>(OPS_CALLS.rewardRules.path, secret);
    expect(answer.body.data.map((rule) => rule.game).sort()).toEqual(['chest', 'giftbox', 'wheel']);
    const wheel = await rules('wheel');
    expect(wheel).toMatchObject({ name: 'Roda da Fortuna', daily_free: 3, min_prizes: 4, max_prizes: 12 });
    expect(Number.isSafeInteger(wheel.prizes_version)).toBe(true);
    expect(wheel.prizes.length).toBeGreaterThanOrEqual(4);
    expect(wheel.prizes[0]).toEqual({
      id: expect.any(Number), label: expect.any(String), kind: expect.any(String), points: expect.any(Number), weight: expect.any(Number), stock: null,
      icon: expect.any(String), color: expect.any(String),
    });
  });

  it('refuses a caller without an operator credential, and a dead operator session', async () => {
    expect((await t.get(OPS_CALLS.rewardRules.path)).status).toBe(403);
    const dead = { headers: { [OPS_TOKEN_HEADER]: 'not-a-session' } };
    expect((await t.get(OPS_CALLS.rewardRules.path, dead)).status).toBe(401);
    const before = await rules('chest');
    expect((await save(bodyOf(before, { daily_free: 9 }), dead)).status).toBe(401);
    expect((await rules('chest')).daily_free).toBe(before.daily_free);
  });
});

describe('saving a prize table', () => {
  it('members see the new table, the next draw uses it, and an old draw still proves fair', async () => {
    const player = await newPlayer(t);
    const oldDraw = await drawCall(t, player, 'wheel');
    expect(oldDraw.status).toBe(200);
    const loaded = await rules('wheel');
    const oldWeights = loaded.prizes.map((p) => p.weight);
    expect(oldDraw.body.data.weights).toEqual(oldWeights);

    // Two prizes kept (one edited), the rest replaced by new ones.
    const [first, second] = loaded.prizes as [OpsRewardPrize, OpsRewardPrize];
    const table = [{ ...first, weight: 7 }, second, coins('Mil moedas', 1000, 3), coins('Dez moedas', 10, 90)];
    const saved = await save(bodyOf(loaded, { daily_free: 5, prizes: table }));
    expect(saved.status).toBe(200);
    expect(saved.body.data.prizes_version).not.toBe(loaded.prizes_version);
    expect(saved.body.data.prizes.map((p) => p.label)).toEqual(table.map((p) => p.label));
    expect(saved.body.data.prizes[0]?.id).toBe(first.id);

    const info = await t.post(API.lotteryInfo.path, { game: 'wheel' }, { token: player.token });
    expect(info.body.data.daily_free).toBe(5);
    expect(info.body.data.prizes.map((p: { label: string; weight: number }) => [p.label, p.weight])).toEqual(table.map((p) => [p.label, p.weight]));

    // This member's last draw is remembered in this process: the save must not be drawn past.
    const newDraw = await drawCall(t, player, 'wheel');
    expect(newDraw.status).toBe(200);
    expect(newDraw.body.data.weights).toEqual([7, second.weight, 3, 90]);
    expect(table.map((p) => p.label)).toContain(newDraw.body.data.prize.label);
    expect((await verifyDraw(newDraw.body.data)).fair).toBe(true);

    const detail = await t.post(API.lotteryDetail.path, { id: oldDraw.body.data.draw_id }, { token: player.token });
    expect(detail.body.data.weights).toEqual(oldWeights);
    expect(await verifyDraw(detail.body.data)).toMatchObject({ fair: true, commitmentMatches: true });
  });

  it('audits the save with the operator and a before/after summary', async () => {
    const { name, token } = await signedInOperator(t, 'premios');
    const loaded = await rules('chest');
    const prizes = loaded.prizes.map((p, i) => (i === 0 ? { ...p, weight: p.weight + 1 } : p));
    expect((await save(bodyOf(loaded, { daily_free: 2, prizes }), { headers: { [OPS_TOKEN_HEADER]: token } })).status).toBe(200);

    const audit = await t.get(OPS_CALLS.audit.path, { ...secret, query: 'page=1&page_size=50' });
    const entry = (audit.body.data.list as Array<{ actor: string; action: string; target: string; detail: Record<string, { daily_free: number; prizes: string[] }> }>)
      .find((e) => e.action === 'rewards.rules' && e.target === 'reward_games:chest');
    expect(entry).toMatchObject({ actor: name, detail: { before: { daily_free: loaded.daily_free }, after: { daily_free: 2 } } });
    expect(entry?.detail.before?.prizes[0]).toContain(`peso ${loaded.prizes[0]?.weight}`);
    expect(entry?.detail.after?.prizes[0]).toContain(`peso ${(loaded.prizes[0]?.weight ?? 0) + 1}`);
  });
});

describe('refusals: a Portuguese 400 naming the field, nothing saved', () => {
  it('refuses each broken rule', async () => {
    const loaded = await rules('giftbox');
    const [first, second] = loaded.prizes as [OpsRewardPrize, OpsRewardPrize];
    const withFirst = (prize: Partial<OpsRewardPrize>) => bodyOf(loaded, { prizes: [{ ...first, ...prize }, ...loaded.prizes.slice(1)] });
    const cases: Array<[unknown, string]> = [
      [bodyOf(loaded, { active: false, prizes: loaded.prizes.map((p) => ({ ...p, weight: 0 })) }), M.weightTotal],
      [withFirst({ stock: 5 }), 'Prêmio 1, estoque: só prêmios físicos'],
      [withFirst({ kind: 'physical', points: 0, stock: -1 }), 'Prêmio 1, estoque'],
      [withFirst({ kind: 'physical', points: 0, stock: 2.5 }), 'Prêmio 1, estoque'],
      [withFirst({ kind: 'physical', points: 0, stock: 1_000_001 }), 'Prêmio 1, estoque'],
      // The only prize with weight is out of stock: nothing could be drawn.
      [bodyOf(loaded, { active: false, prizes: loaded.prizes.map((p, i) => (i === 0 ? { ...p, kind: 'physical' as const, points: 0, stock: 0 } : { ...p, weight: 0 })) }), M.weightTotal],
      // Switched on, the same table, or none at all, is refused for the reason members could not play.
      [bodyOf(loaded, { prizes: loaded.prizes.map((p, i) => (i === 0 ? { ...p, kind: 'physical' as const, points: 0, stock: 0 } : { ...p, weight: 0 })) }), M.activeWithoutPrizes],
      [bodyOf(loaded, { active: true, prizes: [] }), M.activeWithoutPrizes],
      [bodyOf(loaded, { per_invite: -1 }), 'Chances por convite'],
      [bodyOf(loaded, { per_invite: 101 }), 'Chances por convite'],
      [withFirst({ weight: 2.5 }), 'Prêmio 1, peso'],
      [withFirst({ weight: -1 }), 'Prêmio 1, peso'],
      [withFirst({ kind: 'points', points: 0 }), 'Prêmio 1, pontos: um prêmio de pontos'],
      [withFirst({ kind: 'points', points: -5 }), 'Prêmio 1, pontos'],
      [withFirst({ kind: 'points', points: 1.5 }), 'Prêmio 1, pontos'],
      [withFirst({ kind: 'nothing', points: 10 }), 'Prêmio 1, pontos: só prêmios'],
      [withFirst({ label: '   ' }), 'Prêmio 1, nome'],
      [withFirst({ label: 'x'.repeat(41) }), 'Prêmio 1, nome'],
      [withFirst({ color: 'laranja' }), 'Prêmio 1, cor'],
      [bodyOf(loaded, { prizes: [first] }), 'Prêmios: a tabela precisa de 2 a 12'],
      [bodyOf(loaded, { prizes: Array.from({ length: 13 }, (_, i) => coins(`P${i}`, 1, 1)) }), 'Prêmios: a tabela precisa de 2 a 12'],
      [bodyOf(loaded, { daily_free: 101 }), 'Chances diárias'],
      [bodyOf(loaded, { daily_free: -1 }), 'Chances diárias'],
      [bodyOf(loaded, { daily_free: 1.5 }), 'Chances diárias'],
      [bodyOf(loaded, { prizes: [first, { ...second, id: 999_999 }] }), 'Prêmio 2: este prêmio não é desta tabela'],
      [bodyOf(loaded, { prizes: [first, first] }), 'Prêmio 2: este prêmio não é desta tabela'],
    ];
    for (const [body, message] of cases) {
      const answer = await save(body);
      expect({ status: answer.status, msg: answer.body.msg }).toEqual({ status: 400, msg: expect.stringContaining(message) });
    }
    const wheel = await rules('wheel');
    const three = await save(bodyOf(wheel, { prizes: wheel.prizes.slice(0, 3) }));
    expect(three).toMatchObject({ status: 400, body: { msg: expect.stringContaining('Prêmios: a tabela precisa de 4 a 12') } });
    expect(await rules('giftbox')).toEqual(loaded);
    expect(await rules('wheel')).toEqual(wheel);
  });
});

describe('two operators saving from the same loaded table', () => {
  it('refuses the second save one after the other', async () => {
    const loaded = await rules('giftbox');
    expect((await save(bodyOf(loaded, { daily_free: 4 }))).status).toBe(200);
    const late = await save(bodyOf(loaded, { daily_free: 6 }));
    expect(late).toMatchObject({ status: 400, body: { msg: M.tableChanged } });
    expect((await rules('giftbox')).daily_free).toBe(4);
  });

  it('lets exactly one of two simultaneous saves win', async () => {
    const loaded = await rules('giftbox');
    const answers = await Promise.all([save(bodyOf(loaded, { daily_free: 7 })), save(bodyOf(loaded, { daily_free: 8 }))]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    const winner = answers.find((a) => a.status === 200)!;
    expect(answers.find((a) => a.status === 400)?.body.msg).toBe(M.tableChanged);
    expect(await rules('giftbox')).toEqual(winner.body.data);
  });
});
