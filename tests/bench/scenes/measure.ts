/** In-page measurement of one scene (or a plain page: DOM rain, yardstick) for the scenes benchmark. */
import type { CDPSession, Page } from '@playwright/test';
import type { StageApi } from '../../../scenes/sandbox/stage.ts';
import type {} from './frame-samples.ts';

export interface Row {
  scene: string;
  throttle: number;
  fps: number;
  scriptMeanMs: number;
  scriptMedianMs: number;
  scriptP95Ms: number;
  /** The scene's own update() work, without Pixi's render submission. */
  updateMedianMs: number | null;
  updateP95Ms: number | null;
  /** Share of frames that rendered (a scene with nothing new to draw skips the render). */
  renderedShare: number | null;
  mainThreadPerFrameMs: number;
  drawCallsMax: number | null;
  heapGrowthKb: number;
  maxAlive: number | null;
  minSpawnIntervalMs: number | null;
  fallMinMs: number | null;
  fallMaxMs: number | null;
}

interface RainProbe {
  maxAlive: number;
  minInterval: number;
  fallMin: number;
  fallMax: number;
  draws: number;
  frames: number;
}

declare global {
  interface Window {
    stage?: StageApi;
    benchProbe?: RainProbe;
  }
}

function quantile(sorted: number[], q: number): number {
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

function mean(values: number[]): number {
  let sum = 0;
  for (const v of values) sum += v;
  return values.length === 0 ? 0 : sum / values.length;
}

async function heapKb(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  return (await cdp.send('Runtime.getHeapUsage')).usedSize / 1024;
}

async function taskSeconds(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0;
}

/** Keeps the scene busy the way a member would, then samples every frame without allocating. */
async function drive(page: Page, scene: string): Promise<void> {
  await page.evaluate((name) => {
    const st = window.stage!;
    const probe: RainProbe = { maxAlive: 0, minInterval: Infinity, fallMin: Infinity, fallMax: 0, draws: 0, frames: 0 };
    window.benchProbe = probe;
    if (name === 'wheel') {
      const spin = () => {
        st.wheel()?.start();
        setTimeout(() => st.wheel()?.spinTo(Math.floor(Math.random() * 8)), 600);
      };
      spin();
      setInterval(spin, 5200);
    } else if (name === 'gift') {
      let win = true;
      setInterval(() => {
        st.gift()?.reset();
        st.gift()?.open(win ? { kind: 'win', label: '+50 pontos' } : { kind: 'empty' });
        win = !win;
      }, 2500);
      st.gift()?.open({ kind: 'win', label: '+50 pontos' });
    } else if (name === 'rain') {
      st.rain()?.start();
    } else {
      let s = 300;
      setInterval(() => st.widgets()?.setLabel('chuva', st.scenes.formatCountdown(--s)), 1000);
    }
    // Rain internals are read directly: the benchmark checks the scene, not only its logic.
    type Slot = { id: number; active: boolean; bornMs: number; fallMs: number };
    const seen = new Float64Array(64).fill(-1);
    let lastBorn = -1;
    const tick = () => {
      probe.frames++;
      probe.draws = Math.max(probe.draws, st.drawsPerFrame());
      const rain = st.rain() as unknown as { pool: { alive: number; slots: Slot[] } } | null;
      if (rain) {
        probe.maxAlive = Math.max(probe.maxAlive, rain.pool.alive);
        rain.pool.slots.forEach((s, i) => {
          if (s.active && seen[i] !== s.id) {
            seen[i] = s.id;
            if (lastBorn >= 0) probe.minInterval = Math.min(probe.minInterval, s.bornMs - lastBorn);
            lastBorn = s.bornMs;
            probe.fallMin = Math.min(probe.fallMin, s.fallMs);
            probe.fallMax = Math.max(probe.fallMax, s.fallMs);
          }
        });
      }
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  }, scene);
}

/** `pin` runs once the page is loaded (its renderer process exists): see cores.ts. */
export async function measureScene(page: Page, cdp: CDPSession, url: string, scene: string, durationMs: number, pin: () => void): Promise<Omit<Row, 'throttle'>> {
  await page.goto(`${url}?scene=${scene}`);
  await page.waitForFunction(() => document.body.dataset.ready === 'true', undefined, { timeout: 60_000 });
  pin();
  await cdp.send('Performance.enable');
  await drive(page, scene);
  await page.waitForTimeout(1000);
  const slot: 'page' | 'overlay' = scene === 'wheel' || scene === 'gift' ? 'page' : 'overlay';
  const heap0 = await heapKb(cdp);
  const task0 = await taskSeconds(cdp);
  await page.evaluate((s) => window.stage!.probe(s).reset(), slot);
  await page.waitForTimeout(durationMs);
  const task1 = await taskSeconds(cdp);
  const heap1 = await heapKb(cdp);
  const r = await page.evaluate((s) => {
    const probe = window.stage!.probe(s);
    const n = Math.min(probe.count, probe.samples.length);
    return { samples: Array.from(probe.samples.slice(0, n)), updates: Array.from(probe.updateSamples.slice(0, n)), frames: probe.count, rendered: probe.rendered, bench: window.benchProbe! };
  }, slot);
  const sorted = r.samples.sort((a, b) => a - b);
  const updates = r.updates.sort((a, b) => a - b);
  const rain = scene === 'rain';
  return {
    scene, fps: r.frames / (durationMs / 1000), scriptMeanMs: mean(sorted), scriptMedianMs: quantile(sorted, 0.5), scriptP95Ms: quantile(sorted, 0.95),
    updateMedianMs: quantile(updates, 0.5), updateP95Ms: quantile(updates, 0.95), renderedShare: r.rendered / Math.max(r.frames, 1),
    mainThreadPerFrameMs: ((task1 - task0) * 1000) / Math.max(r.frames, 1), drawCallsMax: r.bench.draws, heapGrowthKb: heap1 - heap0,
    maxAlive: rain ? r.bench.maxAlive : null, minSpawnIntervalMs: rain ? r.bench.minInterval : null,
    fallMinMs: rain ? r.bench.fallMin : null, fallMaxMs: rain ? r.bench.fallMax : null,
  };
}

/**
 * A page that times its own frames into `window.benchFrames` (the DOM rain, the calibration
 * loops): `scene` names the row, `alive` is read only where the page reports envelopes.
 */
export async function measurePlainPage(page: Page, cdp: CDPSession, url: string, scene: string, durationMs: number, pin: () => void): Promise<Omit<Row, 'throttle'>> {
  await page.goto(url);
  await page.waitForFunction(() => document.body.dataset.ready === 'true', undefined, { timeout: 60_000 });
  pin();
  await cdp.send('Performance.enable');
  await page.waitForTimeout(1000);
  const heap0 = await heapKb(cdp);
  const task0 = await taskSeconds(cdp);
  const c0 = await page.evaluate(() => window.benchFrames!.count());
  let maxAlive: number | null = null;
  for (let t = 0; t < durationMs; t += 250) {
    await page.waitForTimeout(250);
    const alive = await page.evaluate(() => window.benchFrames!.alive?.() ?? null);
    if (alive !== null) maxAlive = Math.max(maxAlive ?? 0, alive);
  }
  const task1 = await taskSeconds(cdp);
  const heap1 = await heapKb(cdp);
  const r = await page.evaluate((from) => {
    const d = window.benchFrames!;
    const n = d.count() - from;
    const out: number[] = [];
    for (let i = Math.max(from, d.count() - d.samples.length); i < d.count(); i++) out.push(d.samples[i % d.samples.length]!);
    return { samples: out, frames: n };
  }, c0);
  const sorted = r.samples.sort((a, b) => a - b);
  return {
    scene, fps: r.frames / (durationMs / 1000), scriptMeanMs: mean(sorted), scriptMedianMs: quantile(sorted, 0.5), scriptP95Ms: quantile(sorted, 0.95),
    updateMedianMs: null, updateP95Ms: null, renderedShare: null,
    mainThreadPerFrameMs: ((task1 - task0) * 1000) / Math.max(r.frames, 1), drawCallsMax: null, heapGrowthKb: heap1 - heap0,
    maxAlive, minSpawnIntervalMs: null, fallMinMs: null, fallMaxMs: null,
  };
}
