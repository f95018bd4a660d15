/**
 * The app's door to the canvas layer (canvas-layer.ts) and to the game pages' scenes. Imports
 * nothing from Pixi itself.
 */
import { type CanvasLayer, loadCanvasLayer } from './canvas-layer.ts';
import type * as PageHost from './worker/page-host.ts';

export { loadCanvasLayer };

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
