/**
 * `npm run bench:draws`: the real server (listening on 127.0.0.1, random port) on a fresh PGlite on
 * disk (with fsync, the default, and without, to show its cost)
 * and, when TEST_DATABASE_URL or DATABASE_URL is set, on a fresh PostgreSQL database made next to
 * it (dropped afterwards). Members with plenty of chances are made through the repositories and
 * services; the draws themselves go through HTTP with every rule. 20 concurrent clients, in a
 * process of their own, draw for 10 s (one member each), then 5 s more all on one member (the row
 * lock's worst case). On PGlite the server runs in this process, as `npm start` runs it; on
 * PostgreSQL as `server/main.ts` with BENCH_WORKERS processes (2 with Redis; harness.ts). Prints
 * draws per second, p50/p95/p99 latency, the server's and the clients' CPU, and checks that
 * nothing was over-issued: chances used = draws recorded = successful answers, and the ledger
 * equals every balance. On PostgreSQL, a baseline in the same run: the draw's SQL from pgbench,
 * PostgreSQL alone (pgbench-draws.ts), and bare Node with the same SQL (bare-draw-server.ts); on
 * PGlite, the same SQL sent to PGlite alone (as named statements, as the server sends its hot paths).
 *
 * Options: BENCH_SECONDS (10), BENCH_CLIENTS (20), BENCH_WORKERS (2), BENCH_DATABASES
 * (pglite,postgres), BENCH_PROFILE (a folder: CPU profiles of the server), BENCH_CONNECTIONS
 * (`own`, the default: a connection per client, as each member's phone has; `shared`: one pool,
 * so a member's draws hop between server processes), BENCH_TRACING (1: tracing on, exported to a
 * sink in this process, otlp-sink.ts).
 */
import { availableParallelism } from 'node:os';
import type { PGlite } from '@electric-sql/pglite';
import { and, eq, sql } from 'drizzle-orm';
import { GAMES } from '../../src/domain/contract/rewards.ts';
import type { DatabaseHandle } from '../../server/db/client.ts';
import { chanceGrants, draws, drawChances, prizes, rewardGames } from '../../server/db/schema.ts';
import { namedStatementClient } from '../../server/db/pglite-statements.ts';
import { findLedgerMismatches } from '../../server/repositories/ledger.ts';
import { rewardDay } from '../../server/services/calendar.ts';
import { inClientProcess } from './client-process.ts';
import {
  type AppServer, type BenchMember as Member, freePort, makeMembers, onEachDatabase, percentile, postgresCpuMs, postgresUrlOf, processTreeCpuMs, profiled, startServer,
  withAppServer,
} from './harness.ts';
import { drawStatements, pgbenchDraws } from './pgbench-draws.ts';
import type { DrawLoad, LoadResult } from './load/draws-load.ts';
import { otlpSinkWhenAsked } from './otlp-sink.ts';

const DRAW_LOAD = new URL('./load/draws-load.ts', import.meta.url);

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 20);
const SHARED_CONNECTIONS = process.env.BENCH_CONNECTIONS === 'shared';
const CHANCES = 1_000_000;

interface RunResult extends LoadResult {
  /** CPU of the server process(es) per wall-clock second, in % (200 % is both cores). */
  serverCpu: number;
  /** The same for PostgreSQL's processes (0 on PGlite, which runs inside the server). */
  postgresCpu: number;
}

/** The clients in a process of their own (load/draws-load.ts); the server's CPU read meanwhile. */
async function run(base: string, server: AppServer, members: Member[], seconds: number): Promise<RunResult> {
  const cpuBefore = server.cpuMs();
  const postgresBefore = postgresCpuMs();
  const load = await inClientProcess<DrawLoad, LoadResult>(DRAW_LOAD, { base, tokens: members.map((m) => m.token), clients: CLIENTS, seconds, sharedConnections: SHARED_CONNECTIONS });
  const percent = (ms: number) => (ms / (seconds * 1000)) * 100;
  return { ...load, serverCpu: percent(server.cpuMs() - cpuBefore), postgresCpu: percent(postgresCpuMs() - postgresBefore) };
}

/** CPU milliseconds per draw from a CPU % (of one core, per second). */
const msPer = (cpuPercent: number, r: RunResult) => ((cpuPercent * 10) / Math.max(1, r.ok / r.seconds)).toFixed(2);

function report(label: string, r: RunResult): void {
  const sorted = [...r.latencies].sort((a, b) => a - b);
  console.log(
    `  ${label.padEnd(34)} ${String(r.ok).padStart(6)} draws  ${(r.ok / r.seconds).toFixed(0).padStart(5)} draws/s  ` +
      `p50 ${percentile(sorted, 50).toFixed(1)} ms  p95 ${percentile(sorted, 95).toFixed(1)} ms  p99 ${percentile(sorted, 99).toFixed(1)} ms  ` +
      `CPU: server ${r.serverCpu.toFixed(0)}% (${msPer(r.serverCpu, r)} ms/draw), PostgreSQL ${r.postgresCpu.toFixed(0)}% (${msPer(r.postgresCpu, r)}), clients ${r.clientCpu.toFixed(0)}%` +
      (r.refused || r.failed ? `  (refused ${r.refused}, failed ${r.failed}${r.firstFailure ? `: ${r.firstFailure}` : ''})` : ''),
  );
}

/** Nothing over-issued: per member and game, chances used = draws recorded; ledger = balances. */
async function check(handle: DatabaseHandle, members: Member[], okAnswers: number): Promise<boolean> {
  const { db } = handle;
  const today = rewardDay(new Date());
  let used = 0;
  let recorded = 0;
  let problems = 0;
  const games = new Map((await db.select().from(rewardGames)).map((g) => [g.game, g]));
  for (const member of members) {
    for (const game of GAMES) {
      const [row] = await db.select().from(drawChances).where(and(eq(drawChances.userId, member.id), eq(drawChances.game, game)));
      const [granted] = await db
        .select({ sum: sql<number>`coalesce(sum(${chanceGrants.amount}), 0)::int` })
        .from(chanceGrants)
        .where(and(eq(chanceGrants.userId, member.id), eq(chanceGrants.game, game)));
      const daily = games.get(game)!.dailyFree;
      const left = row!.day === today ? row!.dailyLeft + row!.extra : daily + row!.extra;
      const consumed = granted!.sum + daily - left;
      const count = await db.$count(draws, and(eq(draws.userId, member.id), eq(draws.game, game)));
      if (consumed !== count || row!.drawCount !== count) problems += 1;
      used += consumed;
      recorded += count;
    }
  }
  const mismatches = await findLedgerMismatches(db);
  const fine = problems === 0 && used === recorded && recorded === okAnswers && mismatches.length === 0;
  console.log(
    `  check: chances used ${used}, draws recorded ${recorded}, successful answers ${okAnswers}, ` +
      `ledger mismatches ${mismatches.length} → ${fine ? 'OK, nothing over-issued' : 'FAILED'}`,
  );
  return fine;
}

/** A points prize of the wheel: the one the baselines' fixed SQL awards. */
async function wheelPointsPrize(handle: DatabaseHandle): Promise<{ id: number }> {
  const [prize] = await handle.db.select({ id: prizes.id }).from(prizes).where(and(eq(prizes.game, 'wheel'), eq(prizes.kind, 'points'))).limit(1);
  if (!prize) throw new Error('baseline: the wheel has no points prize');
  return prize;
}

/**
 * Two baselines on members of their own: PostgreSQL alone, no Node (the draw's SQL from pgbench,
 * pgbench-draws.ts); and bare Node (node:http + postgres.js, the same SQL, as many processes as
 * the app: bare-draw-server.ts), the same clients as the app's.
 */
async function baselines(handle: DatabaseHandle, url: string, workers: number): Promise<void> {
  const prize = await wheelPointsPrize(handle);
  const members = await makeMembers(handle, CLIENTS, { prefix: 'pgbench', chances: CHANCES });
  const r = pgbenchDraws(url, members.map((m) => m.id), prize.id, CLIENTS, SECONDS);
  if (!r) console.log('  baseline: pgbench not installed (Debian: postgresql-client)');
  else console.log(`  baseline, PostgreSQL alone (pgbench, the draw's SQL, ${CLIENTS} clients, ${SECONDS} s): ${r.tps.toFixed(0).padStart(5)} draws/s  ` +
    `p50 ${r.p50.toFixed(1)} ms  p95 ${r.p95.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms`);
  const bare = await makeMembers(handle, CLIENTS, { prefix: 'bare', chances: CHANCES });
  const port = await freePort();
  const env = { DATABASE_URL: url, WORKERS: String(workers), PRIZE_ID: String(prize.id), MEMBERS: JSON.stringify(Object.fromEntries(bare.map((m) => [m.token, m.id]))) };
  const child = await startServer(port, env, [], 'tests/bench/bare-draw-server.ts');
  const cpuAtStart = processTreeCpuMs(child.pid!);
  const server: AppServer = { description: 'bare', workers, cpuMs: () => processTreeCpuMs(child.pid!) - cpuAtStart };
  try {
    report(`baseline, bare Node (${workers} proc.)`, await run(`http://127.0.0.1:${port}`, server, bare, SECONDS));
  } finally {
    child.kill('SIGTERM');
  }
}

/**
 * PGlite's own ceiling for a draw: the draw's two statements (pgbench-draws.ts) sent straight to
 * PGlite in this process, one draw after another (PGlite runs one statement at a time), with no
 * HTTP, no app code and no waiting clients: what the app on PGlite is judged against.
 */
async function pgliteAlone(handle: DatabaseHandle): Promise<void> {
  const prize = await wheelPointsPrize(handle);
  const [member] = await makeMembers(handle, 1, { prefix: 'alone', chances: CHANCES });
  const { read, write } = drawStatements('$1::bigint', prize.id);
  // Named statements, as the server's hot paths run on PGlite (server/db/pglite-statements.ts).
  const client = namedStatementClient((handle.db as unknown as { $client: PGlite }).$client);
  const latencies: number[] = [];
  const end = performance.now() + SECONDS * 1000;
  while (performance.now() < end) {
    const started = performance.now();
    await client.query(read, [member!.id]);
    const written = await client.query(write, [member!.id]);
    if (written.rows.length !== 1) throw new Error('baseline: a draw was not written');
    latencies.push(performance.now() - started);
  }
  const sorted = latencies.sort((a, b) => a - b);
  console.log(`  baseline, PGlite alone (the draw's SQL as named statements in this process, one at a time, ${SECONDS} s): ${(latencies.length / SECONDS).toFixed(0).padStart(5)} draws/s  ` +
    `p50 ${percentile(sorted, 50).toFixed(2)} ms  p99 ${percentile(sorted, 99).toFixed(2)} ms per draw`);
}

async function bench(label: string, handle: DatabaseHandle): Promise<boolean> {
  return withAppServer(handle, async (base, server) => {
    console.log(`\n${label} — ${CLIENTS} clients in another process (${SHARED_CONNECTIONS ? 'one shared pool of connections' : 'a connection each'}), server ${server.description}, ${base}, ${availableParallelism()} CPUs`);
    const spread = await makeMembers(handle, CLIENTS, { prefix: 'bench', chances: CHANCES });
    const warm = await run(base, server, spread, 1);
    const a = await profiled(`draws ${label}`, () => run(base, server, spread, SECONDS));
    report(`${CLIENTS} members, ${SECONDS} s`, a);
    const [hot] = await makeMembers(handle, 1, { prefix: 'hot', chances: CHANCES });
    const b = await run(base, server, [hot!], Math.max(1, SECONDS / 2));
    report(`1 member (row lock), ${Math.max(1, SECONDS / 2)} s`, b);
    const fine = await check(handle, [...spread, hot!], warm.ok + a.ok + b.ok);
    const url = postgresUrlOf(handle);
    if (url) await baselines(handle, url, server.workers);
    else await pgliteAlone(handle);
    return fine;
  });
}

// PGlite on disk as `npm start` runs it, with fsync (the default) and without, to show its cost.
const pglite = [{ label: 'PGlite (disco, fsync)', durable: true }, { label: 'PGlite (disco, sem fsync)', durable: false }];
const sink = await otlpSinkWhenAsked();
const fine = await onEachDatabase('premia-bench', pglite, bench);
if (sink) {
  const { exports, bytes } = sink.received();
  console.log(`\ntracing on (BENCH_TRACING=1): ${exports} OTLP exports received, ${(bytes / 1024).toFixed(0)} kB`);
  await sink.close();
}
process.exit(fine ? 0 : 1);
