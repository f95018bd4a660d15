/**
 * The gift box's idle breath played by the compositor as a transform of the canvas element: no
 * WebGL frame while the box breathes (each costs a full-canvas draw and, in a software GL, a read
 * back). Where the canvas cannot be animated (`ctx.animateCanvas` missing), the scene draws the
 * breath frame by frame instead.
 */
import type { CanvasAnimation, SceneContext } from '../core/scene.ts';
import { breathKeyframes } from './gift-logic.ts';

export interface BreathShape {
  motionMs: number;
  breathAmount: number;
  shakeDeg: number;
}

export class CanvasBreath {
  private animation: CanvasAnimation | null = null;
  /** The idle cycle whose breath has been started. */
  private cycle = -1;

  constructor(private readonly animateCanvas: SceneContext['animateCanvas']) {}

  /** False when the scene must draw the breath itself. */
  get onCanvasElement(): boolean {
    return this.animateCanvas !== undefined;
  }

  startedFor(cycle: number): boolean {
    return this.cycle === cycle;
  }

  /** How far the breath under way is, or null when none is. */
  elapsedMs(): number | null {
    return this.animation ? this.animation.elapsedMs() : null;
  }

  /**
   * Starts the breath of `cycle`, `atMs` into it (the frame that starts it may come late). The page
   * slot's canvas shows this scene alone, so the box, its glow and its shadow breathe together about
   * the box's pivot, `pivot` away from the canvas's centre (the element's transform origin); the
   * canvas is transparent and its host clips it.
   */
  play(cycle: number, atMs: number, shape: BreathShape, pivot: { dx: number; dy: number }): void {
    if (!this.animateCanvas) return;
    const { dx, dy } = pivot;
    const keyframes = breathKeyframes(shape.motionMs, shape.breathAmount, shape.shakeDeg).map((f) => ({
      offset: f.offset,
      transform: `translate(${dx}px, ${dy}px) rotate(${f.rotation}rad) scale(${f.sx}, ${f.sy}) translate(${-dx}px, ${-dy}px)`,
    }));
    this.animation?.cancel();
    this.cycle = cycle;
    this.animation = this.animateCanvas(keyframes, shape.motionMs, Math.min(atMs, shape.motionMs));
  }

  /** Ends a breath under way (the canvas back to its place); the next frame in the breath's window starts another. */
  stop(): void {
    this.animation?.cancel();
    this.animation = null;
    this.cycle = -1;
  }
}
