/**
 * The page side of the page-scene worker (`page-worker.ts`): the game pages' `wheelScene` and
 * `giftScene`, with the same shape as those of `scenes/index.ts`, drawn by the worker on the page
 * slot's canvas (transferred once, kept for the page's life and moved into each mount's host).
 * Imports no Pixi: on a game page the main thread evaluates this, a few kilobytes, and the worker
 * everything else. The page's inputs (`spinTo`, `open`…) are sent to the worker, its callbacks,
 * sounds and the gift's breath (an animation of the canvas element) come back. Where the worker
 * cannot draw (no WebGL 2 or animation frames in workers), the scenes start on the main thread as
 * before (`scenes/index.ts`).
 */
import type { GiftCallbacks } from '../gift/gift-scene.ts';
import type { WheelCallbacks } from '../wheel/wheel-scene.ts';
import type { Prize } from '../wheel/wheel-logic.ts';
import { validatePrizes } from '../wheel/wheel-logic.ts';
import { paramsFor, type ParamOverrides } from '../core/tuned.ts';
import { wheelParams } from '../wheel/params.ts';
import { giftParams } from '../gift/params.ts';
import { prefersReducedMotion } from '../core/reduced-motion.ts';
import { animateElement, type CanvasAnimation } from '../core/scene.ts';
import { howlerSounds } from '../core/sound.ts';
import { deviceResolution } from '../runtime/resolution.ts';
import { loadCanvasLayer } from '../canvas-layer.ts';
import { nextTask } from '../runtime/next-task.ts';
import { SCENE_INPUTS, type FromWorker, type ToWorker, type WorkerSceneCalls, type WorkerSceneSpec } from './protocol.ts';

type Kind = keyof WorkerSceneCalls;
type Controls<K extends Kind> = { [M in keyof WorkerSceneCalls[K]]: (...args: WorkerSceneCalls[K][M] & unknown[]) => void };
type Callbacks = Record<string, ((...args: never[]) => void) | undefined>;

export interface PageSceneMount {
  readonly ready: Promise<void>;
  setParams(params: unknown): void;
  unmount(): void;
}

/** What SceneHost mounts, as `scenes/index.ts`'s factories: `scene` takes the page's inputs. */
export interface PageSceneFactory<K extends Kind> {
  readonly scene: Controls<K>;
  readonly slot: 'page';
  mount(host: HTMLElement, options?: { reducedMotion?: boolean }): PageSceneMount;
}

/** A mount the worker draws; `forward` takes its inputs (to the worker, or to the main thread's scene after a fallback). */
interface Entry {
  spec: WorkerSceneSpec;
  callbacks: Callbacks;
  params: unknown;
  host: HTMLElement;
  reducedMotion: boolean;
  observer: ResizeObserver | null;
  settle: { resolve(): void; reject(error: unknown): void };
  forward: (method: string, args: unknown[]) => void;
  setParams: (params: unknown) => void;
  unmount: () => void;
}

let worker: Worker | null = null;
let canvas: HTMLCanvasElement | null = null;
/** The worker cannot draw: every mount, now and later, goes to the main thread. */
let onMainThread = false;
let animation: CanvasAnimation | null = null;
let nextId = 1;
const entries = new Map<number, Entry>();

/** Messages sent before the worker exists wait for it, in order. */
const queued: Array<[ToWorker, Transferable[]]> = [];

function send(message: ToWorker, transfer: Transferable[] = []): void {
  if (worker) worker.postMessage(message, transfer);
  else if (!onMainThread) queued.push([message, transfer]);
}

/**
 * The canvas now (mounts place it at once), the worker in a task of its own: handing the canvas
 * over and starting a worker are each a few milliseconds, tens at 4× CPU, once per page.
 */
function startWorker(): void {
  if (canvas) return;
  canvas = document.createElement('canvas');
  canvas.dataset.sceneSlot = 'page';
  canvas.style.display = 'block';
  const offscreen = canvas.transferControlToOffscreen();
  void nextTask().then(() => {
    if (onMainThread) return;
    worker = new Worker(new URL('./page-worker.ts', import.meta.url), { type: 'module', name: 'cenas' });
    worker.addEventListener('message', (event: MessageEvent<FromWorker>) => receive(event.data));
    worker.addEventListener('error', (event) => moveToMainThread(`${event.message} (${event.filename}:${event.lineno})`));
    worker.postMessage({ type: 'start', canvas: offscreen, resolution: deviceResolution() } satisfies ToWorker, [offscreen]);
    for (const [message, transfer] of queued.splice(0)) worker.postMessage(message, transfer);
    const sendVisibility = () => send({ type: 'visible', visible: !document.hidden });
    document.addEventListener('visibilitychange', sendVisibility);
    if (document.hidden) sendVisibility();
  });
}

function receive(message: FromWorker): void {
  switch (message.type) {
    case 'ready':
      return entries.get(message.id)?.settle.resolve();
    case 'failed':
      return entries.get(message.id)?.settle.reject(new Error(message.message));
    case 'input-failed':
      return console.error(`[scenes] ${message.method} was refused by the scene:`, message.message);
    case 'unsupported':
      return moveToMainThread(message.message);
    case 'callback':
      return entries.get(message.id)?.callbacks[message.name]?.(...(message.args as never[]));
    case 'sound':
      return howlerSounds.play(message.name, message.volume);
    case 'preload-sounds':
      return howlerSounds.preload();
    case 'vibrate':
      return howlerSounds.vibrate(message.ms);
    case 'animate':
      animation?.cancel();
      animation = canvas ? animateElement(canvas, message.keyframes, message.durationMs, message.atMs) : null;
      return;
    case 'cancel-animation':
      animation?.cancel();
      animation = null;
  }
}

/** The worker cannot draw: its canvas leaves the page and each mount starts again on the main thread. */
function moveToMainThread(reason: string): void {
  if (onMainThread) return;
  onMainThread = true;
  queued.length = 0;
  console.warn('[scenes] the page-scene worker cannot draw; scenes are drawn on the main thread:', reason);
  worker?.terminate();
  canvas?.remove();
  for (const [id, entry] of entries) {
    entries.delete(id);
    entry.observer?.disconnect();
    mountOnMainThread(entry);
  }
}

/** The same scene, mounted by the main thread's runtime; the entry's inputs and unmount now go there. */
function mountOnMainThread(entry: Entry): void {
  let gone = false;
  let mounted: { setParams(p: unknown): void; unmount(): void } | null = null;
  let scene: Record<string, unknown> | null = null;
  entry.unmount = () => {
    gone = true;
    mounted?.unmount();
  };
  entry.forward = (method, args) => (scene?.[method] as ((...a: unknown[]) => void) | undefined)?.apply(scene, args);
  entry.setParams = (params) => {
    entry.params = params;
    mounted?.setParams(params);
  };
  loadCanvasLayer().then(async (layer) => {
    if (gone) return entry.settle.resolve();
    // The canvas layer's own factories; the values already resolved are full overrides.
    const made = entry.spec.kind === 'wheel'
      ? layer.wheelScene(entry.spec.prizes, entry.callbacks as WheelCallbacks, entry.params as ParamOverrides<typeof wheelParams>)
      : layer.giftScene(entry.callbacks as GiftCallbacks, entry.params as ParamOverrides<typeof giftParams>);
    scene = made.scene as unknown as Record<string, unknown>;
    const mount = made.mount(entry.host, { reducedMotion: entry.reducedMotion });
    mounted = mount as { setParams(p: unknown): void; unmount(): void };
    await mount.ready;
    entry.settle.resolve();
  }).catch((error: unknown) => entry.settle.reject(error));
}

function sizeOf(host: HTMLElement): { width: number; height: number } {
  return { width: Math.max(1, host.clientWidth), height: Math.max(1, host.clientHeight) };
}

/** The canvas's CSS size: the worker sizes its drawing buffer (size × resolution). */
function styleSize(size: { width: number; height: number }): void {
  if (!canvas) return;
  canvas.style.width = `${size.width}px`;
  canvas.style.height = `${size.height}px`;
}

function mountInWorker(entry: Entry, id: number): void {
  const host = entry.host;
  if (canvas && canvas.parentElement !== host) host.appendChild(canvas);
  let size = sizeOf(host);
  styleSize(size);
  send({ type: 'mount', id, scene: entry.spec, params: entry.params, reducedMotion: entry.reducedMotion, ...size });
  entry.forward = (method, args) => send({ type: 'call', id, method, args });
  entry.setParams = (params) => {
    entry.params = params;
    send({ type: 'params', id, params });
  };
  entry.unmount = () => {
    entries.delete(id);
    entry.observer?.disconnect();
    send({ type: 'unmount', id });
    // The canvas leaves the page unless it shows another mount (a newer one may have moved it already).
    if (canvas?.parentElement === host && [...entries.values()].every((other) => other.host !== host)) canvas.remove();
  };
  // Its first callback reports the size just sent.
  entry.observer = new ResizeObserver(() => {
    const now = sizeOf(host);
    if (now.width === size.width && now.height === size.height) return;
    size = now;
    styleSize(size);
    send({ type: 'resize', ...size });
  });
  entry.observer.observe(host);
}

function factory<K extends Kind>(spec: WorkerSceneSpec & { kind: K }, callbacks: Callbacks, params: unknown): PageSceneFactory<K> {
  let entry: Entry | null = null;
  const methods: readonly string[] = SCENE_INPUTS[spec.kind];
  const scene = Object.fromEntries(methods.map((method) => [method, (...args: unknown[]) => entry?.forward(method, args)])) as unknown as Controls<K>;
  return {
    scene,
    slot: 'page',
    mount(host, options) {
      let settle!: Entry['settle'];
      const ready = new Promise<void>((resolve, reject) => { settle = { resolve, reject }; });
      const made: Entry = {
        spec, callbacks, params, host, settle, reducedMotion: options?.reducedMotion ?? prefersReducedMotion(),
        observer: null, forward: () => undefined, setParams: () => undefined, unmount: () => undefined,
      };
      entry = made;
      if (onMainThread) mountOnMainThread(made);
      else {
        startWorker();
        const id = nextId++;
        entries.set(id, made);
        mountInWorker(made, id);
      }
      return {
        ready,
        setParams: (next) => made.setParams(next),
        unmount: () => {
          made.unmount();
          made.settle.resolve();
        },
      };
    },
  };
}

/** The wheel of fortune, drawn by the worker. As `scenes/index.ts`'s `wheelScene`. */
export function wheelScene(prizes: readonly Prize[], callbacks: WheelCallbacks = {}, params?: ParamOverrides<typeof wheelParams>): PageSceneFactory<'wheel'> {
  validatePrizes(prizes);
  return factory({ kind: 'wheel', prizes }, callbacks as Callbacks, paramsFor('wheel', wheelParams, params));
}

/** The gift box, drawn by the worker. As `scenes/index.ts`'s `giftScene`. */
export function giftScene(callbacks: GiftCallbacks = {}, params?: ParamOverrides<typeof giftParams>): PageSceneFactory<'gift'> {
  return factory({ kind: 'gift' }, callbacks as Callbacks, paramsFor('gift', giftParams, params));
}
