/** The sandbox's frame budget: the low-end factor from the benchmark's rows, the colour levels, the graph's figures. */
import { describe, expect, it } from 'vitest';
import { BudgetGraph } from '../../../scenes/sandbox/budget-graph.ts';
import { FRAME_MS_60FPS, LOW_END_BUDGET_MS, LOW_END_FACTOR, budgetLevel, lowEndFactor } from '../../../scenes/sandbox/frame-budget.ts';

describe('lowEndFactor', () => {
  it('is the largest ratio of a scene\'s mean frame at 6× to its mean at 1×, baselines left out', () => {
    const rows = [
      { scene: 'wheel', throttle: 1, scriptMeanMs: 0.5 }, { scene: 'wheel', throttle: 6, scriptMeanMs: 3 },
      { scene: 'rain', throttle: 1, scriptMeanMs: 0.4 }, { scene: 'rain', throttle: 6, scriptMeanMs: 3.2 },
      { scene: 'dom-rain', throttle: 1, scriptMeanMs: 0.1 }, { scene: 'dom-rain', throttle: 6, scriptMeanMs: 5 },
      { scene: 'gift', throttle: 1, scriptMeanMs: 0.3 },
    ];
    const k = lowEndFactor(rows)!;
    expect(k.perScene).toEqual({ wheel: 6, rain: 8 });
    expect(k.factor).toBe(8);
    expect(lowEndFactor(rows.filter((r) => r.throttle === 1))).toBeNull();
  });
});

describe('budgetLevel', () => {
  it('is the 60 fps frame divided by the measured factor', () => {
    expect(LOW_END_BUDGET_MS).toBeCloseTo(FRAME_MS_60FPS / LOW_END_FACTOR, 9);
  });

  it('is green under 80 % of the budget, amber up to it, red over it', () => {
    expect(budgetLevel(0.79, 1)).toBe('ok');
    expect(budgetLevel(0.8, 1)).toBe('near');
    expect(budgetLevel(1, 1)).toBe('near');
    expect(budgetLevel(1.01, 1)).toBe('over');
  });
});

describe('BudgetGraph', () => {
  it('gives the mean and p95 of each source over its window only', () => {
    const graph = new BudgetGraph({ windowMs: 5000, budgetMs: 2, budgetLabel: 'orçamento' });
    graph.push('aqui', 50, 1_000); // older than the window
    for (let i = 0; i < 100; i++) graph.push('aqui', i < 95 ? 1 : 10, 10_000 + i * 10);
    graph.push('celular', 4, 10_500);
    const here = graph.figures('aqui', 5000, 11_000);
    expect(here.frames).toBe(100);
    expect(here.meanMs).toBeCloseTo((95 + 50) / 100, 6);
    expect(here.p95Ms).toBe(10);
    expect(graph.figures('aqui', 100, 11_000).frames).toBe(10);
    expect(graph.figures('celular', 5000, 11_000)).toEqual({ frames: 1, meanMs: 4, p95Ms: 4 });
    expect(graph.figures('nenhum').frames).toBe(0);
  });
});
