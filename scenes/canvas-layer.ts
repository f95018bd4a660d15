/**
 * The canvas layer (scenes/index.ts: Pixi, GSAP, the scenes), loaded once in two stages: Pixi's
 * core first (runtime/pixi-core.ts), then the rest, each evaluated in a task of its own with the
 * page let run between. Imported at once, the layer was evaluated in one task of 97–145 ms CPU at
 * 4× (the goal: no canvas-layer task over 50 ms); in two, 62–68 ms and 37–56 ms. Each stage costs
 * a round trip before the next can be fetched: five stages put the wheel on screen 1.2 s later on
 * slow 4G, two cost nothing measurable (docs/architecture.md). Imports nothing from Pixi itself.
 * Its own module so the app's door (load.ts) and the page-scene worker's host both read it
 * without importing each other.
 */
import { nextTask } from './runtime/next-task.ts';
import type * as Layer from './index.ts';

export type CanvasLayer = typeof Layer;

let loading: Promise<CanvasLayer> | null = null;

async function loadInStages(): Promise<CanvasLayer> {
  await import('./runtime/pixi-core.ts');
  await nextTask();
  return import('./index.ts');
}

/** The canvas layer's public entry (scenes/index.ts), loaded once; a failed load is tried again on the next call. */
export function loadCanvasLayer(): Promise<CanvasLayer> {
  loading ??= loadInStages().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
