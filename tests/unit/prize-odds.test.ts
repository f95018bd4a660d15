import { describe, expect, it } from 'vitest';
import { rewardRulesProblem, switchesOf } from '../../src/domain/contract/ops-rewards.ts';
import {
  expectedPointsPerDraw, expectedPointsPerThousandDaily, minPrizesOf, percentText, pointsText, PRIZE_TABLE_MAX, prizePercentages, totalWeight, WHEEL_MIN_PRIZES,
} from '../../src/domain/prize-odds.ts';
import { MAX_SEGMENTS, MIN_SEGMENTS } from '../../scenes/wheel/wheel-logic.ts';
import { bodyOf, draftOf, figuresOf } from '../../src/ops/rewards/rewards-form.ts';

const points = (value: number, weight: number) => ({ kind: 'points' as const, points: value, weight });
const nothing = (weight: number) => ({ kind: 'nothing' as const, points: 0, weight });
const physical = (weight: number) => ({ kind: 'physical' as const, points: 0, weight });

describe('prize odds (src/domain/prize-odds.ts)', () => {
  it('gives each prize weight / total in percent with 2 decimals', () => {
    expect(prizePercentages([{ weight: 1 }, { weight: 2 }, { weight: 1 }])).toEqual([25, 50, 25]);
    expect(prizePercentages([{ weight: 1 }, { weight: 2 }])).toEqual([33.33, 66.67]);
    expect(prizePercentages([{ weight: 1 }, { weight: 9999 }])).toEqual([0.01, 99.99]);
    expect(percentText(33.33)).toBe('33,33%');
    expect(percentText(50)).toBe('50,00%');
  });

  it('counts a half-typed or negative weight as 0, and shows 0% for a table that adds up to 0', () => {
    expect(totalWeight([{ weight: 3 }, { weight: Number.NaN }, { weight: -2 }, { weight: 1.5 }])).toBe(3);
    expect(prizePercentages([{ weight: 0 }, { weight: 0 }])).toEqual([0, 0]);
    expect(expectedPointsPerDraw([points(100, 0), nothing(0)])).toBe(0);
  });

  it('gives a physical prize out of stock 0%, one with units its weight', () => {
    expect(prizePercentages([{ ...physical(1), stock: 0 }, nothing(1)])).toEqual([0, 100]);
    expect(prizePercentages([{ ...physical(1), stock: 2 }, nothing(1)])).toEqual([50, 50]);
    expect(prizePercentages([{ ...physical(1), stock: null }, nothing(3)])).toEqual([25, 75]);
  });

  it('pays Σ p × points over the points prizes only', () => {
    // 100 at 1/4, 20 at 2/4, a physical prize and nothing at 1/8 each of the rest.
    expect(expectedPointsPerDraw([points(100, 2), points(20, 4), physical(1), nothing(1)])).toBeCloseTo(35, 10);
    expect(expectedPointsPerDraw([physical(1), nothing(1)])).toBe(0);
  });

  it('multiplies by the daily chances and a thousand members', () => {
    const table = [points(100, 1), nothing(3)];
    expect(expectedPointsPerThousandDaily(table, 3)).toBeCloseTo(75_000, 6);
    expect(expectedPointsPerThousandDaily(table, 0)).toBe(0);
    expect(expectedPointsPerThousandDaily(table, 1.5)).toBe(0);
    expect(pointsText(75_000)).toBe('75.000,00');
    expect(pointsText(1234.567)).toBe('1.234,57');
  });

  it('has the wheel scene’s own limits on the number of prizes', () => {
    expect([WHEEL_MIN_PRIZES, PRIZE_TABLE_MAX]).toEqual([MIN_SEGMENTS, MAX_SEGMENTS]);
    expect(minPrizesOf('wheel')).toBe(4);
    expect(minPrizesOf('giftbox')).toBe(2);
  });
});

describe('a table the form checks before sending (rewardRulesProblem)', () => {
  const prize = (weight: number, kind = 'points', value = 10) => ({ label: 'Moedas', kind, points: value, weight, icon: 'coins', color: '#FFB74D' });
  const on = (dailyFree: number) => ({ active: true, dailyFree, perInvite: 0 });
  const off = { active: false, dailyFree: 0, perInvite: 0 };

  it('accepts a good table and names the field of a bad one', () => {
    expect(rewardRulesProblem('giftbox', on(1), [prize(1), prize(2, 'nothing', 0)])).toBeNull();
    expect(rewardRulesProblem('giftbox', on(1), [prize(1), prize(-1)])).toMatch(/^Prêmio 2, peso/);
    expect(rewardRulesProblem('giftbox', on(1), [prize(1), prize(1, 'points', 0)])).toMatch(/^Prêmio 2, pontos/);
    expect(rewardRulesProblem('giftbox', on(101), [prize(1), prize(1)])).toMatch(/^Chances diárias/);
    expect(rewardRulesProblem('wheel', on(1), [prize(1), prize(1)])).toBe('Prêmios: a tabela precisa de 4 a 12 prêmios');
  });

  it('allows weight 0 (shown, never drawn) but not a table that weighs 0 in all', () => {
    expect(rewardRulesProblem('giftbox', on(1), [prize(1), prize(0)])).toBeNull();
    expect(rewardRulesProblem('giftbox', off, [prize(0), prize(0)])).toMatch(/^Pesos: a soma/);
    // A physical prize out of stock is not drawn either.
    const gift = (stock: number | null) => ({ ...prize(5, 'physical', 0), stock });
    expect(rewardRulesProblem('giftbox', off, [gift(0), prize(0)])).toMatch(/^Pesos: a soma/);
    expect(rewardRulesProblem('giftbox', on(1), [gift(3), prize(0)])).toBeNull();
  });

  it('lets a game switched off wait without a table, and names why one switched on cannot be played', () => {
    expect(rewardRulesProblem('wheel', off, [])).toBeNull();
    expect(rewardRulesProblem('wheel', on(3), [])).toMatch(/^Para ligar o jogo/);
    expect(rewardRulesProblem('giftbox', on(1), [prize(0), prize(0)])).toMatch(/^Para ligar o jogo/);
    expect(rewardRulesProblem('giftbox', off, [prize(0), prize(0)])).toMatch(/^Pesos: a soma/);
    expect(rewardRulesProblem('chest', { ...off, perInvite: -1 }, [])).toMatch(/^Chances por convite/);
  });

  it('keeps a stock for physical prizes only, whole and not negative', () => {
    expect(rewardRulesProblem('giftbox', on(1), [prize(1), { ...prize(1), stock: 3 }])).toMatch(/^Prêmio 2, estoque: só prêmios físicos/);
    expect(rewardRulesProblem('giftbox', on(1), [prize(1), { ...prize(1, 'physical', 0), stock: -1 }])).toMatch(/^Prêmio 2, estoque/);
    expect(rewardRulesProblem('giftbox', on(1), [prize(1), { ...prize(1, 'physical', 0), stock: 1.5 }])).toMatch(/^Prêmio 2, estoque/);
    expect(rewardRulesProblem('giftbox', on(1), [prize(1), { ...prize(1, 'physical', 0), stock: null }])).toBeNull();
  });
});

describe('the console form (src/ops/rewards-form.ts)', () => {
  const game = {
    game: 'giftbox' as const, name: 'Caixa', daily_free: 2, per_invite: 0, active: true, prizes_version: 77, min_prizes: 2, max_prizes: 12,
    prizes: [
      { id: 1, label: 'Cem', kind: 'points' as const, points: 100, weight: 1, stock: null, icon: 'coins', color: '#FFB74D' },
      { id: 2, label: 'Nada', kind: 'nothing' as const, points: 0, weight: 3, stock: null, icon: 'retry', color: '#90A4AE' },
    ],
  };

  it('shows the figures of the table as typed, before saving', () => {
    const draft = draftOf(game);
    expect(figuresOf(draft)).toEqual({ percentages: [25, 75], total: 4, perDraw: 25, perThousand: 50_000 });
    const typed = { ...draft, dailyFree: '4', prizes: draft.prizes.map((p, i) => (i === 1 ? { ...p, weight: '1' } : p)) };
    expect(figuresOf(typed)).toEqual({ percentages: [50, 50], total: 2, perDraw: 50, perThousand: 200_000 });
  });

  it('sends a physical prize\'s stock (blank: no limit) and no stock for the others', () => {
    const draft = draftOf(game);
    const gift = { ...draft.prizes[1]!, kind: 'physical' as const, stock: '4' };
    expect(bodyOf(game, { ...draft, prizes: [draft.prizes[0]!, gift] }).prizes[1]?.stock).toBe(4);
    expect(bodyOf(game, { ...draft, prizes: [draft.prizes[0]!, { ...gift, stock: ' ' }] }).prizes[1]?.stock).toBeNull();
    expect(bodyOf(game, { ...draft, prizes: [{ ...draft.prizes[0]!, stock: '4' }, gift] }).prizes[0]?.stock).toBeNull();
    expect(figuresOf({ ...draft, prizes: [draft.prizes[0]!, { ...gift, stock: '0' }] }).percentages).toEqual([100, 0]);
  });

  it('sends the loaded version and numbers, and a blank field as a value the server refuses by name', () => {
    const draft = draftOf(game);
    expect(bodyOf(game, draft)).toEqual({ game: 'giftbox', prizes_version: 77, active: true, daily_free: 2, per_invite: 0, prizes: game.prizes });
    const blank = bodyOf(game, { ...draft, prizes: draft.prizes.map((p, i) => (i === 0 ? { ...p, weight: '' } : p)) });
    expect(rewardRulesProblem('giftbox', switchesOf(blank), blank.prizes)).toMatch(/^Prêmio 1, peso/);
  });
});
