/** The lifecycle every scene follows, whatever it draws. */
import type { Application } from 'pixi.js';

export interface SceneContext {
  readonly app: Application;
  /** The element the scene is mounted for: DOM hit targets (widgets) go inside it. */
  readonly host: HTMLElement;
  /** `prefers-reduced-motion: reduce`: play the short, still version. */
  readonly reducedMotion: boolean;
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
  /** Live-tunes the scene (sandbox, imported JSON). */
  setParams(params: P): void;
  pause(): void;
  resume(): void;
  destroy(): void;
  /** True while the scene needs taps anywhere on its canvas (the overlay canvas lets taps through otherwise). */
  readonly capturesPointer: boolean;
  /** Numbers for the sandbox and the benchmark: sprites alive, pool size. */
  stats(): SceneStats;
}

export interface SceneStats {
  liveSprites: number;
  poolSize: number;
}

/** Longest step a frame may advance a scene: after a stall, motion resumes instead of jumping. */
export const MAX_FRAME_STEP_MS = 100;
