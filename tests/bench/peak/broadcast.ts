/**
 * The broadcast rounds of `npm run bench:peak`, the app and the bare `ws` baseline taking turns so
 * both meet the same load from the other engineers on the machine. App: an operator starts a rain
 * (POST /api/ops/promos/periods, as the console does: one transaction, its `market` NOTIFY, every
 * worker's hub tells its sockets); the clock runs from just before the call until each socket is
 * told. Bare: the bench asks the bare server's primary to broadcast `{"type":"market"}`.
 */
import type { ChildProcess } from 'node:child_process';
import { OPS_CALLS } from '../../../src/domain/contract/ops-calls/index.ts';
import type { Crowd } from './crowd-control.ts';
import { nowMs, type RoundFigures, type Target } from './crowd-sockets.ts';
import { describe, type Spread, spread } from './figures.ts';

export interface RainPlan { marketId: number; points: number; cap: number; budget: number; minutes: number }
export interface RoundResult { target: Target; latency: Spread; notTold: number; held: number }

const COLLECT_MS = 15_000;

/** An operator's call; shed with 503 under the crowd's load, it is sent again after Retry-After, as the operator would (counted in a round's clock). */
async function opsCall(base: string, secret: string, path: string, body: unknown, tries = 5): Promise<Record<string, unknown>> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST', headers: { 'content-type': 'application/json', 'x-ops-secret': secret }, body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { data: Record<string, unknown> | null; msg?: string };
  if (response.status === 503 && tries > 1) {
    console.log(`  (${path}: 503, de novo em ${response.headers.get('retry-after') ?? '1'} s)`);
    await new Promise((resolve) => setTimeout(resolve, Number(response.headers.get('retry-after') ?? 1) * 1000));
    return opsCall(base, secret, path, body, tries - 1);
  }
  if (!response.ok || !envelope.data) throw new Error(`${path}: ${response.status} ${envelope.msg ?? ''}`);
  return envelope.data;
}

/** A rain live from now, as an operator starts one in the console; answers its period id. */
export async function startRain(base: string, secret: string, plan: RainPlan): Promise<number> {
  const now = Date.now();
  const period = await opsCall(base, secret, OPS_CALLS.promoPeriod.path, {
    market_id: plan.marketId, kind: 'once', starts_at: new Date(now - 1000).toISOString(), ends_at: new Date(now + plan.minutes * 60_000).toISOString(),
    points: plan.points, envelope_cap: plan.cap, points_budget: plan.budget,
  });
  return Number(period.id);
}

/**
 * The same rain without a budget, through the older operator call (the console's refuses a rain
 * without one): its claims take no shared lock, the baseline that shows what the budget's lock costs.
 */
export async function startUnbudgetedRain(base: string, secret: string, plan: RainPlan): Promise<number> {
  const period = await opsCall(base, secret, OPS_CALLS.addMarketPeriod.path, {
    type: 2, market_id: plan.marketId, starts_in: -1, duration: plan.minutes * 60, points: plan.points, envelope_cap: plan.cap,
  });
  return Number(period.id);
}

export async function endRain(base: string, secret: string, id: number): Promise<void> {
  await opsCall(base, secret, OPS_CALLS.promoPeriodEnd.path, { id });
}

async function round(crowd: Crowd, target: Target, trigger: () => Promise<unknown>): Promise<RoundResult> {
  await crowd.all({ op: 'arm', target });
  const started = nowMs();
  await trigger();
  const figures = await crowd.all<RoundFigures>({ op: 'collect', target, waitMs: COLLECT_MS });
  return {
    target, latency: spread(figures.flatMap((f) => f.arrivals.map((at) => at - started))),
    notTold: figures.reduce((sum, f) => sum + f.notTold, 0), held: figures.reduce((sum, f) => sum + f.held, 0),
  };
}

export const bareRound = (crowd: Crowd, bare: ChildProcess) =>
  round(crowd, 'bare', async () => bare.send({ broadcast: JSON.stringify({ type: 'market' }) }));

/** A rain starts and every socket is told; answers the round and the rain's id. */
export async function appRound(crowd: Crowd, base: string, secret: string, plan: RainPlan): Promise<{ result: RoundResult; periodId: number }> {
  let periodId = 0;
  const result = await round(crowd, 'app', async () => {
    periodId = await startRain(base, secret, plan);
  });
  return { result, periodId };
}

export function printRound(index: number, result: RoundResult): void {
  const name = result.target === 'app' ? 'Prêmia ' : 'ws puro';
  console.log(`  rodada ${index} ${name}: ${result.latency.count} de ${result.held} avisados, ${describe(result.latency)}, nunca avisados ${result.notTold}`);
}
