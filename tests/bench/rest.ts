/**
 * `npm run bench:rest`: what a page costs while the member does nothing (the goals: a scene at rest
 * renders no frame and costs nothing; widgets at rest 0 ms). Builds the app (REST_NO_BUILD=1 reuses
 * `dist/`), starts the real server on a fresh PGlite with its demo data, signs a member in, and
 * opens each page in Chromium at 360×740, DPR 2, CPU slowed 6× (a low-end phone), compositing on
 * SwiftShader's GPU as a phone composites on its GPU (GPU_COMPOSITING_ARGS). Once the page has
 * settled (REST_SETTLE_MS, 8 s: start-up done, widgets tucked after their 4 s without a touch), it
 * reads Chromium's own counters over REST_MS (10 s): main-thread task time, script time, style
 * recalculations and layouts. Then a tap on the top bar (nothing there reacts to it) hands the
 * widgets to their canvas, and the same is read again once the page has settled.
 *
 * Beside the pages, in the same run: the bare stack's page (tests/bench/bare-stack/page: React,
 * the router, i18next, zustand, static text), the floor a page at rest can reach in this browser.
 * A benchmark, not a test: it fails on nothing. REST_PAGES=home,login limits the pages.
 */
import { execSync } from 'node:child_process';
import { join } from 'node:path';
import { rmSync } from 'node:fs';
import { chromium, type Browser, type CDPSession, type Page } from '@playwright/test';
import { GIFT_BOX_PATH, HOME_PATH, LOGIN_PATH, WALLET_PATH, WHEEL_PATH } from '../../src/lib/paths.ts';
import { GPU_COMPOSITING_ARGS } from '../e2e/browser.ts';
import { BARE_PAGE_BASE } from './bare-stack/page/vite.config.ts';
import { type SignedInMember, phoneContextWithMember, startSiteWithMember } from './harness.ts';

const CPU_SLOWDOWN = 6;
const SETTLE_MS = Number(process.env.REST_SETTLE_MS ?? 8_000);
const MEASURE_MS = Number(process.env.REST_MS ?? 10_000);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const BARE_PAGE_DIR = `dist${BARE_PAGE_BASE}`;
/** A path with `/` first is a page of its own (the baseline), otherwise an app route. */
const PAGES: Array<[label: string, path: string]> = [
  ['bare-text', `${BARE_PAGE_BASE}#/`],
  ['home', HOME_PATH], ['login', LOGIN_PATH], ['wallet', WALLET_PATH], ['lottery', WHEEL_PATH], ['dailylottery', GIFT_BOX_PATH],
];

interface Rest { taskMs: number; scriptMs: number; styles: number; layouts: number }

async function counters(cdp: CDPSession): Promise<Rest> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const value = (name: string) => metrics.find((m) => m.name === name)?.value ?? 0;
  return { taskMs: value('TaskDuration') * 1000, scriptMs: value('ScriptDuration') * 1000, styles: value('RecalcStyleCount'), layouts: value('LayoutCount') };
}

/** The page's cost over MEASURE_MS, per second, as the main thread counts it (already slowed down). */
async function measureRest(cdp: CDPSession, page: Page): Promise<Rest> {
  const before = await counters(cdp);
  await page.waitForTimeout(MEASURE_MS);
  const after = await counters(cdp);
  const perSecond = (k: keyof Rest) => ((after[k] - before[k]) * 1000) / MEASURE_MS;
  return { taskMs: perSecond('taskMs'), scriptMs: perSecond('scriptMs'), styles: perSecond('styles'), layouts: perSecond('layouts') };
}

const row = (r: Rest) =>
  `task ${r.taskMs.toFixed(1).padStart(6)} ms/s  script ${r.scriptMs.toFixed(1).padStart(6)} ms/s  styles ${r.styles.toFixed(1).padStart(5)}/s  layouts ${r.layouts.toFixed(1).padStart(5)}/s`;

async function measurePage(browser: Browser, base: string, member: SignedInMember, path: string): Promise<{ standIns: Rest; canvas: Rest | null }> {
  const context = await phoneContextWithMember(browser, member);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Performance.enable');
    const appPage = !path.startsWith(BARE_PAGE_BASE);
    await page.goto(appPage ? `${base}/#${path}` : `${base}${path}`);
    await page.waitForTimeout(SETTLE_MS);
    const standIns = await measureRest(cdp, page);
    if (!appPage || (await page.locator('[data-widget-standins]').count()) === 0) return { standIns, canvas: null };
    // The first touch hands the widgets to their canvas; the top bar's middle is not a control.
    await page.touchscreen.tap(180, 20);
    await page.waitForFunction(() => document.querySelector('canvas[data-scene-slot="overlay"]') !== null, undefined, { timeout: 30_000 });
    await page.waitForTimeout(SETTLE_MS);
    return { standIns, canvas: await measureRest(cdp, page) };
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  if (!process.env.REST_NO_BUILD) execSync('npx vite build --logLevel warn', { stdio: 'inherit' });
  execSync(`npx vite build --config tests/bench/bare-stack/page/vite.config.ts --outDir ${join(process.cwd(), BARE_PAGE_DIR)} --emptyOutDir --logLevel error`, { stdio: 'inherit' });
  const { base, server, dataDir, member } = await startSiteWithMember('repouso');
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: GPU_COMPOSITING_ARGS });
  try {
    console.log(`Pages at rest, ${CPU_SLOWDOWN}× CPU, measured ${MEASURE_MS / 1000} s after ${SETTLE_MS / 1000} s to settle (main-thread time per second):`);
    const only = process.env.REST_PAGES?.split(',');
    for (const [label, path] of PAGES.filter(([label]) => !only || only.includes(label))) {
      const { standIns, canvas } = await measurePage(browser, base, member, path);
      console.log(`  ${label.padEnd(13)} ${canvas ? 'widgets as buttons ' : ''.padEnd(19)} ${row(standIns)}`);
      if (canvas) console.log(`  ${''.padEnd(13)} widgets on canvas  ${row(canvas)}`);
    }
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(BARE_PAGE_DIR, { recursive: true, force: true });
  }
}

await main();
