/**
 * A slot's frames, wherever its Application lives (the page's main thread, `runtime.ts`, or the
 * page-scene worker, `worker/page-worker.ts`): the scenes' updates, a render only when one reports a
 * change or the slot was invalidated, and a stopped ticker while every scene rests. Nothing here
 * touches the DOM: whether the slot may run (a mount, a visible page, a live context) is the host's
 * `canRun`.
 */
import { Ticker } from 'pixi.js';
import type { Application } from 'pixi.js';
import type { Scene } from '../core/scene.ts';
import { MAX_FRAME_STEP_MS } from '../core/scene.ts';
import { drawSlot, type DrawnSlot } from './slot-draw.ts';
import type { FrameProbe } from './frame-probe.ts';

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
  /** Frames may run at all: a scene is mounted, the page is visible and the context alive. */
  canRun(): boolean;
  /** After the scenes' updates: whether one of them wants taps anywhere on the canvas. */
  onCaptures?(captures: boolean): void;
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
export function firstStep(slot: FramedSlot, deltaMs: number): number {
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
export function frame(slot: FramedSlot, app: Application, dt: number): void {
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
