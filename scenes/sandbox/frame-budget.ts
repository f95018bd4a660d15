/**
 * The low-end phone's frame budget, seen from this device. The benchmark (`npm run bench:scenes`)
 * stands a low-end phone in for this machine at Chrome's 6× CPU throttle; a scene's frame that
 * takes x ms here takes about k·x there, k the ratio of the scenes' own frame times at 6× and 1×
 * in one run. At 60 fps the phone has 16.7 ms a frame, so a frame here must stay under 16.7 / k.
 * See scenes/README.md "The frame budget" for the figure and the command that measures it.
 */

export const FRAME_MS_60FPS = 1000 / 60;

/**
 * k, measured: `npm run bench:scenes` prints it ("low-end factor") from its wheel, gift, rain and
 * widget rows. The largest of the four is kept, so the line warns before the slowest-growing
 * scene would miss a frame on the phone.
 */
export const LOW_END_FACTOR = 8;

export const LOW_END_BUDGET_MS = FRAME_MS_60FPS / LOW_END_FACTOR;

/** From this share of the budget on, a figure is amber: one busier moment and the phone misses frames. */
export const NEAR_SHARE = 0.8;

export type BudgetLevel = 'ok' | 'near' | 'over';

export function budgetLevel(frameMs: number, budgetMs = LOW_END_BUDGET_MS): BudgetLevel {
  if (frameMs > budgetMs) return 'over';
  return frameMs >= budgetMs * NEAR_SHARE ? 'near' : 'ok';
}

/** The benchmark's rows this module reads (tests/bench/scenes/measure.ts `Row`). */
export interface BenchRow {
  scene: string;
  throttle: number;
  scriptMeanMs: number;
}

/** The scenes whose frames the sandbox's stage times; the other rows are baselines. */
const SCENE_ROWS = ['wheel', 'gift', 'rain', 'widget'];

/** k per scene (mean script ms at 6× over 1×) and the largest, or null without both throttles. */
export function lowEndFactor(rows: readonly BenchRow[]): { perScene: Record<string, number>; factor: number } | null {
  const perScene: Record<string, number> = {};
  for (const scene of SCENE_ROWS) {
    const at = (throttle: number) => rows.find((r) => r.scene === scene && r.throttle === throttle)?.scriptMeanMs ?? 0;
    if (at(1) > 0 && at(6) > 0) perScene[scene] = at(6) / at(1);
  }
  const ratios = Object.values(perScene);
  return ratios.length === 0 ? null : { perScene, factor: Math.max(...ratios) };
}
