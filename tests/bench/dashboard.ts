/**
 * `npm run bench:dashboard`: the Painel's seven calls over real HTTP, against a history made by
 * `npm run db:generate-history`, on the real server (server/main.ts in its own processes, as
 * `npm start` runs it). Each call is asked for the last 7, 30 and 90 São Paulo days, one at a
 * time, then whole page views (the seven at once, as the page asks them); p50/p95 of each.
 *
 * DASHBOARD_BENCH_POSTGRES: a PostgreSQL URL with a generated history (default DATABASE_URL;
 * none: PostgreSQL is skipped). DASHBOARD_BENCH_PGLITE: a PGlite folder with one (stopped server);
 * none: a small one is made in a temporary folder (HISTORY_MEMBERS, default 5 000).
 * BENCH_ROUNDS: asks per call and range (default 20). Goal: every call's p95 under 300 ms on
 * PostgreSQL with the full history (100 000 members, 5 000 000 ledger rows).
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { DASHBOARD_CALLS } from '../../src/domain/contract/ops-calls/dashboard.ts';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../server/db/client.ts';
import { rowsOf } from '../../server/repositories/dashboard-rollup.ts';
import { freePort, percentile, startServer } from './harness.ts';

const GOAL_P95_MS = 300;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const RANGES = [7, 30, 90];
const OPS_SECRET = randomBytes(12).toString('hex');

/** Today in São Paulo and `days` days back to it, as the Painel's range buttons ask. */
function lastDays(days: number): { from: string; to: string } {
  const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  const from = new Date(Date.parse(`${today}T00:00:00Z`) - (days - 1) * 86_400_000).toISOString().slice(0, 10);
  return { from, to: today };
}

/** 503s answered by the load shedding (server/http/overload.ts) on a busy machine: retried, counted, said. */
let shed = 0;

async function timedGet(base: string, path: string, range: { from: string; to: string }): Promise<number> {
  for (let tries = 0; tries < 20; tries += 1) {
    const started = performance.now();
    const response = await fetch(`${base}${path}?from=${range.from}&to=${range.to}`, { headers: { 'x-ops-secret': OPS_SECRET } });
    await response.arrayBuffer();
    if (response.status === 200) return performance.now() - started;
    if (response.status !== 503) throw new Error(`${path}: ${response.status}`);
    shed += 1;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`${path}: 503 vinte vezes`);
}

const ms = (value: number) => `${value.toFixed(0).padStart(5)} ms`;

function line(label: string, times: number[]): { p95: number; text: string } {
  const sorted = [...times].sort((a, b) => a - b);
  const p95 = percentile(sorted, 95);
  return { p95, text: `  ${label.padEnd(34)} p50 ${ms(percentile(sorted, 50))}  p95 ${ms(p95)}` };
}

/** Every call and range ROUNDS times, alone; then page views. True when every p95 met the goal. */
async function measure(base: string, goal: boolean): Promise<boolean> {
  const calls = Object.entries(DASHBOARD_CALLS).map(([name, call]) => ({ name, path: call.path }));
  for (const call of calls) await timedGet(base, call.path, lastDays(90)); // warm the server's first use of each
  let met = true;
  for (const days of RANGES) {
    const range = lastDays(days);
    console.log(` ${days} dias (${range.from} a ${range.to}):`);
    for (const call of calls) {
      const times: number[] = [];
      for (let i = 0; i < ROUNDS; i += 1) times.push(await timedGet(base, call.path, range));
      const { p95, text } = line(call.name, times);
      const miss = goal && p95 >= GOAL_P95_MS;
      met = met && !miss;
      console.log(`${text}${miss ? `  ACIMA DA META (${GOAL_P95_MS} ms)` : ''}`);
    }
    const views: number[] = [];
    for (let i = 0; i < ROUNDS; i += 1) {
      const started = performance.now();
      await Promise.all(calls.map((call) => timedGet(base, call.path, range)));
      views.push(performance.now() - started);
    }
    console.log(line('página inteira (7 chamadas juntas)', views).text);
  }
  if (shed > 0) console.log(`  ${shed} respostas 503 (servidor sobrecarregado: descarte de carga), repetidas e fora das medidas`);
  shed = 0;
  return met;
}

async function onServer(label: string, env: Record<string, string>, goal: boolean): Promise<boolean> {
  const port = await freePort();
  const server = await startServer(port, { NODE_ENV: 'production', STATIC_DIR: '', OPS_SECRET, ...env });
  console.log(`${label}:`);
  try {
    return await measure(`http://127.0.0.1:${port}`, goal);
  } finally {
    await new Promise<void>((resolve) => {
      server.once('exit', () => resolve());
      server.kill('SIGTERM');
    });
  }
}

/** The history's size, said beside its figures. */
async function sizeOf(options: { databaseUrl?: string; dataDir?: string }): Promise<string> {
  const handle = await openDatabase({ ...options, pool: 1 });
  try {
    const [row] = rowsOf<{ members: number; ledger: number; days: number }>(await handle.db.execute(sql`select
      (select count(*)::int from users) as members, (select count(*)::int from points_ledger) as ledger,
      (select (max(created_at)::date - min(created_at)::date) + 1 from points_ledger) as days`));
    return `${row!.members} membros, ${row!.ledger} linhas do extrato, ${row!.days} dias`;
  } finally {
    await handle.close();
  }
}

let allMet = true;
const postgresUrl = process.env.DASHBOARD_BENCH_POSTGRES || process.env.DATABASE_URL;
console.log(`bench:dashboard — ${ROUNDS} pedidos por chamada e período, um de cada vez; máquina com ${cpus().length} núcleos`);
if (postgresUrl) {
  const redis = process.env.REDIS_URL || process.env.TEST_REDIS_URL;
  const workers = redis ? '2' : '1';
  allMet = await onServer(`PostgreSQL, ${workers} processo(s) (${await sizeOf({ databaseUrl: postgresUrl })})`, {
    DATABASE_URL: postgresUrl, WORKERS: workers, ...(redis ? { REDIS_URL: redis, REDIS_PREFIX: `premia-bench-${randomBytes(3).toString('hex')}-` } : {}),
  }, true);
} else {
  console.log('PostgreSQL: pulado (sem DASHBOARD_BENCH_POSTGRES nem DATABASE_URL)');
}
let pgliteDir = process.env.DASHBOARD_BENCH_PGLITE;
const madeDir = !pgliteDir;
if (!pgliteDir) {
  pgliteDir = mkdtempSync(join(tmpdir(), 'premia-dashboard-bench-'));
  const members = process.env.HISTORY_MEMBERS ?? '5000';
  console.log(`PGlite: gerando um histórico de ${members} membros em ${pgliteDir}…`);
  const made = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/generate-history.ts'], {
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: pgliteDir, HISTORY_MEMBERS: members }, stdio: 'inherit',
  });
  if (made.status !== 0) throw new Error('db:generate-history falhou');
}
try {
  await onServer(`PGlite, 1 processo (${await sizeOf({ dataDir: pgliteDir })})`, { DATA_DIR: pgliteDir, DATABASE_URL: '', WORKERS: '1' }, false);
} finally {
  if (madeDir) rmSync(pgliteDir, { recursive: true, force: true });
}
console.log(allMet ? `Meta cumprida: p95 < ${GOAL_P95_MS} ms em toda chamada no PostgreSQL.` : `Meta NÃO cumprida no PostgreSQL (p95 < ${GOAL_P95_MS} ms).`);
process.exit(allMet ? 0 : 1);
