/**
 * `npm run bench:startup`: where the main thread's time goes while the first screen starts, on a
 * slow phone's CPU. Builds the app (with hidden source maps, so the profile names the source files;
 * the JavaScript is the same bytes), starts the real server on a fresh PGlite with its demo data as
 * `bench:lighthouse` does, signs a member in (the token and the user info in localStorage, as the app keeps them), and loads each page
 * STARTUP_RUNS (5) times in Chromium at 360×740, DPR 2, with the CPU slowed 4× (CDP
 * `Emulation.setCPUThrottlingRate`; no network throttling, so the figures are the CPU's). Each load
 * is a fresh browser context (cold cache, as a first visit) and lasts until the page is idle:
 * network quiet and no long task for 1.5 s (at most 20 s).
 *
 * Per page, the median of the runs: the long tasks (PerformanceObserver 'longtask'; "TBT" is the
 * sum of each task's time over 50 ms, from navigation to idle, so a little more than Lighthouse's
 * FCP→TTI window), first contentful paint, React's first commit (the moment `index.html`'s skeleton
 * leaves `#root`), the cumulative layout shift, and the script CPU time; then the CPU profile's top
 * source files / packages and functions by self time (mean over the runs, throttled milliseconds).
 *
 * Pages: home, login, wallet, lottery and dailylottery (the game pages add the canvas layer's start-up);
 * STARTUP_VISITOR=1 loads each page as a visitor's first visit instead (empty storage, no token: the
 * visitor's path, device token and fingerprint included; a member-only page sends them to login).
 * STARTUP_PAGES=home,login limits the pages (rtp: the RTP tab), STARTUP_RUNS the loads, STARTUP_NO_BUILD=1 reuses
 * `dist/` (a build from `npm run build` has no source maps: the profile then names bundle files).
 * A benchmark, not a test: it fails on nothing.
 */
import { execSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type CDPSession } from '@playwright/test';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { GIFT_BOX_PATH, HOME_PATH, LOGIN_PATH, RTP_PATH, WALLET_PATH, WHEEL_PATH } from '../../src/lib/paths.ts';
import { CHROMIUM_ARGS } from '../e2e/browser.ts';
import { PHONE, type SignedInMember, phoneContextWithMember, startSiteWithMember } from './harness.ts';

const RUNS = Number(process.env.STARTUP_RUNS ?? 5);
const CPU_SLOWDOWN = 4;
const QUIET_MS = 1500;
const MAX_MS = 20_000;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PAGES: Array<[label: string, path: string]> = [['home', HOME_PATH], ['login', LOGIN_PATH], ['wallet', WALLET_PATH], ['lottery', WHEEL_PATH], ['dailylottery', GIFT_BOX_PATH], ['rtp', RTP_PATH]];
const VISITOR = Boolean(process.env.STARTUP_VISITOR);

interface CallFrame { functionName: string; url: string; lineNumber: number; columnNumber: number }
interface ProfileNode { id: number; callFrame: CallFrame; children?: number[] }
interface Profile { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; startTime: number }

interface Load {
  tbt: number;
  longTaskMs: number;
  longTasks: number;
  longestMs: number;
  fcp: number;
  firstCommit: number;
  cls: number;
  idleAt: number;
  scriptMs: number;
  byFile: Map<string, number>;
  byFunction: Map<string, number>;
  /** The profile's busy spans over 50 ms: start, length and what ran in them. */
  spans: Span[];
  cpu: CpuTasks;
  explained: string[];
}

interface Span { start: number; ms: number; byFile: Map<string, number> }

/**
 * The renderer main thread's tasks from a Chromium trace, by thread CPU time (`tdur`), from the
 * page's first HTML parse on. Chromium's CPU throttling keeps the throttled thread busy, so `tdur`
 * is already the slowed-down time; another process taking the shared machine's cores stretches a
 * task's wall time but not its CPU time, so these figures hold stiller than the wall-clock ones.
 */
interface CpuTasks { tbt: number; longTasks: number; longestMs: number; totalMs: number; top: string[]; windows: Array<[from: number, to: number]> }

interface TraceEvent { name: string; ph: string; pid: number; tid: number; ts: number; dur?: number; tdur?: number; args?: { name?: string; data?: { url?: string; functionName?: string } } }

function cpuTasks(trace: { traceEvents: TraceEvent[] }): CpuTasks {
  const events = trace.traceEvents;
  const mains = new Set(events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const onMain = events.filter((e) => mains.has(`${e.pid}:${e.tid}`) && e.ph === 'X' && e.tdur !== undefined);
  const parsed = Math.min(...onMain.filter((e) => e.name === 'ParseHTML').map((e) => e.ts));
  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.ts + (e.dur ?? 0) >= parsed);
  let tbt = 0;
  let longTasks = 0;
  let longestMs = 0;
  let totalMs = 0;
  const long: Array<{ ms: number; what: string }> = [];
  const windows: Array<[number, number]> = [];
  for (const task of tasks) {
    const ms = task.tdur! / 1000;
    totalMs += ms;
    if (ms <= 50) continue;
    tbt += ms - 50;
    longTasks += 1;
    longestMs = Math.max(longestMs, ms);
    // What the task ran: its largest children (script evaluation, function calls, style, layout).
    const end = task.ts + task.dur!;
    const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end && e.pid === task.pid && e.tid === task.tid);
    const named = new Map<string, number>();
    for (const e of inside) {
      if (!['EvaluateScript', 'FunctionCall', 'v8.compileModule', 'v8.evaluateModule', 'ParseHTML', 'Layout', 'UpdateLayoutTree', 'Paint', 'TimerFire', 'FireAnimationFrame', 'EventDispatch', 'XHRReadyStateChange', 'v8.compile'].includes(e.name)) continue;
      const url = e.args?.data?.url?.replace(/^.*\//, '') ?? '';
      const key = `${e.name}${url ? ` ${url}` : ''}`;
      named.set(key, Math.max(named.get(key) ?? 0, e.tdur! / 1000));
    }
    const what = [...named].sort((a, b) => b[1] - a[1]).slice(0, 3).map(([k, v]) => `${k} ${v.toFixed(0)}`).join(', ');
    long.push({ ms, what });
    windows.push([task.ts, end]);
  }
  return { tbt, longTasks, longestMs, totalMs, windows, top: long.map((l) => `${l.ms.toFixed(0).padStart(4)} ms  ${l.what}`) };
}

/** Runs in the page before any of its scripts: long tasks, layout shifts and React's first commit. */
function observeStartup(): void {
  const w = window as unknown as { __startup: { tasks: Array<[number, number]>; cls: number; firstCommit: number } };
  w.__startup = { tasks: [], cls: 0, firstCommit: NaN };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__startup.tasks.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
      if (!e.hadRecentInput) w.__startup.cls += e.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
  document.addEventListener('DOMContentLoaded', () => {
    const root = document.getElementById('root');
    const skeleton = root?.firstElementChild;
    if (!root || !skeleton) return;
    const watch = new MutationObserver(() => {
      if (skeleton.parentNode === root) return;
      w.__startup.firstCommit = performance.now();
      watch.disconnect();
    });
    watch.observe(root, { childList: true });
  });
}

/** Source maps of dist/assets, read once: bundle URL → map. */
const maps = new Map<string, TraceMap | null>();
function mapFor(url: string): TraceMap | null {
  const file = url.replace(/^https?:\/\/[^/]+\//, '');
  if (!maps.has(file)) {
    const path = join('dist', `${file}.map`);
    maps.set(file, existsSync(path) ? new TraceMap(readFileSync(path, 'utf8')) : null);
  }
  return maps.get(file)!;
}

/** A frame's source file as a package (`react-dom`) or a project path (`src/app/App.tsx`). */
function sourceOf(frame: CallFrame): { file: string; name: string } {
  if (!frame.url) return { file: frame.functionName.startsWith('(') ? frame.functionName : '(native)', name: frame.functionName || '(anonymous)' };
  const map = mapFor(frame.url);
  const bundle = frame.url.replace(/^.*\//, '');
  if (!map) return { file: bundle, name: `${frame.functionName || '(anonymous)'} ${bundle}:${frame.lineNumber + 1}` };
  const at = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
  const source = (at.source ?? bundle).replace(/^(\.\.\/)+/, '');
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1];
  const name = `${at.name ?? frame.functionName ?? '(anonymous)'} ${source.replace(/^.*node_modules\//, '')}:${at.line ?? '?'}`;
  return { file: pkg ?? source, name };
}

const add = (map: Map<string, number>, key: string, ms: number) => map.set(key, (map.get(key) ?? 0) + ms);

/**
 * The CPU profile's samples inside each long task (the profile and the trace share Chromium's
 * clock): the task's top functions by self time, and the outermost script frames (which entry
 * point ran: a module's top level, React's scheduler, a promise callback).
 */
function explain(profile: Profile, windows: Array<[number, number]>): string[] {
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const lines: string[] = [];
  for (const [from, to] of windows) {
    const self = new Map<string, number>();
    const entry = new Map<string, number>();
    let at = profile.startTime;
    for (let i = 0; i < profile.samples.length; i += 1) {
      at += profile.timeDeltas[i] ?? 0;
      if (at < from || at > to) continue;
      const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
      let id: number | undefined = profile.samples[i]!;
      const frame = nodes.get(id)!.callFrame;
      if (frame.functionName === '(idle)') continue;
      add(self, frame.functionName === '(program)' ? '(program)' : sourceOf(frame).name, ms);
      // The stack from the outside in: its first two script frames.
      const stack: CallFrame[] = [];
      while (id !== undefined) {
        const f = nodes.get(id)!.callFrame;
        if (f.url) stack.unshift(f);
        id = parent.get(id);
      }
      if (stack.length) add(entry, stack.slice(0, 2).map((f) => sourceOf(f).name).join(' > '), ms);
    }
    const top = (m: Map<string, number>, n: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `${k} ${v.toFixed(0)}`).join('; ');
    lines.push(`${((to - from) / 1000).toFixed(0).padStart(4)} ms  entry: ${top(entry, 2)}\n            self: ${top(self, 4)}`);
  }
  return lines;
}

/**
 * Self time by file and by function, and the busy spans: runs of samples without an `(idle)` one
 * between them (`(program)` is the browser's own work, style, layout, paint, inside a task), so
 * a span over 50 ms is a long task as the profiler saw it.
 */
function selfTimes(profile: Profile): { byFile: Map<string, number>; byFunction: Map<string, number>; scriptMs: number; spans: Span[] } {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const byFile = new Map<string, number>();
  const byFunction = new Map<string, number>();
  const spans: Span[] = [];
  let span: Span | null = null;
  let scriptMs = 0;
  let at = 0;
  for (let i = 0; i < profile.samples.length; i += 1) {
    // V8's delta before sample i is the time since the previous one; the sample's time is the next delta.
    at += (profile.timeDeltas[i] ?? 0) / 1000;
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const frame = nodes.get(profile.samples[i]!)!.callFrame;
    if (frame.functionName === '(idle)') {
      if (span && span.ms > 50) spans.push(span);
      span = null;
      continue;
    }
    span ??= { start: at, ms: 0, byFile: new Map() };
    span.ms += ms;
    if (frame.functionName === '(program)') {
      add(span.byFile, '(program)', ms);
      continue;
    }
    const { file, name } = sourceOf(frame);
    if (frame.url) scriptMs += ms;
    add(byFile, file, ms);
    add(byFunction, name, ms);
    add(span.byFile, file, ms);
  }
  if (span && span.ms > 50) spans.push(span);
  return { byFile, byFunction, scriptMs, spans };
}

async function waitUntilIdle(cdp: CDPSession, read: () => Promise<number>): Promise<number> {
  let inflight = 0;
  let lastNetwork = Date.now();
  cdp.on('Network.requestWillBeSent', () => { inflight += 1; lastNetwork = Date.now(); });
  const done = () => { inflight = Math.max(0, inflight - 1); lastNetwork = Date.now(); };
  cdp.on('Network.loadingFinished', done);
  cdp.on('Network.loadingFailed', done);
  const start = Date.now();
  let tasks = -1;
  let lastTask = Date.now();
  while (Date.now() - start < MAX_MS) {
    await new Promise((r) => setTimeout(r, 250));
    const now = await read();
    if (now !== tasks) { tasks = now; lastTask = Date.now(); }
    // A long-lived connection (the notifyws socket) is not a request in flight.
    if (Date.now() - lastTask >= QUIET_MS && (inflight === 0 || Date.now() - lastNetwork >= QUIET_MS * 2) && Date.now() - lastNetwork >= QUIET_MS / 3) break;
  }
  return Date.now() - start;
}

async function load(browser: Browser, url: string, member: SignedInMember): Promise<Load> {
  const context = VISITOR ? await browser.newContext(PHONE) : await phoneContextWithMember(browser, member);
  try {
    await context.addInitScript(observeStartup);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
    await cdp.send('Profiler.start');
    await browser.startTracing(page, { categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'blink'] });
    await page.goto(url, { waitUntil: 'commit' });
    const idleAt = await waitUntilIdle(cdp, () => page.evaluate(() => (window as unknown as { __startup: { tasks: unknown[] } }).__startup.tasks.length));
    const { profile } = await cdp.send('Profiler.stop') as { profile: Profile };
    const cpu = cpuTasks(JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] });
    const seen = await page.evaluate(() => {
      const s = (window as unknown as { __startup: { tasks: Array<[number, number]>; cls: number; firstCommit: number } }).__startup;
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
      return { ...s, fcp };
    });
    const durations = seen.tasks.map(([, d]) => d);
    return {
      tbt: durations.reduce((sum, d) => sum + Math.max(0, d - 50), 0),
      longTaskMs: durations.reduce((sum, d) => sum + d, 0),
      longTasks: durations.length,
      longestMs: Math.max(0, ...durations),
      fcp: seen.fcp,
      firstCommit: seen.firstCommit,
      cls: seen.cls,
      idleAt,
      cpu,
      explained: explain(profile, cpu.windows),
      ...selfTimes(profile),
    };
  } finally {
    await context.close();
  }
}

const median = (values: number[]): number => {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)]! : NaN;
};

function meanTop(loads: Load[], key: 'byFile' | 'byFunction', count: number): string[] {
  const sums = new Map<string, number>();
  for (const l of loads) for (const [name, ms] of l[key]) sums.set(name, (sums.get(name) ?? 0) + ms / loads.length);
  return [...sums].sort((a, b) => b[1] - a[1]).slice(0, count).map(([name, ms]) => `${ms.toFixed(0).padStart(6)} ms  ${name}`);
}

async function main(): Promise<void> {
  if (!process.env.STARTUP_NO_BUILD) {
    execSync('npx vite build --sourcemap hidden --logLevel warn && npx vite build --config vite.ops.config.ts --logLevel warn', { stdio: 'inherit' });
  }
  if (!readdirSync('dist/assets').some((f) => f.endsWith('.js.map'))) console.log('(dist/ sem source maps: o perfil nomeia os arquivos do bundle)');
  const { base, server, dataDir, member } = await startSiteWithMember('partida');
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  try {
    const only = process.env.STARTUP_PAGES?.split(',');
    console.log(`Start-up ${VISITOR ? 'of a visitor' : 'of a member'} at ${CPU_SLOWDOWN}× CPU, 360×740 DPR 2, median of ${RUNS} cold loads (throttled ms):`);
    for (const [label, path] of PAGES.filter(([l]) => !only || only.includes(l))) {
      const loads: Load[] = [];
      for (let i = 0; i < RUNS; i += 1) loads.push(await load(browser, `${base}/#${path}`, member));
      const m = (f: (l: Load) => number) => median(loads.map(f));
      console.log(`\n${label}: by thread CPU time: TBT ${m((l) => l.cpu.tbt).toFixed(0)} ms (runs ${loads.map((l) => l.cpu.tbt.toFixed(0)).join(', ')})  ` +
        `long tasks ${m((l) => l.cpu.longTasks)}, longest ${m((l) => l.cpu.longestMs).toFixed(0)} ms  all tasks ${m((l) => l.cpu.totalMs).toFixed(0)} ms`);
      console.log(`  wall clock: TBT ${m((l) => l.tbt).toFixed(0)} ms (runs ${loads.map((l) => l.tbt.toFixed(0)).join(', ')})  ` +
        `long tasks ${m((l) => l.longTasks)} = ${m((l) => l.longTaskMs).toFixed(0)} ms, longest ${m((l) => l.longestMs).toFixed(0)} ms  ` +
        `FCP ${m((l) => l.fcp).toFixed(0)} ms  first commit ${m((l) => l.firstCommit).toFixed(0)} ms  CLS ${m((l) => l.cls).toFixed(3)}  ` +
        `script ${m((l) => l.scriptMs).toFixed(0)} ms  idle after ${(m((l) => l.idleAt) / 1000).toFixed(1)} s`);
      console.log('  self time by file or package (mean):');
      for (const line of meanTop(loads, 'byFile', 12)) console.log(`    ${line}`);
      console.log('  self time by function (mean):');
      for (const line of meanTop(loads, 'byFunction', 15)) console.log(`    ${line}`);
      const typical = [...loads].sort((a, b) => a.cpu.tbt - b.cpu.tbt)[Math.floor(loads.length / 2)]!;
      console.log('  long tasks by CPU time in the median load (length, largest parts):');
      for (const line of typical.cpu.top) console.log(`    ${line}`);
      console.log('  the same long tasks in the CPU profile (wall ms; outermost script frames, then top self time):');
      for (const line of typical.explained) console.log(`    ${line}`);
      console.log('  busy spans over 50 ms in the median load (ms from the profile\'s start: length, top files):');
      for (const s of typical.spans) {
        const top = [...s.byFile].sort((a, b) => b[1] - a[1]).slice(0, 4).map(([f, ms]) => `${f} ${ms.toFixed(0)}`).join(', ');
        console.log(`    @${s.start.toFixed(0).padStart(5)}  ${s.ms.toFixed(0).padStart(4)} ms  ${top}`);
      }
    }
  } finally {
    await browser.close().catch(() => {});
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
