/**
 * Owns the WebGL contexts: at most two shared Applications, slot 'page' (scene inside a page) and
 * slot 'overlay' (full-screen layer above every page: widgets, envelope rain). They are made on the
 * first mount and reused by every later mount, so navigating never creates a context. The ticker
 * runs only while a scene is mounted and the tab is visible; a lost context is rebuilt on restore.
 * A frame renders only when a scene reports a change or the slot was invalidated (mount, resize,
 * params, restored context): a wheel at rest or an empty rain costs no GPU submission.
 * Start-up runs in steps that yield to the page (`start-app.ts`): context, Pixi, atlas upload, then
 * here the scene's build, its textures' upload and its first frame, each in its own task.
 */
// The rain's taps on its root: Pixi's event system (the page-scene worker goes without it).
import 'pixi.js/events';
import type { Application } from 'pixi.js';
import { animateElement, type Scene, type SceneContext } from '../core/scene.ts';
import { prefersReducedMotion } from '../core/reduced-motion.ts';
import { setSoundOutput } from '../core/sound-output.ts';
import { howlerSounds } from '../core/sound.ts';
import { drawSlot } from './slot-draw.ts';
import { acquireApp, driveSlot, endRest, invalidate, showFirstFrame, slotSceneMs, syncRunning, wakeForInput, type FramedSlot } from './slot-frames.ts';
import { clock } from './scene-clock.ts';
import { loadAtlas, releaseAtlas } from '../art/atlas.ts';
import { FrameProbe } from './frame-probe.ts';
import { deviceResolution, styleCanvas } from './canvas.ts';
import { nextTask } from './next-task.ts';
import { prepareApp, startApp } from './start-app.ts';
import type { SlotName } from './canvas.ts';

export type { SlotName };
export { OVERLAY_Z_INDEX } from './canvas.ts';
export { setSceneClock, stepSceneClock } from './slot-frames.ts';
export const SLOT_NAMES: readonly SlotName[] = ['page', 'overlay'];

interface Mount {
  scene: Scene<unknown>;
  host: HTMLElement;
  params: unknown;
  reducedMotion: boolean;
  observer: ResizeObserver | null;
}

interface Slot extends FramedSlot {
  name: SlotName;
  creating: Promise<Application> | null;
  mounts: Mount[];
  width: number;
  height: number;
}

// Scenes on the main thread play their sounds here, with Howler.
setSoundOutput(howlerSounds);

const slots: Record<SlotName, Slot> = {
  page: newSlot('page'),
  overlay: newSlot('overlay'),
};

function newSlot(name: SlotName): Slot {
  const slot: Slot = {
    name, app: null, creating: null, mounts: [], probe: new FrameProbe(), lost: false, invalid: true, width: 1, height: 1,
    resting: false, restTimer: undefined, restStart: 0, restFor: 0, sceneMs: 0, pixiStale: false, directStale: true,
    canRun: () => slot.mounts.length > 0 && !document.hidden && !slot.lost,
  };
  // Taps reach the overlay's canvas only while one of its scenes wants them (the rain).
  if (name === 'overlay') slot.onCaptures = (captures) => {
    const wanted = captures ? 'auto' : 'none';
    const style = slot.app?.canvas.style;
    if (style && style.pointerEvents !== wanted) style.pointerEvents = wanted;
  };
  return slot;
}

let visibilityBound = false;
function onVisibility(): void {
  for (const slot of Object.values(slots)) syncRunning(slot);
}

async function createApp(slot: Slot): Promise<Application> {
  // The image downloads and decodes off the main thread while the context and Pixi start.
  loadAtlas(deviceResolution()).catch(() => undefined);
  const app = await startApp({ width: slot.width, height: slot.height, resolution: deviceResolution() });
  styleCanvas(app.canvas, slot.name);
  driveSlot(slot, app, (m) => initScene(slot, app, m));
  return app;
}

function measure(slot: Slot, host: HTMLElement): void {
  if (slot.name === 'overlay') {
    slot.width = window.innerWidth;
    slot.height = window.innerHeight;
  } else {
    slot.width = Math.max(1, host.clientWidth);
    slot.height = Math.max(1, host.clientHeight);
  }
}

function applySize(slot: Slot): void {
  const app = slot.app;
  if (!app) return;
  app.renderer.resize(slot.width, slot.height, deviceResolution());
  slot.directStale = true;
  for (const m of slot.mounts) m.scene.resize(slot.width, slot.height);
  invalidate(slot);
}

function onWindowResize(): void {
  const overlay = slots.overlay;
  if (overlay.mounts.length === 0) return;
  measure(overlay, document.body);
  applySize(overlay);
}

function initScene(slot: Slot, app: Application, m: Mount): void {
  const ctx: SceneContext = {
    app, host: m.host, reducedMotion: m.reducedMotion, wake: () => wakeForInput(slot),
    animateCanvas: typeof app.canvas.animate === 'function' ? (keyframes, durationMs, atMs) => animateElement(app.canvas, keyframes, durationMs, atMs) : undefined,
  };
  m.scene.init(ctx, m.params);
  m.scene.resize(slot.width, slot.height);
  // A scene may have made GL objects of its own (direct drawing): both sides set their state again.
  slot.pixiStale = true;
  slot.directStale = true;
}

/**
 * Puts a scene on screen in four tasks, each checking that the mount is still wanted: the canvas
 * placed and sized (a new drawing buffer: about 30 ms at 4× CPU with a software GL), the scene's
 * build (the wheel draws its face here), the upload of its textures, then the first frame. Later
 * frames render what `update()` reports.
 */
async function attach(slot: Slot, app: Application, m: Mount, wanted: () => boolean): Promise<void> {
  placeCanvas(slot, app, m.host);
  // Scenes already in the slot keep their size until `applySize` below resizes them with it.
  if (slot.mounts.length === 0) {
    measure(slot, m.host);
    app.renderer.resize(slot.width, slot.height, deviceResolution());
  }
  await nextTask();
  // Unmounted meanwhile: the canvas leaves the page unless a scene of the slot shows in it.
  if (!wanted()) {
    if (slot.mounts.length === 0) releaseCanvas(slot, app);
    return;
  }
  // Again: an earlier mount that was unmounted during its own first step may have taken it away.
  placeCanvas(slot, app, m.host);
  if (slot.name === 'page') {
    // Its first callback (on observe) reports the size just applied: a re-layout and another
    // wheel face bake for nothing, in the first frame's task.
    m.observer = new ResizeObserver(() => {
      const { width, height } = slot;
      measure(slot, m.host);
      if (slot.width !== width || slot.height !== height) applySize(slot);
    });
    m.observer.observe(m.host);
  }
  // The size again (the layout may have moved during the yield): a no-op when unchanged.
  measure(slot, m.host);
  applySize(slot);
  slot.mounts.push(m);
  initScene(slot, app, m);
  await showFirstFrame(slot, app, wanted);
}

/** The page slot's canvas goes into the mount's host; the overlay's covers the viewport. */
function placeCanvas(slot: Slot, app: Application, host: HTMLElement): void {
  if (slot.name === 'page') {
    if (app.canvas.parentElement !== host) host.appendChild(app.canvas);
  } else if (app.canvas.parentElement !== document.body) {
    document.body.appendChild(app.canvas);
    window.addEventListener('resize', onWindowResize);
  }
}

/** No scene left in the slot: the context stays alive for the next mount; only its canvas leaves the page. */
function releaseCanvas(slot: Slot, app: Application): void {
  app.canvas.remove();
  if (slot.name === 'overlay') window.removeEventListener('resize', onWindowResize);
}

function detach(slot: Slot, m: Mount): void {
  const at = slot.mounts.indexOf(m);
  if (at < 0) return;
  slot.mounts.splice(at, 1);
  m.observer?.disconnect();
  m.scene.destroy();
  invalidate(slot);
  const app = slot.app;
  if (!app || slot.mounts.length > 0) return;
  syncRunning(slot);
  releaseCanvas(slot, app);
}

export interface SceneMount<P> {
  /** Resolves once the scene is on screen (or immediately after an early unmount). */
  readonly ready: Promise<void>;
  setParams(params: P): void;
  /** Safe at any time, also before `ready` (React StrictMode mounts twice). */
  unmount(): void;
}

export interface MountOptions {
  slot: SlotName;
  /** Overrides the `prefers-reduced-motion` media query (sandbox, tests). */
  reducedMotion?: boolean;
}

export function mountScene<P>(host: HTMLElement, scene: Scene<P>, params: P, options: MountOptions): SceneMount<P> {
  const slot = slots[options.slot];
  const m: Mount = {
    scene: scene as Scene<unknown>, host, params,
    reducedMotion: options.reducedMotion ?? prefersReducedMotion(), observer: null,
  };
  let state: 'pending' | 'mounted' | 'gone' = 'pending';
  if (!visibilityBound) {
    document.addEventListener('visibilitychange', onVisibility);
    visibilityBound = true;
  }
  // A getter, not the narrowed variable: unmount() may run during any await below.
  const gone = () => state === 'gone';
  const ready = acquireApp(slot, () => createApp(slot)).then(async (app) => {
    if (gone()) return;
    await prepareApp(app, deviceResolution());
    if (gone()) return;
    state = 'mounted';
    await attach(slot, app, m, () => state === 'mounted');
  });
  return {
    ready,
    setParams(next: P) {
      m.params = next;
      if (state !== 'mounted') return;
      scene.setParams(next);
      invalidate(slot);
    },
    unmount() {
      if (state === 'mounted') detach(slot, m);
      state = 'gone';
    },
  };
}

/**
 * Draws a slot's frame now, as its ticker would (Pixi's render and the scenes that draw
 * themselves): tests read the drawing buffer in the same task, before the browser composites it.
 */
export function drawSlotNow(name: SlotName): void {
  const slot = slots[name];
  if (slot.app) drawSlot(slot, slot.app);
}

/** The shared Application of a slot, if made: for the sandbox and benchmark instruments. */
export function slotApp(name: SlotName): Application | null {
  return slots[name].app;
}

export interface RuntimeStats {
  /** Applications (= WebGL contexts) alive. */
  contexts: number;
  mounts: Record<SlotName, number>;
  /** Slots whose ticker is stopped because every scene rests. */
  resting: Record<SlotName, boolean>;
}

export function runtimeStats(): RuntimeStats {
  return {
    resting: { page: slots.page.resting, overlay: slots.overlay.resting },
    contexts: SLOT_NAMES.filter((n) => slots[n].app).length,
    mounts: { page: slots.page.mounts.length, overlay: slots.overlay.mounts.length },
  };
}

export interface SceneClock {
  rate: number;
  paused: boolean;
  /** Scene time the slot's scenes have been stepped by (with the rest they are owed so far). */
  elapsedMs: number;
}

/** The scene clock as a slot sees it (sandbox, tests): `setSceneClock` and `stepSceneClock` drive it. */
export function sceneClock(name: SlotName = 'page'): SceneClock {
  return { rate: clock.rate, paused: clock.paused, elapsedMs: slotSceneMs(slots[name]) };
}

export function frameProbe(name: SlotName): FrameProbe {
  return slots[name].probe;
}

/** Frees both contexts and the atlas (tests, sandbox teardown). Mounted scenes are destroyed first. */
export function disposeRuntime(): void {
  for (const slot of Object.values(slots)) {
    for (const m of [...slot.mounts]) detach(slot, m);
    endRest(slot);
    if (slot.app) {
      slot.app.destroy({ removeView: true }, { children: true });
      slot.app = null;
    }
  }
  releaseAtlas();
}
