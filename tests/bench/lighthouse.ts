/**
 * `npm run bench:lighthouse`: Lighthouse mobile (its default: a mid-range phone, 4× CPU slowdown,
 * slow 4G, simulated; all four categories) of home, login, wallet, lottery and the RTP tab, each
 * as a **visitor** (a cold first visit: empty storage, no token) and as a signed-in **member** (the
 * token and the user info in localStorage, as the app keeps them), LIGHTHOUSE_RUNS (5) cold loads
 * each, median. Beside them, in the same run, the bare stack's baseline page (`bare-text`: the
 * stack and static text): a slow or busy machine scores it low too, so each page's score is also
 * given as a ratio to it. Builds the app, starts the real server on a fresh PGlite with its demo
 * data. LIGHTHOUSE_PAGES=home,login measures only those (the other baselines, `bare-data`,
 * `bare-webgl`…, only when named); the table is saved to .tmp/lighthouse/summary.txt. Lighthouse
 * is fetched by npx (not a dependency: it is only for this measurement); Chromium is Debian's.
 */
import { execFile, execSync } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type CDPSession, type Page } from '@playwright/test';
import { HOME_PATH, LOGIN_PATH, RTP_PATH, WALLET_PATH, WHEEL_PATH } from '../../src/lib/paths.ts';
import { LOCAL_KEYS } from '../../src/lib/local-values.ts';
import { freePort, startSiteWithMember, type SignedInMember } from './harness.ts';
import { BARE_PAGE_BASE } from './bare-stack/page/vite.config.ts';

/** Each run's full report stays here, to read what the score is made of (LCP element, failed audits). */
const REPORTS = '.tmp/lighthouse';
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const LIGHTHOUSE = process.env.LIGHTHOUSE_PACKAGE ?? 'lighthouse@12.8.2';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** LIGHTHOUSE_TRACES=1 keeps each run's trace beside its report (`<page>-<who>-<run>-0.trace.json`), to see inside a long task. */
const SAVE_ASSETS = process.env.LIGHTHOUSE_TRACES ? ['--save-assets'] : [];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const GOAL = 95;
/** The baseline every page is compared with; measured in every run. */
const BASELINE = 'bare-text';

type Who = 'visitor' | 'member' | 'baseline';
/** App routes, each measured for a visitor and a member (a visitor on the wallet is sent to login: that is measured). */
const APP_PAGES: Array<[label: string, route: string]> = [
  ['home', HOME_PATH], ['login', LOGIN_PATH], ['wallet', WALLET_PATH], ['lottery', WHEEL_PATH], ['rtp', RTP_PATH],
];
/** The bare stack's pages (tests/bench/bare-stack/page): static text, one API call, one WebGL frame on the main thread or by a worker. */
const BARE_PAGES: Array<[label: string, hash: string]> = [
  [BASELINE, '#/'], ['bare-data', '#/dados'], ['bare-webgl', '#/webgl'], ['bare-webgl-offscreen', '#/webgl-offscreen'], ['bare-webgl-worker', '#/webgl-worker'],
];
const BARE_PAGE_DIR = `dist${BARE_PAGE_BASE}`;

interface Run {
  perf: number;
  a11y: number;
  bestPractices: number;
  seo: number;
  tbt: number;
  lcp: number;
  fcp: number;
  longTasks: number;
  longestMs: number;
  /** Long-task milliseconds by script file, largest first. */
  byScript: string;
  /** Audits under 1 in the categories other than performance. */
  failed: string[];
}

interface Report {
  categories: Record<(typeof CATEGORIES)[number], { score: number | null; auditRefs: Array<{ id: string; weight: number }> }>;
  audits: Record<string, { score: number | null; numericValue?: number; details?: { items?: Array<{ duration: number; url: string }> } }>;
}

async function lighthouse(url: string, port: number, out: string): Promise<Run> {
  // Asynchronous: Playwright's connection to the browser is served by this process's event loop.
  await promisify(execFile)('npx', ['-y', LIGHTHOUSE, url, `--port=${port}`, '--disable-storage-reset', `--only-categories=${CATEGORIES.join(',')}`,
    '--output=json', `--output-path=${out}`, '--quiet', ...SAVE_ASSETS], { maxBuffer: 64 * 1024 * 1024 });
  const report = JSON.parse(readFileSync(out, 'utf8')) as Report;
  const score = (category: (typeof CATEGORIES)[number]) => Math.round((report.categories[category].score ?? 0) * 100);
  const tasks = report.audits['long-tasks']?.details?.items ?? [];
  const failed = CATEGORIES.filter((c) => c !== 'performance').flatMap((c) => report.categories[c].auditRefs
    .filter((ref) => ref.weight > 0 && report.audits[ref.id]?.score !== null && (report.audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => `${c === 'best-practices' ? 'bp' : c}:${ref.id}`));
  return {
    perf: score('performance'), a11y: score('accessibility'), bestPractices: score('best-practices'), seo: score('seo'),
    tbt: report.audits['total-blocking-time']?.numericValue ?? NaN,
    lcp: report.audits['largest-contentful-paint']?.numericValue ?? NaN,
    fcp: report.audits['first-contentful-paint']?.numericValue ?? NaN,
    longTasks: tasks.length,
    longestMs: Math.max(0, ...tasks.map((t) => t.duration)),
    byScript: byScript(tasks),
    failed,
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

const medianOf = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
/** The run whose performance score is the median, for its metrics and long tasks. */
const medianRun = (runs: Run[]): Run => [...runs].sort((a, b) => a.perf - b.perf)[Math.floor(runs.length / 2)]!;

/**
 * Storage as each kind of load finds it: everything of the origin cleared (HTTP cache, service
 * worker and its caches too: a page the worker serves from cache has no network timing, and
 * Lighthouse then cannot score it); for a member, then the token and user info as the app keeps them.
 */
async function prepareStorage(page: Page, cdp: CDPSession, origin: string, who: Who, member: SignedInMember): Promise<void> {
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
  if (who !== 'member') return;
  // Written from a static page of the origin that runs no script of the app (the offline page).
  await page.goto(`${origin}/offline.html`);
  await page.evaluate(([tokenKey, token, infoKey, info]) => {
    localStorage.setItem(tokenKey!, token!);
    localStorage.setItem(infoKey!, info!);
  }, [LOCAL_KEYS.token, member.token, LOCAL_KEYS.userInfo, member.userInfo]);
  await page.goto('about:blank');
  await cdp.send('Network.clearBrowserCache');
}

interface Measured { label: string; who: Who; url: string }

function plan(base: string): Measured[] {
  const only = process.env.LIGHTHOUSE_PAGES?.split(',');
  const app = APP_PAGES.filter(([label]) => !only || only.includes(label))
    .flatMap(([label, route]) => (['visitor', 'member'] as const).map((who) => ({ label, who, url: `${base}/#${route}` })));
  const bare = BARE_PAGES.filter(([label]) => label === BASELINE || only?.includes(label))
    .map(([label, hash]) => ({ label, who: 'baseline' as const, url: `${base}${BARE_PAGE_BASE}${hash}` }));
  // The baseline first and last would double its cost; once, first, like every page after a warm server.
  return [...bare, ...app];
}

function line(m: Measured, runs: Run[], baselinePerf: number | null): string {
  const r = medianRun(runs);
  const perf = medianOf(runs.map((x) => x.perf));
  const ratio = baselinePerf ? ` ×${(perf / baselinePerf).toFixed(2)}` : '';
  const goal = m.who === 'baseline' ? '' : perf >= GOAL || (baselinePerf !== null && baselinePerf < 98 && perf >= baselinePerf - 3) ? ' ok' : ' BELOW';
  const failed = [...new Set(runs.flatMap((x) => x.failed))];
  return `  ${m.label.padEnd(10)} ${m.who.padEnd(8)} perf ${String(perf).padStart(3)}${ratio}${goal} (runs ${runs.map((x) => x.perf).join(', ')})  ` +
    `TBT ${r.tbt.toFixed(0)} ms  FCP ${(r.fcp / 1000).toFixed(2)} s  LCP ${(r.lcp / 1000).toFixed(2)} s  ` +
    `a11y ${medianOf(runs.map((x) => x.a11y))}  bp ${medianOf(runs.map((x) => x.bestPractices))}  seo ${medianOf(runs.map((x) => x.seo))}  ` +
    `long tasks ${r.longTasks} (longest ${r.longestMs.toFixed(0)} ms${r.byScript ? `: ${r.byScript}` : ''})` +
    (failed.length ? `\n${' '.repeat(22)}failing: ${failed.join(', ')}` : '');
}

async function main(): Promise<void> {
  if (!process.env.LIGHTHOUSE_NO_BUILD) execSync('npm run build --silent', { stdio: 'inherit' });
  // Served by the app's server from dist/ (removed at the end), so both travel the same way.
  execSync(`npx vite build --config tests/bench/bare-stack/page/vite.config.ts --outDir ${join(process.cwd(), BARE_PAGE_DIR)} --emptyOutDir --logLevel error`, { stdio: 'inherit' });
  const { base, server, dataDir, member } = await startSiteWithMember('farol');
  mkdirSync(REPORTS, { recursive: true });
  const profile = mkdtempSync(join(tmpdir(), 'premia-lighthouse-profile-'));
  const debugPort = await freePort();
  // One persistent profile: Lighthouse opens its tabs in the browser Playwright launched, so
  // they share its storage, which prepareStorage sets before each load.
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM, headless: true,
    args: [`--remote-debugging-port=${debugPort}`, '--no-sandbox', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  const out: string[] = [];
  const print = (text: string) => { console.log(text); out.push(text); };
  try {
    const page = await browser.newPage();
    await page.goto('about:blank');
    const cdp = await browser.newCDPSession(page);
    const measured = plan(base);
    print(`Lighthouse mobile (${LIGHTHOUSE}), median of ${RUNS} cold loads, ${new Date().toISOString()}; ratio = page's performance / ${BASELINE}'s, same run;` +
      ` goal perf ≥ ${GOAL} (or within 3 of a baseline under 98):`);
    // A server as people meet it, warm: the first load after start-up ran the server's code
    // cold (its compilation, the database's first queries) and scored 10–20 below the next ones.
    for (const m of measured) {
      await prepareStorage(page, cdp, base, m.who, member);
      await page.goto(m.url, { waitUntil: 'networkidle' });
      await page.goto('about:blank');
    }
    let baselinePerf: number | null = null;
    for (const m of measured) {
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        await prepareStorage(page, cdp, base, m.who, member);
        runs.push(await lighthouse(m.url, debugPort, join(REPORTS, `${m.label}-${m.who}-${i}.json`)));
      }
      if (m.label === BASELINE) baselinePerf = medianOf(runs.map((x) => x.perf));
      print(line(m, runs, baselinePerf));
    }
  } finally {
    writeFileSync(join(REPORTS, 'summary.txt'), `${out.join('\n')}\n`);
    await browser.close().catch(() => {});
    server.kill('SIGTERM');
    rmSync(profile, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(BARE_PAGE_DIR, { recursive: true, force: true });
  }
}

await main();
