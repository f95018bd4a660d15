/**
 * The app's door to the canvas layer: loads scenes/index.ts (Pixi, GSAP, the scenes) in stages,
 * each group of modules evaluated in a task of its own with the page let run between. Imported
 * at once, the layer's modules were evaluated in one task of 80–150 ms at 4× CPU (issue 14: no
 * canvas-layer task over 50 ms). Each stage is a module that imports part of what index.ts
 * imports, so the bundler cuts the layer into chunks along the stages and the last import only
 * evaluates what the earlier ones left. Imports nothing from Pixi itself.
 */
import { nextTask } from './runtime/next-task.ts';
import type * as Layer from './index.ts';

type CanvasLayer = typeof Layer;

const STAGES: ReadonlyArray<() => Promise<unknown>> = [
  () => import('./stages/gsap.ts'),
  () => import('./stages/pixi-scene.ts'),
  () => import('./stages/pixi-textures.ts'),
  () => import('./stages/pixi-draw.ts'),
  () => import('./stages/pixi-app.ts'),
];

let loading: Promise<CanvasLayer> | null = null;

async function loadInStages(): Promise<CanvasLayer> {
  for (const stage of STAGES) {
    await stage();
    await nextTask();
  }
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
