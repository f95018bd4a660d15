/**
 * A slot's frame when some scenes draw themselves on the slot's WebGL context (the rain,
 * `direct-quads.ts`): Pixi renders the scenes it draws, then the others draw on top, and each side
 * sets its GL state again after the other touched it.
 */
import type { Application, WebGLRenderer } from 'pixi.js';
import type { Scene } from '../core/scene.ts';

export interface DrawnSlot {
  /** An array, not a Set: the per-frame loops index it (iterating a Set allocates an iterator). */
  mounts: ReadonlyArray<{ scene: Scene<unknown> }>;
  /** A scene drew (or made GL objects) outside Pixi: Pixi forgets its GL caches before its next render. */
  pixiStale: boolean;
  /** Pixi rendered, a scene started or the canvas was resized: direct drawing sets its GL state again. */
  directStale: boolean;
}

/**
 * Every Pixi render (to the screen or to a texture) starts from state it set itself, and tells
 * the direct drawing that the state it left is gone.
 */
export function guardGlState(slot: DrawnSlot, app: Application): void {
  const guard = {
    prerender: () => {
      if (!slot.pixiStale) return;
      slot.pixiStale = false;
      app.renderer.resetState();
    },
    postrender: () => {
      slot.directStale = true;
    },
  };
  app.renderer.runners.prerender.add(guard);
  app.renderer.runners.postrender.add(guard);
}

/**
 * Pixi renders the slot, then the scenes that draw themselves draw on top. When every scene on the
 * slot draws itself (the rain alone on the overlay), Pixi's render is skipped: the canvas is only
 * cleared, and a frame costs the scene's own upload and draw call. `withPixi`: render the stage
 * anyway (a scene's first frame: Pixi's event system hit-tests the last stage it rendered).
 */
export function drawSlot(slot: DrawnSlot, app: Application, withPixi = false): void {
  let direct = false;
  let pixi = false;
  const list = slot.mounts;
  for (let i = 0; i < list.length; i++) {
    if (list[i]!.scene.drawsDirect) direct = true;
    else pixi = true;
  }
  const rendered = withPixi || pixi || !direct;
  if (rendered) app.render();
  if (!direct) return;
  const gl = (app.renderer as WebGLRenderer).gl;
  const fresh = slot.directStale;
  if (!rendered) clearCanvas(gl, fresh);
  slot.directStale = false;
  slot.pixiStale = true;
  for (let i = 0; i < list.length; i++) list[i]!.scene.drawDirect?.(fresh);
}

/** What Pixi's render would have cleared: the colour of the whole drawing buffer. */
function clearCanvas(gl: WebGL2RenderingContext, fresh: boolean): void {
  if (fresh) {
    gl.bindFramebuffer(gl.FRAMEBUFFER, null);
    gl.disable(gl.SCISSOR_TEST);
    gl.colorMask(true, true, true, true);
    gl.clearColor(0, 0, 0, 0);
  }
  gl.clear(gl.COLOR_BUFFER_BIT);
}
