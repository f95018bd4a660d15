/**
 * What the benchmark and reliability scripts share: members made straight through the
 * repositories (the benchmarks measure the calls under test, not sign-up), the real server as a
 * child process, a free port, JSON calls and percentiles.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API } from '../../src/domain/contract/paths.ts';
import { GAMES } from '../../src/domain/contract/rewards.ts';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../server/app.ts';
import { startTracing } from '../../server/tracing/start.ts';
import { type DatabaseHandle, openDatabase } from '../../server/db/client.ts';
import { migrateDatabase } from '../../server/migrate.ts';
import { connectPostgres } from '../../server/db/postgres-url.ts';
import { seedDemoContent } from '../../server/db/seed.ts';
import { openMemberSession } from '../../server/repositories/sessions.ts';
import { insertUser } from '../../server/repositories/users.ts';
import { grantChances } from '../../server/services/chances.ts';
import { metricsOptions } from '../../server/metrics/route.ts';
import { metricsServed, readMetricsSettings } from '../../server/metrics/settings.ts';
import type { Browser, BrowserContext } from '@playwright/test';
import { LOCAL_KEYS } from '../../src/lib/local-values.ts';

/** Bench members' bearer tokens outlive the longest run (the soak), as the app's renewals would. */
const BENCH_TOKEN_MS = 24 * 60 * 60_000;

export interface BenchMember {
  id: number;
  username: string;
  token: string;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * `count` members with a complete profile and an open session, made 200 to a transaction; with
 * `chances`, that many extra draws in every game; `passwordHash` lets a script sign them in too.
 */
export async function makeMembers(
  handle: DatabaseHandle,
  count: number,
  options: { prefix: string; chances?: number; passwordHash?: string },
): Promise<BenchMember[]> {
  const tag = randomBytes(3).toString('hex');
  const phonePrefix = String(randomBytes(3).readUIntBE(0, 3) % 100_000).padStart(5, '0');
  const members: BenchMember[] = [];
  for (let start = 0; start < count; start += 200) {
    members.push(...await handle.db.transaction(async (tx) => {
      const made: BenchMember[] = [];
      for (let i = start; i < Math.min(count, start + 200); i += 1) {
        const username = `${options.prefix}${tag}${i}`;
        const user = await insertUser(tx, {
          username,
          passwordHash: options.passwordHash ?? 'bench-no-login',
          phone: `9${phonePrefix}${String(i).padStart(5, '0')}`,
          email: `${username}@exemplo.com.br`,
          nickname: `Bench ${i}`,
          realName: 'Pessoa de Teste',
          birthDate: '1990-01-01',
        });
        if (options.chances) {
          for (const game of GAMES) await grantChances(tx, user.id, game, options.chances, 'Benchmark', { key: 'bench', now: new Date() });
        }
        const { token } = await openMemberSession(tx, { userId: user.id, visitorId: null }, new Date(), BENCH_TOKEN_MS);
        made.push({ id: user.id, username, token });
      }
      return made;
    }));
  }
  return members;
}

/** A fresh PostgreSQL database made next to `adminUrl` for `use`, dropped afterwards. */
export async function withFreshPostgres<T>(adminUrl: string, prefix: string, use: (url: string, name: string) => Promise<T>): Promise<T> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = connectPostgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    return await use(url.toString(), name);
  } finally {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/**
 * `bench` on a fresh PGlite folder per entry of `pglite` and, when TEST_DATABASE_URL or
 * DATABASE_URL is set, on a fresh PostgreSQL database; true when every run was fine.
 * BENCH_DATABASES=pglite or =postgres runs only those.
 */
export async function onEachDatabase(
  prefix: string,
  pglite: Array<{ label: string; durable: boolean }>,
  bench: (label: string, handle: DatabaseHandle) => Promise<boolean>,
): Promise<boolean> {
  let allFine = true;
  const only = process.env.BENCH_DATABASES?.split(',');
  for (const { label, durable } of only && !only.includes('pglite') ? [] : pglite) {
    const dir = mkdtempSync(join(tmpdir(), `${prefix}-`));
    const handle = await openDatabase({ dataDir: dir, durable });
    try {
      allFine = (await bench(label, handle)) && allFine;
    } finally {
      await handle.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }
  const adminUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  if (!adminUrl || (only && !only.includes('postgres'))) return allFine;
  return (await withFreshPostgres(adminUrl, prefix.replaceAll('-', '_'), async (url, name) => {
    const handle = await openDatabase({ databaseUrl: url });
    postgresUrls.set(handle, url);
    try {
      return await bench(`PostgreSQL (${name})`, handle);
    } finally {
      await handle.close();
    }
  })) && allFine;
}

/** What a benchmark's `use` gets besides the base URL: the server's CPU, read apart from its clients'. */
export interface AppServer {
  /** 'this process' (PGlite: one process only) or 'N processes' (PostgreSQL, server/main.ts). */
  description: string;
  /** Processes serving the port (1 on PGlite). */
  workers: number;
  /** CPU milliseconds the server process(es) used so far. */
  cpuMs(): number;
}

/** PostgreSQL URLs of the handles onEachDatabase opened, for a server in processes of its own. */
const postgresUrls = new WeakMap<DatabaseHandle, string>();

/** The URL of a PostgreSQL handle onEachDatabase opened (undefined on PGlite). */
export const postgresUrlOf = (handle: DatabaseHandle): string | undefined => postgresUrls.get(handle);

/**
 * The app on `handle`, migrated and seeded as `npm start` does, listening on a free port: `use`
 * gets its base URL; the server stops afterwards whatever `use` does. On PGlite (one process
 * only, as `npm start` runs it) the server runs in this process, so the clients must run in
 * another (client-process.ts). On PostgreSQL it runs as `server/main.ts` in processes of its own:
 * BENCH_WORKERS of them (default 2, one per core, with Redis; 1 without), NODE_ENV=production.
 */
export async function withAppServer<T>(handle: DatabaseHandle, use: (base: string, server: AppServer) => Promise<T>): Promise<T> {
  await migrateDatabase(handle);
  await seedDemoContent(handle.db);
  const url = postgresUrls.get(handle);
  if (url) return withServerProcesses(url, use);
  // METRICS_TOKEN set: /metrics on, as serve.ts would (the cost of metrics, docs/operations.md).
  const metrics = readMetricsSettings(process.env);
  // As serve.ts: traced only when OTEL_EXPORTER_OTLP_ENDPOINT is set (BENCH_TRACING, otlp-sink.ts).
  await startTracing();
  const app = await buildApp({ db: handle.db, logger: false, ...(metricsServed(metrics) ? { metrics: metricsOptions(metrics, undefined, false) } : {}) });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const started = process.cpuUsage();
  const server: AppServer = { description: 'neste processo', workers: 1, cpuMs: () => { const c = process.cpuUsage(started); return (c.user + c.system) / 1000; } };
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const scraper = scrapeMetrics(base);
  try {
    return await use(base, server);
  } finally {
    clearInterval(scraper);
    await app.close();
  }
}

/** With METRICS_TOKEN set, a scrape every 5 s during the run, as a Prometheus would (every 15 s by default; 5 s to be pessimistic). */
function scrapeMetrics(base: string): NodeJS.Timeout | undefined {
  const token = process.env.METRICS_TOKEN;
  if (!token) return undefined;
  return setInterval(() => void fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.text()).catch(() => {}), 5000);
}

async function withServerProcesses<T>(databaseUrl: string, use: (base: string, server: AppServer) => Promise<T>): Promise<T> {
  const redisUrl = process.env.TEST_REDIS_URL || process.env.REDIS_URL || '';
  const workers = redisUrl ? Number(process.env.BENCH_WORKERS ?? 2) : 1;
  const port = await freePort();
  const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
  const primary = await startServer(port, {
    DATABASE_URL: databaseUrl, WORKERS: String(workers), NODE_ENV: 'production', STATIC_DIR: '', OPS_SECRET: randomBytes(12).toString('hex'),
    ...(redisUrl ? { REDIS_URL: redisUrl, REDIS_PREFIX: `premia-bench-${randomBytes(3).toString('hex')}-` } : {}),
  }, profile);
  const cpuAtStart = processTreeCpuMs(primary.pid!);
  const server: AppServer = { description: `${workers} processo(s), server/main.ts`, workers, cpuMs: () => processTreeCpuMs(primary.pid!) - cpuAtStart };
  const scraper = scrapeMetrics(`http://127.0.0.1:${port}`);
  try {
    return await use(`http://127.0.0.1:${port}`, server);
  } finally {
    clearInterval(scraper);
    await new Promise<void>((resolve) => {
      primary.once('exit', () => resolve());
      primary.kill('SIGTERM');
    });
  }
}

/** CPU milliseconds (user + system) of a process and its children, from /proc (Linux). */
export function processTreeCpuMs(pid: number): number {
  return cpuMsOf((id, parent) => id === pid || parent === pid);
}

/** CPU milliseconds of every PostgreSQL server process on this machine (its backends included). */
export function postgresCpuMs(): number {
  return cpuMsOf((_id, _parent, command) => command === 'postgres');
}

function cpuMsOf(chosen: (pid: number, parent: number, command: string) => boolean): number {
  const msPerTick = 1000 / 100; // USER_HZ is 100 on Linux
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    // "pid (command) state ppid … utime stime …": the command may hold spaces, so split after ')'.
    const command = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (!chosen(Number(entry), Number(fields[1]), command)) continue;
    total += (Number(fields[11]) + Number(fields[12])) * msPerTick;
  }
  return total;
}

/** `server/main.ts` as `npm start` runs it (after a build), or another `script`, ready when `/readyz` answers. */
export async function startServer(port: number, env: Record<string, string>, nodeOptions: string[] = [], script = 'server/main.ts'): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...nodeOptions, '--import', 'tsx', script], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // Five minutes: on a shared 2-core machine the server took over three to start.
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return child;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error('o servidor não ficou pronto em 300 s');
}

export interface CallAnswer {
  status: number;
  data: Record<string, unknown> | null;
}

export async function postJson(base: string, path: string, body: unknown, headers: Record<string, string> = {}): Promise<CallAnswer> {
  const response = await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const envelope = (await response.json().catch(() => null)) as { data: Record<string, unknown> } | null;
  return { status: response.status, data: envelope?.data ?? null };
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/**
 * With BENCH_PROFILE=<folder>, a V8 CPU profile of this process while `measure` runs, written as
 * <folder>/<name>.cpuprofile (read it with `npm run bench:profile-summary`); otherwise just runs it.
 */
export async function profiled<T>(name: string, measure: () => Promise<T>): Promise<T> {
  const folder = process.env.BENCH_PROFILE;
  if (!folder) return measure();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  try {
    return await measure();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    session.disconnect();
    mkdirSync(folder, { recursive: true });
    const file = join(folder, `${name.replace(/[^\w.-]+/g, '-')}.cpuprofile`);
    writeFileSync(file, JSON.stringify(profile));
    console.log(`  perfil: ${file}`);
  }
}

/** A member as the app keeps one in localStorage: member-only pages check the token and the user info. */
export interface SignedInMember { token: string; userInfo: string }

/**
 * The built app as `npm start` serves it (one process, production) on a fresh PGlite with its demo
 * data, and one member signed in through the API, for the page benchmarks (Lighthouse, start-up).
 */
export async function startSiteWithMember(prefix: string, chances = 3): Promise<{ base: string; server: ChildProcess; dataDir: string; member: SignedInMember }> {
  const dataDir = mkdtempSync(join(tmpdir(), `premia-${prefix}-`));
  const handle = await openDatabase({ dataDir });
  await migrateDatabase(handle);
  await seedDemoContent(handle.db);
  const [member] = await makeMembers(handle, 1, { prefix, chances });
  await handle.close();
  const port = await freePort();
  const server = await startServer(port, { DATA_DIR: dataDir, NODE_ENV: 'production', WORKERS: '1' });
  const base = `http://127.0.0.1:${port}`;
  const info = await postJson(base, API.userInfo.path, {}, { authorization: `Bearer ${member!.token}` });
  if (info.status !== 200) throw new Error(`getUserInfo: ${info.status}`);
  return { base, server, dataDir, member: { token: member!.token, userInfo: JSON.stringify(info.data) } };
}

/** A phone's browser context: 360×740, DPR 2, touch. */
export const PHONE = { viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

/** A phone-sized browser context where `member` is signed in as the app keeps a member. */
export async function phoneContextWithMember(browser: Browser, member: SignedInMember): Promise<BrowserContext> {
  const context = await browser.newContext(PHONE);
  await context.addInitScript(([tokenKey, token, infoKey, info]) => {
    if (!localStorage.getItem(tokenKey!)) localStorage.setItem(tokenKey!, token!);
    if (!localStorage.getItem(infoKey!)) localStorage.setItem(infoKey!, info!);
  }, [LOCAL_KEYS.token, member.token, LOCAL_KEYS.userInfo, member.userInfo]);
  return context;
}
