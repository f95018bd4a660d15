/**
 * `npm run bench:scenes`: drives each scene in headless Chromium at CPU throttle 1× and 6× for
 * 10 s and reports per-frame script time, draw calls, heap growth and the rain's limits, beside
 * a DOM rain and a plain-JavaScript yardstick timed the same way (see scenes/README.md).
 * Figures, not a pass/fail test: budgets are printed beside them. Report: .tmp/bench-scenes.json.
 * Options: BENCH_MS (10000), BENCH_SCENES (e.g. `wheel,gift`; default all rows), BENCH_PIN=0.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import type { CDPSession, Page } from '@playwright/test';
import { build, preview } from 'vite';
import { GPU_COMPOSITING_ARGS, MISSING_BROWSER_MESSAGE, findChromium } from '../../e2e/browser.ts';
import { FRAME_MS_60FPS, LOW_END_FACTOR, lowEndFactor } from '../../../scenes/sandbox/frame-budget.ts';
import { canPin, pinBrowser, pinSelf } from './cores.ts';
import { measurePlainPage, measureScene } from './measure.ts';
import type { Row } from './measure.ts';

const DURATION_MS = Number(process.env.BENCH_MS ?? 10_000);
const THROTTLES = [1, 6];
/** `js-50us`, `js-100us`: the yardstick, a frame of fixed plain JavaScript (calibrate.ts). */
/** `lucky-wheel`: the usual H5 wheel (npm `lucky-canvas`), 8 prizes, the same spin cycle as `wheel`. */
const ALL_SCENES = ['wheel', 'lucky-wheel', 'gift', 'rain', 'dom-rain', 'widget', 'js-50us', 'js-100us'] as const;
type SceneRow = (typeof ALL_SCENES)[number];
/** BENCH_SCENES=wheel,gift runs only those (while tuning one scene). */
const ONLY = process.env.BENCH_SCENES?.split(',').map((s) => s.trim());
const SCENES = ALL_SCENES.filter((s) => !ONLY || ONLY.includes(s));
const BENCH_ARGS = GPU_COMPOSITING_ARGS;
const PIN = canPin() && process.env.BENCH_PIN !== '0';

/** Loop speed of the yardstick measured at 1×, so the 6× run does the same work. */
let loopsPerUs = 0;

function measureRow(page: Page, cdp: CDPSession, base: string, scene: SceneRow): Promise<Omit<Row, 'throttle'>> {
  const pin = PIN ? pinBrowser : () => undefined;
  if (scene === 'dom-rain') return measurePlainPage(page, cdp, `${base}tests/bench/scenes/dom-rain.html`, scene, DURATION_MS, pin);
  if (scene === 'lucky-wheel') return measurePlainPage(page, cdp, `${base}tests/bench/scenes/lucky-wheel.html`, scene, DURATION_MS, pin);
  if (scene.startsWith('js-')) {
    const us = Number(scene.slice(3, -2));
    return measurePlainPage(page, cdp, `${base}tests/bench/scenes/calibrate.html?us=${us}&perUs=${loopsPerUs || ''}`, scene, DURATION_MS, pin);
  }
  return measureScene(page, cdp, `${base}scenes/sandbox/stage.html`, scene, DURATION_MS, pin);
}

async function main(): Promise<void> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error(MISSING_BROWSER_MESSAGE);
  if (PIN) pinSelf();
  const configFile = 'vite.sandbox.config.ts';
  await build({ configFile, logLevel: 'warn' });
  const server = await preview({ configFile, preview: { port: 0, host: '127.0.0.1', open: false } });
  const base = server.resolvedUrls?.local[0] ?? '';
  const browser = await chromium.launch({ executablePath, args: BENCH_ARGS });
  const rows: Row[] = [];
  try {
    for (const throttle of THROTTLES) {
      for (const scene of SCENES) {
        // DPR 1: the software rasteriser's fill cost at DPR 2+ says nothing about a phone's GPU and
        // starves the main thread; script time and draw calls do not depend on it.
        const page: Page = await browser.newPage({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 1 });
        // tsx compiles with keepNames: functions sent to page.evaluate call its __name helper.
        await page.addInitScript({ content: 'window.__name = (f) => f;' });
        const cdp: CDPSession = await page.context().newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
        const row = await measureRow(page, cdp, base, scene);
        if (scene.startsWith('js-') && throttle === 1) loopsPerUs ||= Number(await page.evaluate(() => document.body.dataset.perUs));
        rows.push({ ...row, throttle });
        console.log(`  ${scene} @${throttle}× done`);
        await page.close();
      }
    }
  } finally {
    await browser.close();
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
  }
  mkdirSync('.tmp', { recursive: true });
  writeFileSync('.tmp/bench-scenes.json', JSON.stringify({ durationMs: DURATION_MS, pinned: PIN, args: BENCH_ARGS, rows, at: new Date().toISOString() }, null, 2));
  console.log(PIN
    ? '\nPinned: page main thread + CPU throttler on core 1, GPU process and the rest on core 0 (BENCH_PIN=0 to turn off).'
    : '\nNot pinned (needs Linux, taskset and 2 cores): figures include preemption by the software GPU.');
  printTable(rows);
}

function printTable(rows: Row[]): void {
  const f = (v: number | null, d = 2) => (v === null ? '—' : v.toFixed(d));
  const pct = (v: number | null) => (v === null ? '—' : `${Math.round(v * 100)}%`);
  console.log('\nscript = scene update + Pixi render submission per frame; update = the scene\'s own update() only;');
  console.log('drawn = frames that rendered (nothing new to draw: no render); main = all main-thread work per frame;');
  console.log('js-50us / js-100us = a frame of 50 / 100 µs of plain JavaScript (at 1×), timed the same way: the throttle\'s own floor.');
  console.log('scene        cpu  fps  script mean  med  p95   update med  p95  drawn  main/frame  draws  heap Δ kB  max alive  min spawn  fall min–max');
  for (const r of rows) {
    console.log([
      r.scene.padEnd(12), `${r.throttle}×`.padEnd(4), f(r.fps, 0).padStart(4), f(r.scriptMeanMs).padStart(9), f(r.scriptMedianMs).padStart(6), f(r.scriptP95Ms).padStart(6),
      f(r.updateMedianMs).padStart(9), f(r.updateP95Ms).padStart(6), pct(r.renderedShare).padStart(6),
      f(r.mainThreadPerFrameMs).padStart(10), f(r.drawCallsMax, 0).padStart(6), f(r.heapGrowthKb, 0).padStart(10),
      f(r.maxAlive, 0).padStart(10), f(r.minSpawnIntervalMs, 0).padStart(10), `${f(r.fallMinMs, 0)}–${f(r.fallMaxMs, 0)}`.padStart(13),
    ].join(' '));
  }
  printRatios(rows);
  printLowEndFactor(rows);
  console.log('\nBudgets at 6×: script p95 < 2 ms, draw calls < 6, heap growth < 1024 kB over 10 s of rain, ≤ 50 envelopes, spawn ≥ 300 ms, falls 5000–8000 ms.');
}

/** The scenes' budgets (wheel ≤ 0.5×, rain ≤ 1×) are ratios to the baselines of the same run, so a slow machine moves both sides. */
function printRatios(rows: Row[]): void {
  const pairs = [['wheel', 'lucky-wheel', 0.5], ['rain', 'dom-rain', 1]] as const;
  console.log('\nratio to baseline (same run)   mean    p95   budget');
  for (const throttle of THROTTLES) {
    for (const [ours, base, budget] of pairs) {
      const a = rows.find((r) => r.scene === ours && r.throttle === throttle);
      const b = rows.find((r) => r.scene === base && r.throttle === throttle);
      if (!a || !b) continue;
      const ratio = (x: number, y: number) => (y > 0 ? (x / y).toFixed(2) : '—');
      console.log(`${`${ours} / ${base} @${throttle}×`.padEnd(30)} ${ratio(a.scriptMeanMs, b.scriptMeanMs).padStart(5)}  ${ratio(a.scriptP95Ms, b.scriptP95Ms).padStart(5)}   ≤ ${budget}×`);
    }
  }
}

/** The sandbox's budget line (scenes/sandbox/frame-budget.ts): a frame here takes k times as long on a low-end phone. */
function printLowEndFactor(rows: Row[]): void {
  const k = lowEndFactor(rows);
  if (!k) return;
  const each = Object.entries(k.perScene).map(([scene, r]) => `${scene} ${r.toFixed(1)}`).join(', ');
  console.log(`\nlow-end factor k (mean script 6× / 1×): ${each}; largest ${k.factor.toFixed(1)} → budget line 16.7 / k = ${(FRAME_MS_60FPS / k.factor).toFixed(2)} ms`);
  console.log(`(the sandbox draws its line at k = ${LOW_END_FACTOR}: ${(FRAME_MS_60FPS / LOW_END_FACTOR).toFixed(2)} ms)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
