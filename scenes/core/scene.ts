/** The lifecycle every scene follows, whatever it draws. */
import type { Application } from 'pixi.js';

export interface SceneContext {
  readonly app: Application;
  /** The element the scene is mounted for: DOM hit targets (widgets) go inside it. Null in the page-scene worker. */
  readonly host: HTMLElement | null;
  /** `prefers-reduced-motion: reduce`: play the short, still version. */
  readonly reducedMotion: boolean;
  /**
   * Input changed the scene while it rests: the runtime runs frames again (see `Scene.restMs`), the
   * first with an ordinary step, not the time the rest lasted.
   */
  readonly wake: () => void;
  /**
   * Plays keyframes on the canvas element, run by the compositor (no WebGL frame while they play);
   * absent where the element cannot animate. The page slot's canvas shows one scene, so moving the
   * element moves that scene.
   */
  readonly animateCanvas?: (keyframes: Keyframe[], durationMs: number, atMs: number) => CanvasAnimation;
}

/** A compositor animation of the canvas element under way. */
export interface CanvasAnimation {
  /** Milliseconds into the animation. */
  elapsedMs(): number;
  /** Ends it: the element back to its place. */
  cancel(): void;
}

/** Keyframes played on `element` by the compositor, linear, started `atMs` in. */
export function animateElement(element: Element, keyframes: Keyframe[], durationMs: number, atMs: number): CanvasAnimation {
  const animation = element.animate(keyframes, { duration: durationMs, easing: 'linear' });
  animation.currentTime = atMs;
  return { elapsedMs: () => Number(animation.currentTime ?? 0), cancel: () => animation.cancel() };
}

export interface Scene<P> {
  /** Builds the display tree once; must be undone completely by `destroy()`. */
  init(ctx: SceneContext, params: P): void;
  /** Logical (CSS) pixels of the area the scene fills. */
  resize(width: number, height: number): void;
  /**
   * Called on the shared ticker with elapsed milliseconds (already capped by the runtime).
   * Returns whether anything drawn changed since the last frame, including changes made by the
   * scene's input methods in between: the runtime renders only then.
   */
  update(dtMs: number): boolean;
  /**
   * Asked after each frame: how long the scene may go without frames. 0 (or no method): the next
   * frame is needed; a number: nothing changes for that long (the rest between two short idle
   * animations); Infinity: nothing changes until an input, which calls `ctx.wake()`. When every
   * scene of a slot rests, its ticker stops: a scene at rest renders no frame and costs nothing.
   */
  restMs?(): number;
  /** Live-tunes the scene (sandbox, imported JSON). */
  setParams(params: P): void;
  pause(): void;
  resume(): void;
  destroy(): void;
  /** True while the scene needs taps anywhere on its canvas (the overlay canvas lets taps through otherwise). */
  readonly capturesPointer: boolean;
  /**
   * A scene that draws itself with raw WebGL (runtime/direct-quads.ts) says so here and draws in
   * `drawDirect`, called after Pixi's render of the slot (or, when no other scene needs Pixi, after
   * the runtime's clear instead of that render). `fresh`: Pixi used the context since the last call.
   */
  readonly drawsDirect?: boolean;
  drawDirect?(fresh: boolean): void;
  /** Numbers for the sandbox and the benchmark: sprites alive, pool size. */
  stats(): SceneStats;
}

export interface SceneStats {
  liveSprites: number;
  poolSize: number;
}

/** Longest step a frame may advance a scene: after a stall, motion resumes instead of jumping. */
export const MAX_FRAME_STEP_MS = 100;
