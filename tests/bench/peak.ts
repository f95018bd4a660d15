/**
 * `npm run bench:peak`: launch night, measured. On a fresh PostgreSQL database (made next to
 * DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres, dropped afterwards) and Redis
 * (REDIS_URL, default redis://127.0.0.1:6379):
 *  1. BENCH_PEAK_MEMBERS (20,000) members with a session each, made in bulk (peak/members.ts);
 *  2. the app as server/main.ts in WORKERS=2 processes, and a bare `ws` server in 2 processes of
 *     its own (peak/bare-ws-server.ts), the baseline of the broadcast;
 *  3. BENCH_PEAK_CROWDS (4) client processes (fd limit raised to the hard limit) hold one app
 *     socket (authenticated) and one bare socket per member, from 127.0.0.2… (BENCH_PEAK_ADDRESSES, 8)
 *     so the ephemeral ports of one address do not run out; RSS of the app's workers before/after;
 *  4. BENCH_PEAK_ROUNDS (3) rounds, taking turns: the bare server broadcasts `{"type":"market"}`;
 *     an operator starts a rain (the console's call) and every socket must be told;
 *  5. on the last rain every member claims one batch within the first 10 s, as the app's rain
 *     client does; BENCH_PEAK_KILL_AT_S (4; "off" for none) seconds in, one worker gets kill -9;
 *     members still waiting for a connection after BENCH_PEAK_WINDOW_S (120) send nothing;
 *  6. checks by query: over budget, over the cap, acknowledged claims lost, ledger = balances;
 *  7. two windows of BENCH_PEAK_COMPARE_S (10; 0 for none) on fresh rains, with and without a
 *     budget: whether the budget's row lock is what caps the claims (peak/claims-report.ts).
 * With BENCH_METRICS_TOKEN set, GET /metrics is scraped every second (peak/metrics-scrape.ts).
 * The servers inherit this shell's fd limit: `ulimit -n` must allow ~MEMBERS/2 + 100 per worker.
 */
import { availableParallelism, cpus, loadavg } from 'node:os';
import { execSync } from 'node:child_process';
import { openDatabase } from '../../server/db/client.ts';
import { seedDemoContent } from '../../server/db/seed.ts';
import { migrateDatabase } from '../../server/migrate.ts';
import { firstMarketOfType } from '../../server/repositories/markets.ts';
import { freePort, withFreshPostgres } from './harness.ts';
import { appRound, bareRound, endRain, printRound, type RainPlan, type RoundResult } from './peak/broadcast.ts';
import { claimsPart } from './peak/claims-report.ts';
import { Crowd } from './peak/crowd-control.ts';
import type { ConnectFigures, SocketEvents } from './peak/crowd-sockets.ts';
import { makeCrowd } from './peak/members.ts';
import { workersOf, rssOf, startApp, startBare, stop } from './peak/servers.ts';

const env = process.env;
const MEMBERS = Number(env.BENCH_PEAK_MEMBERS ?? 20_000);
const CROWDS = Number(env.BENCH_PEAK_CROWDS ?? 4);
const ADDRESSES = Number(env.BENCH_PEAK_ADDRESSES ?? 8);
const ROUNDS = Number(env.BENCH_PEAK_ROUNDS ?? 3);
const KILL_AT_S = env.BENCH_PEAK_KILL_AT_S === 'off' ? null : Number(env.BENCH_PEAK_KILL_AT_S ?? 4);
const WINDOW_S = Number(env.BENCH_PEAK_WINDOW_S ?? 120);
const COMPARE_WINDOW_S = Number(env.BENCH_PEAK_COMPARE_S ?? 10);
const WORKERS = 2;
const SECONDS = 10;
const CAP = 8;
const POINTS = 5;
const ADMIN_URL = env.DATABASE_URL || env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = env.REDIS_URL || env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const sum = <T>(items: T[], value: (item: T) => number) => items.reduce((total, item) => total + value(item), 0);

function printMachine(): void {
  console.log(`máquina: ${availableParallelism()} núcleos (${cpus()[0]?.model ?? '?'}), carga ${loadavg().map((l) => l.toFixed(1)).join(' ')} ` +
    `— compartilhada com o trabalho de outros engenheiros durante a medição; ulimit -n ${execSync('ulimit -n', { shell: '/bin/sh' }).toString().trim()}`);
}

function crowdSetups(members: Awaited<ReturnType<typeof makeCrowd>>) {
  const perProcess = Math.ceil(members.length / CROWDS);
  const addressesEach = Math.max(1, Math.floor(ADDRESSES / CROWDS));
  return Array.from({ length: CROWDS }, (_, p) => ({
    members: members.slice(p * perProcess, (p + 1) * perProcess),
    addresses: Array.from({ length: addressesEach }, (_, a) => `127.0.0.${2 + p * addressesEach + a}`),
  }));
}

function printConnect(label: string, figures: ConnectFigures[]): void {
  const failed = sum(figures, (f) => f.failed);
  console.log(`  ${label}: ${sum(figures, (f) => f.connected)} sockets prontos, ${failed} falharam${failed ? ` (${figures.find((f) => f.firstError)?.firstError})` : ''}, ` +
    `em ${(Math.max(...figures.map((f) => f.ms)) / 1000).toFixed(1)} s`);
}

function printBroadcastSummary(results: RoundResult[]): void {
  const of = (target: RoundResult['target']) => results.filter((r) => r.target === target);
  const pooled = (target: RoundResult['target']) => {
    const rounds = of(target);
    return { p99: Math.max(...rounds.map((r) => r.latency.p99)), median: [...rounds.map((r) => r.latency.p99)].sort((a, b) => a - b)[Math.floor(rounds.length / 2)]!, notTold: sum(rounds, (r) => r.notTold) };
  };
  const app = pooled('app');
  const bare = pooled('bare');
  console.log(`  p99 mediano das rodadas: Prêmia ${app.median.toFixed(0)} ms, ws puro ${bare.median.toFixed(0)} ms → ` +
    `Prêmia/ws puro = ${(app.median / bare.median).toFixed(2)}× (meta ≤ 1,25×, i.e. ws puro/Prêmia ≥ 0,8: medido ${(bare.median / app.median).toFixed(2)}); ` +
    `pior p99: Prêmia ${app.p99.toFixed(0)} ms, ws puro ${bare.p99.toFixed(0)} ms; nunca avisados: Prêmia ${app.notTold}, ws puro ${bare.notTold}; meta p99 ≤ 1000 ms: ${app.median <= 1000 ? 'atingida' : 'NÃO atingida'}`);
}

async function run(databaseUrl: string): Promise<boolean> {
  const handle = await openDatabase({ databaseUrl });
  try {
    await migrateDatabase(handle);
    await seedDemoContent(handle.db);
    const market = await firstMarketOfType(handle.db, 2);
    if (!market) throw new Error('sem mercado de chuva (seed)');
    let t0 = performance.now();
    const members = await makeCrowd(databaseUrl, MEMBERS);
    console.log(`${members.length} membros com sessão criados em lote em ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    const [appPort, barePort] = [await freePort(), await freePort()];
    const app = await startApp(databaseUrl, REDIS_URL, appPort, WORKERS);
    const bare = await startBare(barePort, WORKERS);
    const base = `http://127.0.0.1:${appPort}`;
    const crowd = await Crowd.start(crowdSetups(members));
    try {
      const workers = workersOf(app.primary.pid!);
      const rssBefore = rssOf(workers);
      t0 = performance.now();
      printConnect('Prêmia (notifyws + auth)', await crowd.all<ConnectFigures>({ op: 'connect', target: 'app', url: `ws://127.0.0.1:${appPort}`, concurrency: 64 }));
      await new Promise((resolve) => setTimeout(resolve, 3000));
      const rssAfter = rssOf(workers);
      const held = sum(await crowd.all<SocketEvents>({ op: 'status', target: 'app' }), (s) => s.held);
      console.log(`  RSS dos ${workers.length} processos do servidor: ${mb(rssBefore)} → ${mb(rssAfter)} = ${((rssAfter - rssBefore) / 1024 / held).toFixed(1)} kB por socket (${held} sockets)`);
      const bareWorkers = workersOf(bare.pid!);
      const bareBefore = rssOf(bareWorkers);
      printConnect('ws puro', await crowd.all<ConnectFigures>({ op: 'connect', target: 'bare', url: `ws://127.0.0.1:${barePort}`, concurrency: 64 }));
      await new Promise((resolve) => setTimeout(resolve, 3000));
      console.log(`  RSS dos ${bareWorkers.length} processos do ws puro: ${mb(bareBefore)} → ${mb(rssOf(bareWorkers))} = ${((rssOf(bareWorkers) - bareBefore) / 1024 / held).toFixed(1)} kB por socket`);

      const plan: RainPlan = { marketId: market.id, points: POINTS, cap: CAP, budget: Math.floor(MEMBERS * CAP * POINTS * 0.9), minutes: 15 };
      console.log(`\nAviso de chuva a todos os sockets (${ROUNDS} rodadas alternadas; relógio desde a chamada do operador / do pedido ao ws puro):`);
      const results: RoundResult[] = [];
      let periodId = 0;
      for (let r = 1; r <= ROUNDS; r += 1) {
        const bareResult = await bareRound(crowd, bare);
        printRound(r, bareResult);
        if (periodId) await endRain(base, app.opsSecret, periodId);
        await new Promise((resolve) => setTimeout(resolve, 2000));
        const appResult = await appRound(crowd, base, app.opsSecret, plan);
        periodId = appResult.periodId;
        printRound(r, appResult.result);
        results.push(bareResult, appResult.result);
      }
      printBroadcastSummary(results);

      return await claimsPart({
        crowd, handle, base, opsSecret: app.opsSecret, primaryPid: app.primary.pid!, plan, periodId, members: MEMBERS, seconds: SECONDS,
        killAtS: KILL_AT_S, windowS: WINDOW_S, compareWindowS: COMPARE_WINDOW_S,
      });
    } finally {
      await crowd.all({ op: 'close' }).catch(() => undefined);
      bare.kill('SIGTERM');
      await stop(app.primary);
    }
  } finally {
    await handle.close();
  }
}

printMachine();
process.exit((await withFreshPostgres(ADMIN_URL, 'premia_peak', run)) ? 0 : 1);
