/**
 * `npm run bench:metrics`: what /metrics costs a draw. Two servers (server/main.ts, BENCH_WORKERS
 * processes each, 2 with Redis) on one fresh PostgreSQL database: one with METRICS_TOKEN set and
 * scraped every 5 s, one without. The same 20 clients draw against one, then the other, in short
 * slices whose order alternates, so the other work of a shared machine falls on both alike (a
 * whole `npm run bench:draws` with and without is minutes apart, and those minutes differ more
 * than metrics do). Prints draws per second, latency and the servers' CPU per draw of each, and
 * the ratio. Needs TEST_DATABASE_URL (or DATABASE_URL); Redis from TEST_REDIS_URL or REDIS_URL.
 *
 * First, what the request histogram's hook and a draw's counters add to one request, timed on
 * their own: on a loaded machine the alternated slices above still vary by several per cent,
 * this figure much less.
 *
 * Options: BENCH_ROUNDS (6 slices each), BENCH_SLICE_SECONDS (5), BENCH_CLIENTS (20), BENCH_WORKERS (2).
 */
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import type { ChildProcess } from 'node:child_process';
import { Histogram, Registry } from 'prom-client';
import { countCredit, countDraw } from '../../server/metrics/business.ts';
import { openDatabase } from '../../server/db/client.ts';
import { migrateDatabase } from '../../server/migrate.ts';
import { seedDemoContent } from '../../server/db/seed.ts';
import { inClientProcess } from './client-process.ts';
import { freePort, makeMembers, percentile, processTreeCpuMs, startServer, withFreshPostgres } from './harness.ts';
import type { DrawLoad, LoadResult } from './load/draws-load.ts';

const DRAW_LOAD = new URL('./load/draws-load.ts', import.meta.url);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
const SLICE = Number(process.env.BENCH_SLICE_SECONDS ?? 5);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 20);
const TOKEN = randomBytes(24).toString('base64url');

interface Side {
  label: string;
  base: string;
  child: ChildProcess;
  ok: number;
  seconds: number;
  cpuMs: number;
  latencies: number[];
}

async function start(label: string, url: string, redisUrl: string, workers: number, metrics: boolean): Promise<Side> {
  const port = await freePort();
  const child = await startServer(port, {
    DATABASE_URL: url, WORKERS: String(workers), NODE_ENV: 'production', STATIC_DIR: '', OPS_SECRET: randomBytes(12).toString('hex'),
    ...(redisUrl ? { REDIS_URL: redisUrl, REDIS_PREFIX: `premia-bench-${randomBytes(3).toString('hex')}-` } : {}),
    METRICS_TOKEN: metrics ? TOKEN : '',
  });
  return { label, base: `http://127.0.0.1:${port}`, child, ok: 0, seconds: 0, cpuMs: 0, latencies: [] };
}

/** A Prometheus of our own: a scrape every 5 s (every 15 s is the default; 5 s is the pessimistic case). */
function scrapeEvery5s(side: Side): NodeJS.Timeout {
  return setInterval(() => void fetch(`${side.base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } }).then((r) => r.text()).catch(() => {}), 5000);
}

async function slice(side: Side, tokens: string[]): Promise<void> {
  const before = processTreeCpuMs(side.child.pid!);
  const load = await inClientProcess<DrawLoad, LoadResult>(DRAW_LOAD, { base: side.base, tokens, clients: CLIENTS, seconds: SLICE, sharedConnections: false });
  side.cpuMs += processTreeCpuMs(side.child.pid!) - before;
  side.ok += load.ok;
  side.seconds += load.seconds;
  side.latencies.push(...load.latencies);
  if (load.failed > 0) throw new Error(`${side.label}: ${load.failed} falhas (${load.firstFailure})`);
}

function report(side: Side): number {
  const perSecond = side.ok / side.seconds;
  const sorted = [...side.latencies].sort((a, b) => a - b);
  console.log(`  ${side.label.padEnd(22)} ${String(side.ok).padStart(6)} draws  ${perSecond.toFixed(0).padStart(5)} draws/s  ` +
    `p50 ${percentile(sorted, 50).toFixed(1)} ms  p99 ${percentile(sorted, 99).toFixed(1)} ms  server CPU ${(side.cpuMs / side.ok).toFixed(2)} ms/draw`);
  return perSecond;
}

/**
 * What the hook does per request, and a draw's counters, timed on their own: the child found by
 * its key, one observation, two counter increments; the best of 5 runs of a million (the least
 * disturbed by the machine's other work).
 */
function hookCost(): void {
  const histogram = new Histogram({ name: 'premia_bench_seconds', help: 'bench', labelNames: ['method', 'route', 'status_class'], registers: [new Registry()] });
  const children = new Map<string, ReturnType<typeof histogram.labels>>();
  const routes = ['/api/lottery/draw', '/api/user/info', '/api/wallet/info', '/healthz'];
  const runs: number[] = [];
  for (let run = 0; run < 5; run += 1) {
    const started = performance.now();
    for (let i = 0; i < 1_000_000; i += 1) {
      const route = routes[i & 3]!;
      const key = `POST 2xx ${route}`;
      let child = children.get(key);
      if (!child) {
        child = histogram.labels({ method: 'POST', route, status_class: '2xx' });
        children.set(key, child);
      }
      child.observe(0.012);
      countDraw('wheel');
      countCredit('wheel', 10);
    }
    runs.push((performance.now() - started) / 1_000_000);
  }
  console.log(`Por requisição, o gancho do histograma e os contadores de um sorteio: ${(Math.min(...runs) * 1000).toFixed(2)} µs (melhor de 5 × 1 milhão)`);
}

hookCost();

const adminUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
if (!adminUrl) {
  console.log('bench:metrics precisa de TEST_DATABASE_URL (ou DATABASE_URL)');
  process.exit(1);
}
const redisUrl = process.env.TEST_REDIS_URL || process.env.REDIS_URL || '';
const workers = redisUrl ? Number(process.env.BENCH_WORKERS ?? 2) : 1;

await withFreshPostgres(adminUrl, 'premia_bench_metrics', async (url, name) => {
  const handle = await openDatabase({ databaseUrl: url });
  await migrateDatabase(handle);
  await seedDemoContent(handle.db);
  const off = await start('metrics off', url, redisUrl, workers, false);
  const on = await start('metrics on (scraped)', url, redisUrl, workers, true);
  const scraper = scrapeEvery5s(on);
  try {
    const members = await makeMembers(handle, CLIENTS, { prefix: 'metricas', chances: 1_000_000 });
    const tokens = members.map((m) => m.token);
    console.log(`PostgreSQL (${name}), ${workers} processo(s) por servidor, ${CLIENTS} clientes, ${ROUNDS} × ${SLICE} s em cada, alternados; ${availableParallelism()} CPUs`);
    // Warm both (JIT, pools, the second worker), uncounted.
    for (const side of [off, on]) await inClientProcess<DrawLoad, LoadResult>(DRAW_LOAD, { base: side.base, tokens, clients: CLIENTS, seconds: 2, sharedConnections: false });
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const side of round % 2 === 0 ? [off, on] : [on, off]) await slice(side, tokens);
    }
    const offRate = report(off);
    const onRate = report(on);
    const cpuRatio = on.cpuMs / on.ok / (off.cpuMs / off.ok);
    console.log(`  on/off: draws/s ${(onRate / offRate).toFixed(3)} (custo ${((1 - onRate / offRate) * 100).toFixed(1)} %), CPU por draw ${cpuRatio.toFixed(3)}`);
  } finally {
    clearInterval(scraper);
    for (const side of [off, on]) side.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 1000));
    await handle.close();
  }
});
process.exit(0);
