/**
 * `npm run bench:rain`: the real server (127.0.0.1, random port) on a fresh PGlite on disk and,
 * when TEST_DATABASE_URL or DATABASE_URL is set, on a fresh PostgreSQL database made next to it
 * (dropped afterwards). BENCH_MEMBERS members (2,000) with a session each are made through the
 * repositories; one envelope rain goes live; BENCH_CLIENTS (20) concurrent clients, in a process of
 * their own (load/rain-load.ts; the server as harness.ts runs it), then claim
 * envelopes through HTTP in batches of BENCH_BATCH keys a request (10, the most a request takes),
 * each member in turn trying cap + 2 envelopes (the two extra must be cut or refused),
 * for at most BENCH_SECONDS (10). Prints claims/s and requests/s with p50/p95/p99 of every
 * answer, and checks by query that no member holds more envelopes than the cap, that claims =
 * envelopes the answers credited, and that the ledger equals every balance.
 */
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { eq, sql } from 'drizzle-orm';
import { RAIN_BATCH_MAX } from '../../src/domain/constants.ts';
import type { DatabaseHandle } from '../../server/db/client.ts';
import { rainClaims } from '../../server/db/schema.ts';
import { findLedgerMismatches } from '../../server/repositories/ledger.ts';
import { clearPeriodsOfType, firstMarketOfType, insertPeriod } from '../../server/repositories/markets.ts';
import { inClientProcess } from './client-process.ts';
import { type BenchMember as Member, makeMembers, onEachDatabase, percentile, postgresCpuMs, profiled, withAppServer } from './harness.ts';
import type { RainLoad, RainLoadResult } from './load/rain-load.ts';

const RAIN_LOAD = new URL('./load/rain-load.ts', import.meta.url);

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 20);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 2000);
const BATCH = Math.min(Math.max(Number(process.env.BENCH_BATCH ?? RAIN_BATCH_MAX), 1), RAIN_BATCH_MAX);
const CAP = 20;
const POINTS = 5;

async function openRain(handle: DatabaseHandle): Promise<number> {
  const now = new Date();
  await clearPeriodsOfType(handle.db, 2, now);
  const market = await firstMarketOfType(handle.db, 2);
  if (!market) throw new Error('no rain market (seed)');
  const period = await insertPeriod(handle.db, {
    marketId: market.id, startsAt: new Date(now.getTime() - 1000), endsAt: new Date(now.getTime() + 30 * 60_000), points: POINTS, envelopeCap: CAP,
  });
  return period.id;
}

/** Member after member, each trying CAP + 2 envelopes in batches of BATCH keys. */
function batchesOf(members: Member[]): RainLoad['batches'] {
  const queue: RainLoad['batches'] = [];
  for (const member of members) {
    const keys = Array.from({ length: CAP + 2 }, () => randomBytes(12).toString('base64url'));
    for (let at = 0; at < keys.length; at += BATCH) queue.push({ token: member.token, keys: keys.slice(at, at + BATCH) });
  }
  return queue;
}

async function bench(label: string, handle: DatabaseHandle): Promise<boolean> {
  return withAppServer(handle, async (base, server) => {
    const t0 = performance.now();
    const members = await makeMembers(handle, MEMBERS, { prefix: 'rain' });
    console.log(`\n${label} — ${MEMBERS} members (made in ${((performance.now() - t0) / 1000).toFixed(1)} s), cap ${CAP}, batches of ${BATCH}, ` +
      `${CLIENTS} clients in another process, server ${server.description}, ${availableParallelism()} CPUs`);
    const periodId = await openRain(handle);
    const cpuBefore = { server: server.cpuMs(), postgres: postgresCpuMs() };
    const r = await profiled(`rain ${label}`, () =>
      inClientProcess<RainLoad, RainLoadResult>(RAIN_LOAD, { base, periodId, batches: batchesOf(members), clients: CLIENTS, seconds: SECONDS }));
    const cpu = (ms: number) => `${((ms / (r.seconds * 1000)) * 100).toFixed(0)}% (${(ms / Math.max(1, r.claimed)).toFixed(2)} ms/claim)`;
    const sorted = [...r.latencies].sort((a, b) => a - b);
    const requests = r.accepted + r.capRefused;
    console.log(
      `  ${String(r.claimed).padStart(6)} claims in ${r.seconds.toFixed(1)} s  ${(r.claimed / r.seconds).toFixed(0).padStart(5)} claims/s  ` +
        `${(requests / r.seconds).toFixed(0).padStart(5)} requests/s (${r.accepted} answered 200, ${r.capRefused} refused at the cap)  ` +
        `p50 ${percentile(sorted, 50).toFixed(1)} ms  p95 ${percentile(sorted, 95).toFixed(1)} ms  p99 ${percentile(sorted, 99).toFixed(1)} ms` +
        (r.failed ? `  failed ${r.failed} (first: ${r.firstFailure})` : '') + (r.done ? '  (every member up to its cap)' : `  (stopped at ${SECONDS} s)`),
    );
    console.log(`  CPU: server ${cpu(server.cpuMs() - cpuBefore.server)}, PostgreSQL ${cpu(postgresCpuMs() - cpuBefore.postgres)}, clients ${r.clientCpu.toFixed(0)}%`);
    // Over the cap, by query: per member of this rain, envelopes recorded beyond the cap.
    const perMember = await handle.db
      .select({ userId: rainClaims.userId, n: sql<number>`count(*)::int` })
      .from(rainClaims)
      .where(eq(rainClaims.periodId, periodId))
      .groupBy(rainClaims.userId)
      .having(sql`count(*) > ${CAP}`);
    const over = {
      members: perMember.length,
      envelopes: perMember.reduce((sum, row) => sum + row.n - CAP, 0),
      claims: await handle.db.$count(rainClaims, eq(rainClaims.periodId, periodId)),
    };
    const mismatches = await findLedgerMismatches(handle.db);
    const fine = over.members === 0 && over.claims === r.claimed && mismatches.length === 0 && r.failed === 0;
    console.log(
      `  check: over the cap ${over.envelopes} envelopes (${over.members} members), claims recorded ${over.claims}, credited by the answers ${r.claimed}, ` +
        `ledger mismatches ${mismatches.length} → ${fine ? 'OK' : 'FAILED'}`,
    );
    return fine;
  });
}

process.exit((await onEachDatabase('premia-rain', [{ label: 'PGlite (disco, fsync)', durable: true }], bench)) ? 0 : 1);
