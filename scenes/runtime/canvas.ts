/** Canvas-level details of the shared Applications, kept apart from the mount bookkeeping. */
import { getTestContext } from 'pixi.js';

export type SlotName = 'page' | 'overlay';
/** Above page content and the tab bar; dialogs of the app sit higher. */
export const OVERLAY_Z_INDEX = 900;

export { deviceResolution } from './resolution.ts';

/** The overlay covers the viewport but lets every tap through unless a scene asks for them. */
export function styleCanvas(canvas: HTMLCanvasElement, slot: SlotName): void {
  canvas.dataset.sceneSlot = slot;
  canvas.style.display = 'block';
  if (slot === 'overlay') {
    Object.assign(canvas.style, { position: 'fixed', left: '0', top: '0', zIndex: String(OVERLAY_Z_INDEX), pointerEvents: 'none', touchAction: 'none' });
  }
}

let probeReleased = false;

/**
 * Pixi keeps a third WebGL context to probe shader precision and texture units; both answers are
 * cached after the first shader is compiled, so the probe is released to keep the page at two
 * contexts. Once per page: asking Pixi for its probe after that would make a new context.
 */
export function releaseProbeContext(): void {
  if (probeReleased) return;
  probeReleased = true;
  const gl = getTestContext();
  if (!gl.isContextLost()) gl.getExtension('WEBGL_lose_context')?.loseContext();
}
