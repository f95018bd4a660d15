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
import { advancePausedClock, changeClock, clock, sceneNow, type SceneClockSettings } from './scene-clock.ts';

export interface FramedSlot extends DrawnSlot {
  app: Application | null;
  mounts: Array<{ scene: Scene<unknown> }>;
  probe: FrameProbe;
  /** Render the next frame even if no scene reports a change. */
  invalid: boolean;
  /** Ticker stopped because every scene rests; `restTimer` wakes it at the end of the rest. */
  resting: boolean;
  restTimer: ReturnType<typeof setTimeout> | undefined;
  /** Scene time (`scene-clock.ts`) when the rest began, and the scenes' rest in scene ms. */
  restStart: number;
  restFor: number;
  /** Scene time the slot's scenes have been stepped by since it was made. */
  sceneMs: number;
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
  driven.add(slot);
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

/**
 * A frame's step in scene time: the page's (capped) times the clock's rate, nothing while it is
 * paused; after a rest, the scene time the rest lasted (at most the one asked for).
 */
function firstStep(slot: FramedSlot, deltaMs: number): number {
  const step = clock.paused ? 0 : Math.min(deltaMs, MAX_FRAME_STEP_MS) * clock.rate;
  if (slot.restFor === 0) return step;
  const rested = restedMs(slot);
  slot.restFor = 0;
  return Number.isFinite(rested) ? rested : step;
}

/** Scene time the slot has rested so far, up to the rest it asked for (0 when not resting). */
function restedMs(slot: FramedSlot): number {
  return slot.restFor === 0 ? 0 : Math.max(Math.min(sceneNow() - slot.restStart, slot.restFor), 0);
}

/**
 * Stops the ticker while every scene rests, or the scene clock is paused (until it plays or steps);
 * wakes at the end of the shortest rest, in page time at the clock's rate.
 */
function maybeRest(slot: FramedSlot, app: Application): void {
  if (slot.invalid || slot.mounts.length === 0) return;
  let rest = Infinity;
  const list = slot.mounts;
  for (let i = 0; i < list.length; i++) rest = Math.min(rest, list[i]!.scene.restMs?.() ?? 0);
  const rests = rest > 0;
  if (!rests && !clock.paused) return;
  slot.resting = true;
  slot.restStart = sceneNow();
  slot.restFor = rests ? rest : 0;
  app.ticker.stop();
  if (rests && !clock.paused && Number.isFinite(rest)) slot.restTimer = setTimeout(() => wakeSlot(slot), rest / clock.rate);
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

/**
 * Input changed a scene (`SceneContext.wake`): frames run again, and the first one is an ordinary
 * frame. The rest so far is not given to the scenes: the input has already started its animation
 * (a spin, an opening), which that step would move on by the whole rest at once — the wheel's
 * spin-up jumped by up to the 6 s before its bulbs' blinks, and by the whole wait under reduced
 * motion, whose rest has no end. The cost: the scenes' idle clocks skip the rest, so the bulbs'
 * beat and the box's breath come that much later, and so does the widgets' tuck after a quiet
 * spell when something other than a touch (a mouse wheel's scroll, new widgets) woke them. The
 * slot's own scene time still counts the rest.
 */
export function wakeForInput(slot: FramedSlot): void {
  if (!slot.resting) return;
  slot.sceneMs += restedMs(slot);
  slot.restFor = 0;
  wakeSlot(slot);
}

/** The end of a rest, or a changed clock: frames run again (if the slot should run at all). */
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
  slot.sceneMs += dt;
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

/** Every slot whose frames this module runs: the scene clock wakes or steps them. */
const driven = new Set<FramedSlot>();

/** Changes the scene clock's rate or pauses it; the slots run again to take it into account. */
export function setSceneClock(next: Partial<SceneClockSettings>): void {
  if (!changeClock(next)) throw new RangeError(`Velocidade inválida: ${next.rate}`);
  for (const slot of driven) wakeSlot(slot);
}

/**
 * Pauses the scene clock and runs one frame of `frameMs` scene time on every slot that may run,
 * now, in this task: each step is exactly one scene update (with the rest the slot was owed).
 */
export function stepSceneClock(frameMs = 1000 / 60): void {
  if (!clock.paused) changeClock({ paused: true });
  const owed = [...driven].map(restedMs);
  advancePausedClock(frameMs);
  let i = 0;
  for (const slot of driven) {
    const rested = owed[i++]!;
    if (!slot.app || !slot.canRun()) continue;
    endRest(slot);
    slot.restFor = 0;
    frame(slot, slot.app, rested + frameMs);
  }
}

/** The slot's scene time: what its scenes were stepped by, and the rest they are owed so far. */
export function slotSceneMs(slot: FramedSlot): number {
  return slot.sceneMs + restedMs(slot);
}
