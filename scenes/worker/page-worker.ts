/**
 * The page-scene worker: draws the game pages' scenes (wheel, gift box) on the page slot's canvas,
 * transferred here as an OffscreenCanvas, so that neither Pixi's start nor any frame runs on the
 * page's main thread (a first WebGL frame drawn there holds it 60–110 ms at 4× CPU,
 * waiting in the commit for the GPU; drawn from a worker, it waits for nothing). The page side is
 * `page-host.ts`; the slot's frames and start-up are the main thread runtime's own
 * (`slot-frames.ts`, `start-app.ts`). Sounds, vibration and the gift's compositor breath need the
 * page: they are sent there.
 */
import './worker-adapter.ts';
import { Assets } from 'pixi.js';
import type { Application } from 'pixi.js';
import type { CanvasAnimation, Scene, SceneContext } from '../core/scene.ts';
import { setSoundOutput } from '../core/sound-output.ts';
import { loadAtlas } from '../art/atlas.ts';
import { FrameProbe } from '../runtime/frame-probe.ts';
import { acquireApp, driveSlot, invalidate, showFirstFrame, syncRunning, wakeForInput, type FramedSlot } from '../runtime/slot-frames.ts';
import { prepareApp, startApp } from '../runtime/start-app.ts';
import { WheelScene } from '../wheel/wheel-scene.ts';
import type { WheelParams } from '../wheel/wheel-scene.ts';
import { GiftScene } from '../gift/gift-scene.ts';
import type { GiftParams } from '../gift/gift-scene.ts';
import { SCENE_INPUTS, type FromWorker, type ToWorker, type WorkerSceneSpec } from './protocol.ts';

interface WorkerMount {
  id: number;
  kind: WorkerSceneSpec['kind'];
  scene: Scene<unknown>;
  params: unknown;
  reducedMotion: boolean;
}

interface WorkerSlot extends FramedSlot {
  mounts: WorkerMount[];
  canvas: OffscreenCanvas | null;
  resolution: number;
  creating: Promise<Application> | null;
  visible: boolean;
  width: number;
  height: number;
}

const post = (message: FromWorker) => postMessage(message);

const slot: WorkerSlot = {
  app: null, canvas: null, resolution: 1, creating: null, mounts: [], probe: new FrameProbe(), visible: true, lost: false,
  width: 1, height: 1, invalid: true, resting: false, restTimer: undefined, restStart: 0, restFor: 0, sceneMs: 0, pixiStale: false, directStale: true,
  canRun: () => slot.mounts.length > 0 && slot.visible && !slot.lost,
};

// No audio in a worker: the page plays the sounds.
setSoundOutput({
  play: (name, volume) => post({ type: 'sound', name, volume }),
  preload: () => post({ type: 'preload-sounds' }),
  vibrate: (ms) => post({ type: 'vibrate', ms }),
});
// Pixi would decode the atlas in a worker of its own (a blob: URL); this is a worker already.
Assets.setPreferences({ preferWorkers: false });

/** The page's canvas element plays the keyframes; the time into them is kept here. */
function animateCanvas(keyframes: Keyframe[], durationMs: number, atMs: number): CanvasAnimation {
  const startedAt = performance.now() - atMs;
  post({ type: 'animate', keyframes, durationMs, atMs });
  return {
    elapsedMs: () => Math.min(performance.now() - startedAt, durationMs),
    cancel: () => post({ type: 'cancel-animation' }),
  };
}

function makeScene(spec: WorkerSceneSpec, id: number): Scene<unknown> {
  const callback = (name: string) => (...args: unknown[]) => post({ type: 'callback', id, name, args });
  if (spec.kind === 'wheel') {
    return new WheelScene(spec.prizes, { onTick: callback('onTick'), onSettled: callback('onSettled'), onAborted: callback('onAborted') }) as Scene<WheelParams> as Scene<unknown>;
  }
  return new GiftScene({ onSettled: callback('onSettled') }) as Scene<GiftParams> as Scene<unknown>;
}

async function createApp(canvas: OffscreenCanvas): Promise<Application> {
  loadAtlas(slot.resolution).catch(() => undefined);
  const app = await startApp({ canvas, width: slot.width, height: slot.height, resolution: slot.resolution });
  driveSlot(slot, app, (m) => initScene(app, m));
  return app;
}

function acquire(): Promise<Application> {
  if (slot.app) return Promise.resolve(slot.app);
  const canvas = slot.canvas;
  if (!canvas) return Promise.reject(new Error('the page canvas has not arrived'));
  return acquireApp(slot, () => createApp(canvas));
}

function initScene(app: Application, m: WorkerMount): void {
  const ctx: SceneContext = { app, host: null, reducedMotion: m.reducedMotion, wake: () => wakeForInput(slot), animateCanvas };
  m.scene.init(ctx, m.params);
  m.scene.resize(slot.width, slot.height);
  slot.pixiStale = true;
  slot.directStale = true;
}

function applySize(): void {
  const app = slot.app;
  if (!app) return;
  app.renderer.resize(slot.width, slot.height, slot.resolution);
  slot.directStale = true;
  for (const m of slot.mounts) m.scene.resize(slot.width, slot.height);
  invalidate(slot);
}

/** Mounts the page has not unmounted: one still starting stops at its next step once gone from here. */
const live = new Set<number>();

/** The page's `mountScene` in steps, as `runtime.ts` does it: build, upload, first frame, each a task. */
async function mount(message: Extract<ToWorker, { type: 'mount' }>): Promise<void> {
  const m: WorkerMount = { id: message.id, kind: message.scene.kind, scene: makeScene(message.scene, message.id), params: message.params, reducedMotion: message.reducedMotion };
  live.add(m.id);
  const wanted = () => live.has(m.id);
  if (slot.mounts.length === 0) {
    slot.width = message.width;
    slot.height = message.height;
  }
  const app = await acquire();
  if (!wanted()) return;
  await prepareApp(app, slot.resolution);
  if (!wanted()) return;
  slot.width = message.width;
  slot.height = message.height;
  applySize();
  slot.mounts.push(m);
  initScene(app, m);
  if (!(await showFirstFrame(slot, app, wanted))) return;
  // The frame reaches the page's canvas when this task ends; 'ready' (the page then takes its
  // spinner away) waits for the next animation frame, so the scene is there when it shows.
  await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
}

function unmount(id: number): void {
  live.delete(id);
  const at = slot.mounts.findIndex((m) => m.id === id);
  if (at < 0) return;
  const [m] = slot.mounts.splice(at, 1);
  m!.scene.destroy();
  invalidate(slot);
  syncRunning(slot);
}

/** One of the page's inputs (`SCENE_INPUTS` only); a scene that throws reports it and goes on. */
function call(id: number, method: string, args: unknown[]): void {
  const m = slot.mounts.find((x) => x.id === id);
  if (!m || !(SCENE_INPUTS[m.kind] as readonly string[]).includes(method)) return;
  try {
    ((m.scene as unknown as Record<string, (...a: unknown[]) => void>)[method])!.apply(m.scene, args);
  } catch (error) {
    post({ type: 'input-failed', method, message: String(error) });
  }
  wakeForInput(slot);
}

/** Whether this worker can draw at all: animation frames and WebGL 2 on an OffscreenCanvas. */
function unsupported(): string | null {
  if (typeof requestAnimationFrame !== 'function') return 'sem requestAnimationFrame no worker';
  if (typeof OffscreenCanvas === 'undefined') return 'sem OffscreenCanvas no worker';
  return null;
}

function receive(message: ToWorker): void {
  switch (message.type) {
    case 'start': {
      const reason = unsupported();
      if (reason) {
        // The page mounts everything on its main thread from now on: this worker only listens.
        removeEventListener('message', onMessage);
        return post({ type: 'unsupported', message: reason });
      }
      slot.canvas = message.canvas;
      slot.resolution = message.resolution;
      return;
    }
    case 'mount':
      mount(message).then(
        () => post({ type: 'ready', id: message.id }),
        // No Application could be made here (no WebGL on an OffscreenCanvas): the page draws instead.
        (error: unknown) => post(slot.app ? { type: 'failed', id: message.id, message: String(error) } : { type: 'unsupported', message: String(error) }),
      );
      return;
    case 'call':
      return call(message.id, message.method, message.args);
    case 'params': {
      const m = slot.mounts.find((x) => x.id === message.id);
      if (!m) return;
      m.params = message.params;
      m.scene.setParams(message.params);
      return invalidate(slot);
    }
    case 'resize':
      if (slot.width === message.width && slot.height === message.height) return;
      slot.width = message.width;
      slot.height = message.height;
      return applySize();
    case 'visible':
      slot.visible = message.visible;
      return syncRunning(slot);
    case 'unmount':
      return unmount(message.id);
  }
}

function onMessage(event: MessageEvent<ToWorker>): void {
  receive(event.data);
}

addEventListener('message', onMessage);
