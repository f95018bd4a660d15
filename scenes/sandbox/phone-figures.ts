/**
 * The phone's side of the figures the panel lists: what the device is, and its frames over the last
 * two seconds (the time between frames, the slot's script time per frame, from the frame probe).
 */
import { percentile } from './percentile.ts';
import type { PhoneDevice, PhoneFigures } from './phone-protocol.ts';

/** The stage's API as stage.ts declares it on `window` (not imported: stage.ts loads this file). */
type StageApi = NonNullable<Window['stage']>;

const WINDOW_MS = 2000;
const RING = 512;
const times = new Float64Array(RING);
const intervals = new Float32Array(RING);
const scripts = new Float32Array(RING);
let count = 0;
const watched = new WeakSet<object>();

type SlotName = 'page' | 'overlay';
const SLOTS: SlotName[] = ['page', 'overlay'];

/**
 * Listens to each slot's frames once its Application exists (after the first scene on it). Last in
 * the frame, so the probe already holds this frame's script time; a resting slot adds nothing.
 */
export function watchFrames(stage: StageApi): void {
  for (const slot of SLOTS) {
    const app = stage.scenes.slotApp(slot);
    if (!app || watched.has(app)) continue;
    watched.add(app);
    app.ticker.add((ticker) => {
      const i = count % RING;
      times[i] = performance.now();
      // The raw time since the previous frame; after a rest, since the ticker started again.
      intervals[i] = ticker.elapsedMS;
      scripts[i] = stage.probe(slot).last();
      count++;
    }, undefined, -100);
  }
}

export function figures(stage: StageApi): PhoneFigures {
  const since = performance.now() - WINDOW_MS;
  const recent: number[] = [];
  for (let k = count - 1; k >= Math.max(0, count - RING); k--) {
    if (times[k % RING]! < since) break;
    recent.push(k % RING);
  }
  const frame = Float32Array.from(recent, (i) => intervals[i]!).sort();
  const script = Float32Array.from(recent, (i) => scripts[i]!).sort();
  const s = stage.stats();
  const round = (ms: number) => Math.round(ms * 100) / 100;
  return {
    frames: recent.length,
    fps: Math.round((recent.length * 1000) / WINDOW_MS),
    frameMsP50: round(percentile(frame, 0.5)), frameMsP95: round(percentile(frame, 0.95)),
    scriptMsP50: round(percentile(script, 0.5)), scriptMsP95: round(percentile(script, 0.95)),
    drawCalls: s.drawCalls, sprites: s.liveSprites, pool: s.poolSize,
    scene: stage.current()?.name ?? null,
  };
}

/** "Android 14 · Pixel 7", "iPhone · iOS 17.4": enough to tell the phones on the panel apart. */
export async function deviceName(): Promise<string> {
  const ua = navigator.userAgent;
  const iphone = /(iPhone|iPad)[^)]*? OS (\d+)_(\d+)/.exec(ua);
  if (iphone) return `${iphone[1]} · iOS ${iphone[2]}.${iphone[3]}`;
  const android = /Android (\d+(?:\.\d+)?)(?:; ([^;)]+?))?(?: Build\/[^;)]*)?\)/.exec(ua);
  if (android) {
    // Chrome's reduced user agent says "Android 10; K"; the model comes from its client hints.
    const model = android[2] && android[2] !== 'K' ? android[2] : await hintedModel();
    return model ? `Android ${android[1]} · ${model}` : `Android ${android[1]}`;
  }
  const browser = /(Firefox|Edg|Chrome|Safari)\/(\d+)/.exec(ua)?.[1] ?? 'Navegador';
  return `${browser === 'Edg' ? 'Edge' : browser} · ${navigator.platform || 'desktop'}`;
}

async function hintedModel(): Promise<string> {
  const data = (navigator as Navigator & { userAgentData?: { getHighEntropyValues(h: string[]): Promise<{ model?: string }> } }).userAgentData;
  try {
    return (await data?.getHighEntropyValues(['model']))?.model ?? '';
  } catch {
    return '';
  }
}

export async function describeDevice(): Promise<PhoneDevice> {
  return {
    name: await deviceName(),
    pixelRatio: devicePixelRatio,
    screen: { width: screen.width, height: screen.height },
    viewport: { width: innerWidth, height: innerHeight },
  };
}
