/**
 * The app's door to the canvas layer: loads scenes/index.ts (Pixi, GSAP, the scenes) in two
 * stages, Pixi's core first (runtime/pixi-core.ts), then the rest, each evaluated in a task of its
 * own with the page let run between. Imported at once, the layer was evaluated in one task of
 * 97–145 ms CPU at 4× (the goal: no canvas-layer task over 50 ms); in two, 62–68 ms and 37–56 ms.
 * Each stage costs a round trip before the next can be fetched: five stages put the wheel on
 * screen 1.2 s later on slow 4G, two cost nothing measurable (docs/architecture.md). Imports
 * nothing from Pixi itself.
 */
import { nextTask } from './runtime/next-task.ts';
import type * as Layer from './index.ts';
import type * as PageHost from './worker/page-host.ts';

type CanvasLayer = typeof Layer;

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

/**
 * The game pages' scenes (`wheelScene`, `giftScene`): drawn by the page-scene worker where the
 * browser can hand a canvas to one (`worker/page-host.ts`, a few kB here and Pixi in the worker),
 * else by the canvas layer on the main thread. Either way the same factories and inputs.
 */
export function loadPageScenes(): Promise<typeof PageHost | CanvasLayer> {
  const canTransfer = typeof Worker === 'function' && typeof OffscreenCanvas === 'function'
    && typeof HTMLCanvasElement.prototype.transferControlToOffscreen === 'function';
  return canTransfer ? import('./worker/page-host.ts') : loadCanvasLayer();
}
