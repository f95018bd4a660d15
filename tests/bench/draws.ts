/**
 * `npm run bench:draws`: the real server (listening on 127.0.0.1, random port) on a fresh PGlite on
 * disk (with fsync, the default, and without, to show its cost)
 * and, when TEST_DATABASE_URL or DATABASE_URL is set, on a fresh PostgreSQL database made next to
 * it (dropped afterwards). Members with plenty of chances are made through the repositories and
 * services; the draws themselves go through HTTP with every rule. 20 concurrent clients draw for
 * 10 s (one member each), then 5 s more all on one member (the row lock's worst case). Prints
 * draws per second, p50/p95/p99 latency, and checks that nothing was over-issued: chances used
 * = draws recorded = successful answers, and the ledger equals every balance.
 *
 * Options: BENCH_SECONDS (10), BENCH_CLIENTS (20), BENCH_PROFILE (a folder: CPU profile of the 20-member run).
 */
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { and, eq, sql } from 'drizzle-orm';
import { API } from '../../src/domain/contract/paths.ts';
import { GAMES, type GameName } from '../../src/domain/contract/rewards.ts';
import type { DatabaseHandle } from '../../server/db/client.ts';
import { chanceGrants, draws, drawChances, rewardGames } from '../../server/db/schema.ts';
import { findLedgerMismatches } from '../../server/repositories/ledger.ts';
import { rewardDay } from '../../server/services/calendar.ts';
import { type BenchMember as Member, makeMembers, onEachDatabase, percentile, profiled, withAppServer } from './harness.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 20);
const CHANCES = 1_000_000;

interface RunResult {
  ok: number;
  refused: number;
  failed: number;
  latencies: number[];
  seconds: number;
  /** CPU time of this Node process (server and clients) per wall-clock second, in %. */
  nodeCpu: number;
}

async function run(base: string, members: Member[], seconds: number): Promise<RunResult> {
  const result: RunResult = { ok: 0, refused: 0, failed: 0, latencies: [], seconds, nodeCpu: 0 };
  const cpuBefore = process.cpuUsage();
  const end = performance.now() + seconds * 1000;
  const client = async (index: number) => {
    const member = members[index % members.length]!;
    let n = 0;
    while (performance.now() < end) {
      const game: GameName = GAMES[n % GAMES.length]!;
      n += 1;
      const started = performance.now();
      try {
        const response = await fetch(`${base}${API.lotteryDraw.path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${member.token}` },
          body: JSON.stringify({ game, client_key: randomBytes(12).toString('base64url') }),
        });
        await response.json();
        result.latencies.push(performance.now() - started);
        if (response.status === 200) result.ok += 1;
        else if (response.status === 400) result.refused += 1;
        else result.failed += 1;
      } catch {
        result.failed += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, (_, i) => client(i)));
  const cpu = process.cpuUsage(cpuBefore);
  result.nodeCpu = ((cpu.user + cpu.system) / 1000 / (seconds * 1000)) * 100;
  return result;
}


function report(label: string, r: RunResult): void {
  const sorted = [...r.latencies].sort((a, b) => a - b);
  console.log(
    `  ${label.padEnd(34)} ${String(r.ok).padStart(6)} draws  ${(r.ok / r.seconds).toFixed(0).padStart(5)} draws/s  ` +
      `p50 ${percentile(sorted, 50).toFixed(1)} ms  p95 ${percentile(sorted, 95).toFixed(1)} ms  p99 ${percentile(sorted, 99).toFixed(1)} ms  node CPU ${r.nodeCpu.toFixed(0)}%` +
      (r.refused || r.failed ? `  (refused ${r.refused}, failed ${r.failed})` : ''),
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

async function bench(label: string, handle: DatabaseHandle): Promise<boolean> {
  return withAppServer(handle, async (base) => {
    console.log(`\n${label} — ${CLIENTS} clients, ${base}, ${availableParallelism()} CPUs`);
    const spread = await makeMembers(handle, CLIENTS, { prefix: 'bench', chances: CHANCES });
    const warm = await run(base, spread, 1);
    const a = await profiled(`draws ${label}`, () => run(base, spread, SECONDS));
    report(`${CLIENTS} members, ${SECONDS} s`, a);
    const [hot] = await makeMembers(handle, 1, { prefix: 'hot', chances: CHANCES });
    const b = await run(base, [hot!], Math.max(1, SECONDS / 2));
    report(`1 member (row lock), ${Math.max(1, SECONDS / 2)} s`, b);
    return check(handle, [...spread, hot!], warm.ok + a.ok + b.ok);
  });
}

// PGlite on disk as `npm start` runs it, with fsync (the default) and without, to show its cost.
const pglite = [{ label: 'PGlite (disco, fsync)', durable: true }, { label: 'PGlite (disco, sem fsync)', durable: false }];
process.exit((await onEachDatabase('premia-bench', pglite, bench)) ? 0 : 1);
