/**
 * The claim burst of `npm run bench:peak`: every member claims once in the first `seconds` of the
 * rain (crowd-claims.ts), and `killAtS` seconds in, one of the app's two workers gets SIGKILL
 * (the cluster forks another after 1 s). Prints throughput, latency, answers by kind and a
 * per-second timeline of what the clients saw; answers what the database checks need.
 */
import { RAIN_BATCH_TRIES } from '../../../src/domain/constants.ts';
import type { ClaimFigures, ClaimOrder } from './crowd-claims.ts';
import type { Crowd } from './crowd-control.ts';
import { nowMs } from './crowd-sockets.ts';
import { countBy, describe, kindOf, spread, timeline } from './figures.ts';
import { workersOf } from './servers.ts';

export interface KillPlan { primaryPid: number; atS: number | null }
export interface BurstResult { acknowledged: Map<number, number>; fiveHundreds: number; killedAt: number | null; perSecond: number }

/** SIGKILL to one worker at `at`; answers when it happened and when a new worker showed up. */
async function killOneWorker(plan: KillPlan, at: number): Promise<{ killedAt: number; pid: number; replacedAfterMs: number | null } | null> {
  await new Promise((resolve) => setTimeout(resolve, at - nowMs()));
  const before = workersOf(plan.primaryPid);
  const victim = before[0];
  if (victim === undefined) return null;
  process.kill(victim, 'SIGKILL');
  const killedAt = nowMs();
  for (let waited = 0; waited < 60_000; waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const fresh = workersOf(plan.primaryPid).filter((pid) => !before.includes(pid));
    if (fresh.length > 0) return { killedAt, pid: victim, replacedAfterMs: nowMs() - killedAt };
  }
  return { killedAt, pid: victim, replacedAfterMs: null };
}

/** `windowS`: members who have not sent by then send nothing (a throughput window, not the whole crowd). */
export async function claimBurst(crowd: Crowd, order: Omit<ClaimOrder, 'startAt' | 'sendUntil'>, kill: KillPlan, windowS?: number): Promise<BurstResult> {
  const startAt = nowMs() + 1000;
  const sendUntil = windowS === undefined ? {} : { sendUntil: startAt + windowS * 1000 };
  const killing = kill.atS === null ? Promise.resolve(null) : killOneWorker(kill, startAt + kill.atS * 1000);
  const [figures, killed] = await Promise.all([crowd.all<ClaimFigures>({ op: 'claim', order: { ...order, startAt, ...sendUntil } }), killing]);
  const attempts = figures.flatMap((f) => f.attempts);
  const ok = attempts.filter((a) => a.status === 200);
  const lastOk = Math.max(...ok.map((a) => a.at));
  const seconds = (lastOk - startAt) / 1000;
  const counts = countBy(attempts, kindOf);
  const refusals = countBy(attempts.filter((a) => kindOf(a) === 'recusa' || kindOf(a) === 'sem resposta'), (a) => `${a.status} ${a.message}`);
  const acknowledged = new Map<number, number>();
  for (const f of figures) for (const [id, n] of Object.entries(f.acknowledged)) acknowledged.set(Number(id), n);
  const envelopes = [...acknowledged.values()].reduce((sum, n) => sum + n, 0);
  console.log(`  ${ok.length} pedidos aceitos (200) em ${seconds.toFixed(1)} s: ${(ok.length / seconds).toFixed(0)} pedidos/s, ${(envelopes / seconds).toFixed(0)} envelopes/s`);
  console.log(`  latência de todas as respostas (${attempts.length}): ${describe(spread(attempts.map((a) => a.ms)))}; só as 200: ${describe(spread(ok.map((a) => a.ms)))}`);
  console.log(`  respostas: ${Object.entries(counts).map(([kind, n]) => `${kind} ${n}`).join(', ')}; membros que desistiram após ${RAIN_BATCH_TRIES} tentativas: ${figures.reduce((s, f) => s + f.gaveUp, 0)}` +
    (windowS === undefined ? '' : `; sem enviar até +${windowS} s (fila cheia): ${figures.reduce((s, f) => s + f.skipped, 0)}`));
  for (const [why, n] of Object.entries(refusals).sort((a, b) => b[1] - a[1]).slice(0, 6)) console.log(`    ${n}× ${why}`);
  if (killed) {
    console.log(`  kill -9 do processo ${killed.pid} em +${((killed.killedAt - startAt) / 1000).toFixed(1)} s; novo processo após ${killed.replacedAfterMs === null ? '—' : `${(killed.replacedAfterMs / 1000).toFixed(1)} s`}`);
  }
  if (kill.atS !== null) {
    console.log('  o que os clientes viram, por segundo desde o início:');
    for (const line of timeline(attempts, startAt, killed?.killedAt ?? null)) console.log(line);
  }
  return { acknowledged, fiveHundreds: counts['5xx'] ?? 0, killedAt: killed?.killedAt ?? null, perSecond: ok.length / seconds };
}
