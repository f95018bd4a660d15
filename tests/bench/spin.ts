/**
 * `npm run bench:spin`: what one spin of the wheel costs the page's main thread, with the wheel
 * drawn by the page-scene worker (scenes/worker/) and, in the same run, drawn by the page itself
 * (the worker's script refused, so the page falls back to its own runtime, as a browser without
 * OffscreenCanvas in workers does). Builds the app (SPIN_NO_BUILD=1 reuses `dist/`), starts the
 * real server on a fresh PGlite with its demo data, signs a member in with chances, and per run
 * opens the wheel's page in a fresh context at 360×740, DPR 2, compositing on SwiftShader's GPU as
 * a phone does (GPU_COMPOSITING_ARGS), with the promo widgets closed (they are not the wheel).
 * Once the wheel is on screen and settled, the CPU is slowed 6× (a low-end phone) and Chromium's
 * own counters are read from the tap on 'Girar' to the result dialog: main-thread script and task
 * time, per second of spin. The two ways alternate, SPIN_RUNS (3) times each; medians printed.
 * A benchmark, not a test: it fails on nothing.
 */
import { execSync } from 'node:child_process';
import { chromium, type Browser } from '@playwright/test';
import { WHEEL_PATH } from '../../src/lib/paths.ts';
import { GPU_COMPOSITING_ARGS } from '../e2e/browser.ts';
import { phoneContextWithMember, startSiteWithMember, type SignedInMember } from './harness.ts';

const RUNS = Number(process.env.SPIN_RUNS ?? 3);
const CPU_SLOWDOWN = 6;
const SETTLE_MS = 1500;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const WAYS = ['worker', 'main thread'] as const;
type Way = (typeof WAYS)[number];

interface Spin { seconds: number; scriptPerS: number; tasksPerS: number }

async function spinOnce(browser: Browser, base: string, member: SignedInMember, way: Way): Promise<Spin> {
  const context = await phoneContextWithMember(browser, member);
  try {
    await context.addInitScript(() => sessionStorage.setItem('promo.closed', JSON.stringify(['market-1', 'market-2', 'market-3'])));
    const page = await context.newPage();
    if (way === 'main thread') await page.route(/\/assets\/page-worker-[\w-]+\.js$/, (route) => route.abort());
    await page.goto(`${base}/#${WHEEL_PATH}`);
    await page.locator('.wheel-stage__scene[aria-busy="false"]').waitFor({ timeout: 30_000 });
    await page.waitForTimeout(SETTLE_MS);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const read = async () => new Map((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
    const before = await read();
    const started = performance.now();
    await page.getByRole('button', { name: 'Girar', exact: true }).click();
    await page.getByRole('dialog').waitFor({ timeout: 60_000 });
    const seconds = (performance.now() - started) / 1000;
    const after = await read();
    const ms = (name: string) => ((after.get(name) ?? 0) - (before.get(name) ?? 0)) * 1000;
    return { seconds, scriptPerS: ms('ScriptDuration') / seconds, tasksPerS: ms('TaskDuration') / seconds };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main(): Promise<void> {
  if (!process.env.SPIN_NO_BUILD) execSync('npx vite build --logLevel warn', { stdio: 'inherit' });
  const { base, server, member } = await startSiteWithMember('giro', RUNS * WAYS.length);
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: GPU_COMPOSITING_ARGS });
  const spins: Record<Way, Spin[]> = { worker: [], 'main thread': [] };
  try {
    for (let run = 0; run < RUNS; run++) for (const way of WAYS) spins[way].push(await spinOnce(browser, base, member, way));
  } finally {
    await browser.close();
    server.kill();
  }
  console.log(`One spin of the wheel, main thread at ${CPU_SLOWDOWN}× CPU, from the tap to the result (median of ${RUNS}; runs in brackets):`);
  for (const way of WAYS) {
    const list = spins[way];
    const runs = (pick: (s: Spin) => number) => list.map((s) => pick(s).toFixed(0)).join(', ');
    console.log(`  drawn by the ${way.padEnd(11)} script ${median(list.map((s) => s.scriptPerS)).toFixed(0).padStart(4)} ms/s (${runs((s) => s.scriptPerS)})  tasks ${median(list.map((s) => s.tasksPerS)).toFixed(0).padStart(4)} ms/s (${runs((s) => s.tasksPerS)})  spin ${median(list.map((s) => s.seconds)).toFixed(1)} s (${list.map((s) => s.seconds.toFixed(1)).join(', ')})`);
  }
}

await main();
