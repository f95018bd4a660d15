/**
 * A slot's frames, wherever its Application lives (the page's main thread, `runtime.ts`, or the
 * page-scene worker, `worker/page-worker.ts`): the scenes' updates, a render only when one reports a
 * change or the slot was invalidated, and a stopped ticker while every scene rests. Nothing here
 * touches the DOM: whether the slot may run (a mount, a visible page, a live context) is the host's
 * `canRun`.
 */
import { Ticker, UPDATE_PRIORITY } from 'pixi.js';
import type { Application } from 'pixi.js';
import type { Scene } from '../core/scene.ts';
import { MAX_FRAME_STEP_MS } from '../core/scene.ts';
import { drawSlot, guardGlState, type DrawnSlot } from './slot-draw.ts';
import type { FrameProbe } from './frame-probe.ts';
import { nextTask } from './next-task.ts';
import { uploadTextures } from './start-app.ts';

export interface FramedSlot extends DrawnSlot {
  app: Application | null;
  mounts: Array<{ scene: Scene<unknown> }>;
  probe: FrameProbe;
  /** Render the next frame even if no scene reports a change. */
  invalid: boolean;
  /** Ticker stopped because every scene rests; `restTimer` wakes it at the end of the rest. */
  resting: boolean;
  restTimer: ReturnType<typeof setTimeout> | undefined;
  restStart: number;
  restFor: number;
  /** The WebGL context is lost (until restored). */
  lost: boolean;
  /** Frames may run at all: a scene is mounted, the page is visible and the context alive. */
  canRun(): boolean;
  /** After the scenes' updates: whether one of them wants taps anywhere on the canvas. */
  onCaptures?(captures: boolean): void;
}

/** The slot's Application, made once by `create`: mounts that start while it is being made share it. */
export function acquireApp(slot: FramedSlot & { creating: Promise<Application> | null }, create: () => Promise<Application>): Promise<Application> {
  if (slot.app) return Promise.resolve(slot.app);
  slot.creating ??= create().then((app) => {
    slot.app = app;
    slot.creating = null;
    return app;
  });
  return slot.creating;
}

/**
 * Makes `app` the slot's: one ticker listener does the frame (scene updates, then a render only if
 * something changed), Pixi's GL state is guarded against the scenes that draw themselves, and a
 * lost context stops the frames until it is restored. Pixi restores its own resources first (its
 * listener was added in init), the atlas included: it uploads the decoded image again. Then every
 * mounted scene is rebuilt by `rebuild`, so each comes back at rest with nothing held from the
 * lost context (the wheel draws and uploads its face again).
 */
export function driveSlot<S extends FramedSlot>(slot: S, app: Application, rebuild: (mount: S['mounts'][number]) => void): void {
  app.ticker.remove(app.render, app);
  app.ticker.add((ticker) => frame(slot, app, firstStep(slot, ticker.deltaMS)), undefined, UPDATE_PRIORITY.NORMAL);
  guardGlState(slot, app);
  app.canvas.addEventListener?.('webglcontextlost', () => {
    slot.lost = true;
    syncRunning(slot);
  });
  app.canvas.addEventListener?.('webglcontextrestored', () => {
    slot.lost = false;
    invalidate(slot);
    for (const m of slot.mounts) {
      m.scene.destroy();
      rebuild(m);
    }
    syncRunning(slot);
  });
}

/** Starts or stops the slot's ticker (and pauses or resumes its scenes) as `canRun` says. */
export function syncRunning(slot: FramedSlot): void {
  const app = slot.app;
  if (!app) return;
  const shouldRun = slot.canRun();
  if (!shouldRun) endRest(slot);
  if (shouldRun === app.ticker.started || (shouldRun && slot.resting)) return;
  for (const m of slot.mounts) {
    if (shouldRun) m.scene.resume();
    else m.scene.pause();
  }
  if (shouldRun) app.ticker.start();
  else app.ticker.stop();
}

/** A frame's step: after a rest the scenes' clocks advance by the rest (at most the one asked for). */
function firstStep(slot: FramedSlot, deltaMs: number): number {
  if (slot.restFor === 0) return Math.min(deltaMs, MAX_FRAME_STEP_MS);
  const rested = Math.min(performance.now() - slot.restStart, slot.restFor);
  slot.restFor = 0;
  return Number.isFinite(rested) ? Math.max(rested, 0) : Math.min(deltaMs, MAX_FRAME_STEP_MS);
}

/** Stops the ticker while every scene rests; wakes at the end of the shortest rest. */
function maybeRest(slot: FramedSlot, app: Application): void {
  if (slot.invalid || slot.mounts.length === 0) return;
  let rest = Infinity;
  const list = slot.mounts;
  for (let i = 0; i < list.length; i++) rest = Math.min(rest, list[i]!.scene.restMs?.() ?? 0);
  if (!(rest > 0)) return;
  slot.resting = true;
  slot.restStart = performance.now();
  slot.restFor = rest;
  app.ticker.stop();
  if (Number.isFinite(rest)) slot.restTimer = setTimeout(() => wakeSlot(slot), rest);
}

export function endRest(slot: FramedSlot): void {
  clearTimeout(slot.restTimer);
  slot.restTimer = undefined;
  slot.resting = false;
}

/** The next frame renders whatever the scenes say, and a resting slot wakes for it. */
export function invalidate(slot: FramedSlot): void {
  slot.invalid = true;
  wakeSlot(slot);
}

/** Input or the end of a rest: frames run again (if the slot should run at all). */
export function wakeSlot(slot: FramedSlot): void {
  if (!slot.resting) return;
  endRest(slot);
  if (slot.app && slot.canRun()) slot.app.ticker.start();
}

/** One frame: the scenes' updates, a render if anything changed, then maybe a rest. */
function frame(slot: FramedSlot, app: Application, dt: number): void {
  slot.probe.begin();
  // Pixi's own timers (GPU garbage collection), held by `start-app.ts`, advance with the frames.
  Ticker.system.update();
  let changed = slot.invalid;
  let captures = false;
  const list = slot.mounts;
  for (let i = 0; i < list.length; i++) {
    const scene = list[i]!.scene;
    changed = scene.update(dt) || changed;
    captures ||= scene.capturesPointer;
  }
  slot.onCaptures?.(captures);
  slot.probe.mid();
  if (changed) {
    slot.invalid = false;
    drawSlot(slot, app);
  }
  slot.probe.end(changed);
  maybeRest(slot, app);
}

/**
 * A new scene's first frame, once it is built: its sprites' textures uploaded in a task of their
 * own (the wheel's face canvas: about 40 ms at 4× CPU), then the frame in another, each step
 * first checking that the mount is still wanted. Pixi renders the stage once whatever draws it
 * later (its event system hit-tests the last stage it rendered to the screen), then the scenes
 * that draw themselves: a falling rain stays on screen. False if the mount went away meanwhile.
 */
export async function showFirstFrame(slot: FramedSlot, app: Application, wanted: () => boolean): Promise<boolean> {
  await nextTask();
  if (!wanted()) return false;
  uploadTextures(app);
  await nextTask();
  if (!wanted()) return false;
  drawSlot(slot, app, true);
  slot.invalid = false;
  wakeSlot(slot);
  syncRunning(slot);
  return true;
}
