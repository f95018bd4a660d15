/**
 * `npm run bench:lighthouse`: Lighthouse mobile performance (its default: a mid-range phone, 4×
 * CPU slowdown, slow 4G, simulated) of the five pages with goals (home, login, wallet ≥ 95;
 * lottery, dailylottery ≥ 90), LIGHTHOUSE_RUNS (3) runs each, median by score. Builds the app,
 * starts the real server on a fresh PGlite with its demo
 * data, and signs a member in (the token and the user info in localStorage, as the app keeps them) so the wallet and
 * the games are measured as a member sees them. Beside them, in the same run, the bare stack's
 * baseline page (static text, and text after one API call). LIGHTHOUSE_PAGES=home,login measures only those. Lighthouse is fetched by npx (not a dependency:
 * it is only for this measurement); Chromium is Debian's.
 */
import { execFile, execSync } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { GIFT_BOX_PATH, HOME_PATH, LOGIN_PATH, WALLET_PATH, WHEEL_PATH } from '../../src/lib/paths.ts';
import { LOCAL_KEYS } from '../../src/lib/local-values.ts';
import { freePort, startSiteWithMember } from './harness.ts';
import { BARE_PAGE_BASE } from './bare-stack/page/vite.config.ts';

/** Each run's full report stays here, to read what the score is made of (LCP element, chains). */
const REPORTS = '.tmp/lighthouse';
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const LIGHTHOUSE = process.env.LIGHTHOUSE_PACKAGE ?? 'lighthouse@12.8.2';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** LIGHTHOUSE_TRACES=1 keeps each run's trace beside its report (`<page>-<run>-0.trace.json`), to see inside a long task. */
const SAVE_ASSETS = process.env.LIGHTHOUSE_TRACES ? ['--save-assets'] : [];
/** A path with `/` first is a page of its own (the baselines), otherwise an app route. */
const PAGES: Array<[label: string, path: string, goal: number | null]> = [
  ['home', HOME_PATH, 95], ['login', LOGIN_PATH, 95], ['wallet', WALLET_PATH, 95], ['lottery', WHEEL_PATH, 90], ['dailylottery', GIFT_BOX_PATH, 90],
  // The same-run baselines: the bare stack (tests/bench/bare-stack/page), static text and one API call.
  ['bare-text', `${BARE_PAGE_BASE}#/`, null], ['bare-data', `${BARE_PAGE_BASE}#/dados`, null],
  // One WebGL frame and nothing of ours: on the main thread, then by a worker (OffscreenCanvas).
  ['bare-webgl', `${BARE_PAGE_BASE}#/webgl`, null], ['bare-webgl-offscreen', `${BARE_PAGE_BASE}#/webgl-offscreen`, null], ['bare-webgl-worker', `${BARE_PAGE_BASE}#/webgl-worker`, null],
];
const BARE_PAGE_DIR = `dist${BARE_PAGE_BASE}`;

interface Run {
  score: number;
  tbt: number;
  lcp: number;
  fcp: number;
  longTasks: number;
  longestMs: number;
  /** Long-task milliseconds by script file, largest first. */
  byScript: string;
}

async function lighthouse(url: string, port: number, out: string): Promise<Run> {
  // Asynchronous: Playwright's connection to the browser is served by this process's event loop.
  await promisify(execFile)('npx', ['-y', LIGHTHOUSE, url, `--port=${port}`, '--disable-storage-reset', '--only-categories=performance', '--output=json', `--output-path=${out}`, '--quiet', ...SAVE_ASSETS]);
  const report = JSON.parse(readFileSync(out, 'utf8')) as {
    categories: { performance: { score: number } };
    audits: Record<string, { numericValue?: number; details?: { items?: Array<{ duration: number; url: string }> } }>;
  };
  const tasks = report.audits['long-tasks']?.details?.items ?? [];
  return {
    score: Math.round(report.categories.performance.score * 100),
    tbt: report.audits['total-blocking-time']?.numericValue ?? NaN,
    lcp: report.audits['largest-contentful-paint']?.numericValue ?? NaN,
    fcp: report.audits['first-contentful-paint']?.numericValue ?? NaN,
    longTasks: tasks.length,
    longestMs: Math.max(0, ...tasks.map((t) => t.duration)),
    byScript: byScript(tasks),
  };
}

function byScript(tasks: Array<{ duration: number; url: string }>): string {
  const sums = new Map<string, number>();
  for (const t of tasks) {
    const file = t.url.replace(/^.*\//, '').replace(/-[\w-]{8}\.js$/, '.js') || 'sem script';
    sums.set(file, (sums.get(file) ?? 0) + t.duration);
  }
  return [...sums].sort((a, b) => b[1] - a[1]).slice(0, 3).map(([file, ms]) => `${file} ${ms.toFixed(0)} ms`).join(', ');
}

const median = (runs: Run[]): Run => [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)]!;

async function main(): Promise<void> {
  if (!process.env.LIGHTHOUSE_NO_BUILD) execSync('npm run build --silent', { stdio: 'inherit' });
  // Served by the app's server from dist/ (removed at the end), so both travel the same way.
  execSync(`npx vite build --config tests/bench/bare-stack/page/vite.config.ts --outDir ${join(process.cwd(), BARE_PAGE_DIR)} --emptyOutDir --logLevel error`, { stdio: 'inherit' });
  const { base, server, dataDir, member } = await startSiteWithMember('farol');
  mkdirSync(REPORTS, { recursive: true });
  const profile = mkdtempSync(join(tmpdir(), 'premia-lighthouse-profile-'));
  const debugPort = await freePort();
  // One persistent profile: Lighthouse opens its tabs in the browser Playwright launched, so
  // they share its localStorage (the member's token).
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM, headless: true,
    args: [`--remote-debugging-port=${debugPort}`, '--no-sandbox', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  try {
    const page = await browser.newPage();
    await page.goto(base);
    // Signed in as the app keeps a member: member-only pages check the token and the user info.
    await page.evaluate(([tokenKey, token, infoKey, info]) => {
      localStorage.setItem(tokenKey!, token!);
      localStorage.setItem(infoKey!, info!);
    }, [LOCAL_KEYS.token, member.token, LOCAL_KEYS.userInfo, member.userInfo]);
    await page.goto('about:blank');
    const cdp = await browser.newCDPSession(page);
    // Every run a cold load of a signed-in member: no HTTP cache, no service worker or its caches
    // (a page the worker serves from cache has no network timing, and Lighthouse then cannot score
    // it), but localStorage kept.
    const coldStart = async () => {
      await cdp.send('Network.clearBrowserCache');
      await cdp.send('Storage.clearDataForOrigin', { origin: base, storageTypes: 'service_workers,cache_storage' });
    };
    console.log(`Lighthouse mobile (${LIGHTHOUSE}), median of ${RUNS} runs by score, each a cold load:`);
    const only = process.env.LIGHTHOUSE_PAGES?.split(',');
    const measured = PAGES.filter(([label]) => !only || only.includes(label));
    const urlOf = (path: string) => (path.startsWith(BARE_PAGE_BASE) ? `${base}${path}` : `${base}/#${path}`);
    // A server as members meet it, warm: the first load after start-up ran the server's code
    // cold (its compilation, the database's first queries) and scored 10–20 below the next ones.
    for (const [, path] of measured) {
      await page.goto(urlOf(path), { waitUntil: 'networkidle' });
      await page.goto('about:blank');
    }
    for (const [label, path, goal] of measured) {
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        await coldStart();
        const url = urlOf(path);
        runs.push(await lighthouse(url, debugPort, join(REPORTS, `${label}-${i}.json`)));
      }
      const m = median(runs);
      console.log(`  ${label.padEnd(13)} ${String(m.score).padStart(3)} (${goal === null ? 'baseline' : `goal ≥ ${goal}`}; runs ${runs.map((r) => r.score).join(', ')})  ` +
        `FCP ${(m.fcp / 1000).toFixed(2)} s  LCP ${(m.lcp / 1000).toFixed(2)} s  TBT ${m.tbt.toFixed(0)} ms  long tasks ${m.longTasks} (longest ${m.longestMs.toFixed(0)} ms: ${m.byScript})`);
    }
  } finally {
    await browser.close().catch(() => {});
    server.kill('SIGTERM');
    rmSync(profile, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(BARE_PAGE_DIR, { recursive: true, force: true });
  }
}

await main();
