/**
 * The phone screen of the sandbox (stage.html, shown in an iframe sized like a phone). It mounts
 * one scene at a time through the real runtime and exposes `window.stage` to the sandbox panel,
 * the browser tests and the benchmark.
 */
import type { Prize, WidgetSpec } from '../index.ts';
import { stageTime } from './stage-time.ts';
import { seededRandom } from './seeded-random.ts';
import { setOverlays } from './overlay-switch.ts';
import type { OverlayFlags } from './overlay-switch.ts';

// The WebGL instruments and the demo content.
// --- WebGL instruments: contexts made and alive, draw calls. Installed before Pixi loads.

type Gl = WebGLRenderingContext | WebGL2RenderingContext;

const contexts: Gl[] = [];
let draws = 0;

function installGlCounter(): void {
  const proto = HTMLCanvasElement.prototype;
  const original = proto.getContext;
  // Wrapping the prototype is the only way to see contexts made inside Pixi.
  proto.getContext = function getContext(this: HTMLCanvasElement, id: string, options?: unknown) {
    const ctx = (original as (this: HTMLCanvasElement, id: string, o?: unknown) => RenderingContext | null).call(this, id, options);
    if (ctx && (id === 'webgl' || id === 'webgl2' || id === 'experimental-webgl') && !contexts.includes(ctx as Gl)) {
      contexts.push(ctx as Gl);
    }
    return ctx;
  } as typeof proto.getContext;
  for (const Proto of [WebGLRenderingContext.prototype, WebGL2RenderingContext.prototype] as unknown as Record<string, unknown>[]) {
    for (const name of ['drawElements', 'drawArrays', 'drawElementsInstanced', 'drawArraysInstanced']) {
      const fn = Proto[name] as ((...args: unknown[]) => void) | undefined;
      if (!fn) continue;
      Proto[name] = function counted(this: unknown, ...args: unknown[]) {
        draws++;
        return fn.apply(this, args);
      };
    }
  }
}

function liveContexts(): number {
  return contexts.filter((c) => !c.isContextLost()).length;
}

function createdContexts(): number {
  return contexts.length;
}

function drawCount(): number {
  return draws;
}

// --- Demo content, in Portuguese like the app.

const COLORS = [0xe8283c, 0xffc94a, 0x7b3fe4, 0xff8a3d, 0x1fb58f, 0x2f7de1, 0xff5aa5, 0x3b3b52, 0x5ad1ff, 0x9be15d, 0xf25f5c, 0xffe066];
const PRIZES: Omit<Prize, 'color'>[] = [
  { label: '100 pontos', icon: 'coin' }, { label: 'Prêmio surpresa', icon: 'gift' }, { label: '5 pontos', icon: 'star' },
  { label: 'Diamante', icon: 'gem' }, { label: 'Tente de novo', icon: 'clover' }, { label: '50 pontos', icon: 'coin' },
  { label: 'Cupom', icon: 'gift' }, { label: '10 pontos', icon: 'star' }, { label: '500 pontos', icon: 'gem' },
  { label: 'Sorte!', icon: 'clover' }, { label: '20 pontos', icon: 'coin' }, { label: 'Nada', icon: 'none' },
];

function demoPrizes(count: number): Prize[] {
  return PRIZES.slice(0, count).map((p, i) => ({ ...p, color: COLORS[i]! }));
}

const DEMO_WIDGETS: WidgetSpec[] = [
  { id: 'codigos', image: 'iconGift', label: 'Receber', highlighted: true },
  { id: 'chuva', image: 'envelope', label: '00:04:59' },
  { id: 'anuncio', image: 'coin', label: 'Promo', closable: true },
];

installGlCounter();
const scenes = await import('../index.ts');
type Scenes = typeof scenes;

export type SceneName = 'wheel' | 'gift' | 'rain' | 'widget';
export const SPECS = { wheel: scenes.wheelParams, gift: scenes.giftParams, rain: scenes.rainParams, widget: scenes.widgetParams };

interface Current {
  name: SceneName;
  scene: ReturnType<Scenes['wheelScene']>['scene'] | ReturnType<Scenes['giftScene']>['scene'] | ReturnType<Scenes['rainScene']>['scene'] | ReturnType<Scenes['widgetScene']>['scene'];
  mount: ReturnType<Scenes['mountScene']>;
  values: Record<string, number>;
}

const pageHost = document.getElementById('page-host')!;
const overlayHost = document.getElementById('overlay-host')!;
const events: { type: string; value: string | number; t: number }[] = [];
const log = (type: string, value: string | number) => events.push({ type, value, t: performance.now() });
let current: Current | null = null;
let drawsPerFrame = 0;
let lastDraws = 0;
let instrumented = new WeakSet<object>();

function instrument(): void {
  for (const slot of scenes.SLOT_NAMES) {
    const app = scenes.slotApp(slot);
    if (!app || instrumented.has(app)) continue;
    instrumented.add(app);
    // After rendering (UTILITY) and the runtime's probe: the draw calls of this frame.
    app.ticker.add(() => {
      const total = drawCount();
      drawsPerFrame = total - lastDraws;
      lastDraws = total;
    }, undefined, -100);
  }
}

async function show(name: SceneName, options: { reducedMotion?: boolean; segments?: number; values?: Record<string, number>; seed?: number } = {}): Promise<void> {
  hide();
  const values = options.values ?? { ...scenes.defaultsOf(SPECS[name]) };
  // A seed makes the wheel's landing spot and the rain's envelopes repeatable (the compare view).
  const random = options.seed === undefined ? undefined : seededRandom(options.seed);
  document.body.dataset.scene = name;
  let made;
  if (name === 'wheel') {
    made = scenes.wheelScene(demoPrizes(options.segments ?? 8), {
      onTick: (s) => log('tick', s), onSettled: (i) => log('settled', i), onAborted: () => log('aborted', 0),
    }, values, random);
  } else if (name === 'gift') {
    made = scenes.giftScene({ onSettled: (r) => log('settled', r.kind) }, values);
  } else if (name === 'rain') {
    made = scenes.rainScene({ onCollect: (id) => log('collect', id) }, values, random);
  } else {
    made = scenes.widgetScene(DEMO_WIDGETS, {
      onOpen: (id) => log('open', id), onClose: (id) => log('close', id), onMoved: (id, x) => log('moved', `${id}:${x}`),
    }, { insets: { top: 24, right: 0, bottom: 0, left: 0 }, tabBar: true, params: values });
  }
  const mount = made.mount(made.slot === 'page' ? pageHost : overlayHost, options.reducedMotion === undefined ? undefined : { reducedMotion: options.reducedMotion });
  current = { name, scene: made.scene, mount, values: scenes.resolveParams(SPECS[name], values) };
  await mount.ready;
  instrument();
  // Draws of the mount (atlas, first render) belong to no counted frame: a scene that rests from
  // its mount (a rain before start) would otherwise report them all at its first frame.
  lastDraws = drawCount();
}

function hide(): void {
  current?.mount.unmount();
  current = null;
  delete document.body.dataset.scene;
}

function setParams(values: Record<string, number>): void {
  if (!current) return;
  current.values = scenes.resolveParams(SPECS[current.name], values);
  current.mount.setParams(current.values as never);
}

function stats() {
  const slot = current && (current.name === 'wheel' || current.name === 'gift') ? 'page' : 'overlay';
  const probe = scenes.frameProbe(slot);
  const s = current?.scene.stats() ?? { liveSprites: 0, poolSize: 0 };
  return {
    fps: probe.fps, frameMs: probe.last(), drawCalls: drawsPerFrame, liveSprites: s.liveSprites, poolSize: s.poolSize,
    liveContexts: liveContexts(), createdContexts: createdContexts(), runtime: scenes.runtimeStats(),
  };
}

const api = {
  show, hide, setParams, stats, events, scenes,
  current: () => current,
  wheel: () => (current?.name === 'wheel' ? (current.scene as InstanceType<Scenes['WheelScene']>) : null),
  gift: () => (current?.name === 'gift' ? (current.scene as InstanceType<Scenes['GiftScene']>) : null),
  rain: () => (current?.name === 'rain' ? (current.scene as InstanceType<Scenes['RainScene']>) : null),
  widgets: () => (current?.name === 'widget' ? (current.scene as InstanceType<Scenes['WidgetScene']>) : null),
  probe: scenes.frameProbe,
  drawsPerFrame: () => drawsPerFrame,
  resetInstruments: () => { instrumented = new WeakSet(); },
  time: stageTime(scenes, () => current),
  /** The debug overlays (overlay-switch.ts): nothing is loaded until one is switched on. */
  overlays: (flags: OverlayFlags) => setOverlays(flags, api),
};

export type StageApi = typeof api;
declare global {
  interface Window {
    stage?: StageApi;
  }
}
window.stage = api;
document.getElementById('page-tap')?.addEventListener('click', () => log('page-tap', 1));
const first = new URLSearchParams(location.search).get('scene') as SceneName | null;
if (first && first in SPECS) await show(first, { reducedMotion: new URLSearchParams(location.search).has('reduced') || undefined });
document.body.dataset.ready = 'true';
// The same page on the designer's phone (`?phone`): it joins the panel through the dev server.
if (new URLSearchParams(location.search).has('phone')) void import('./phone.ts');
