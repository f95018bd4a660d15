/**
 * The claims part of `npm run bench:peak`: the burst with a worker killed (checked by query), then
 * two throughput windows without a kill on fresh rains, one with a budget (the console's rain:
 * every claim takes the rain's counter row lock) and one without (no shared lock): the
 * comparison says whether PostgreSQL's row lock is what caps the claims.
 */
import { RAIN_BATCH_MAX } from '../../../src/domain/constants.ts';
import type { DatabaseHandle } from '../../../server/db/client.ts';
import { endRain, type RainPlan, startRain, startUnbudgetedRain } from './broadcast.ts';
import { checkRain } from './checks.ts';
import { claimBurst } from './claims-phase.ts';
import type { Crowd } from './crowd-control.ts';
import type { SocketEvents } from './crowd-sockets.ts';
import { scrapeMetrics } from './metrics-scrape.ts';

export interface ClaimsSetup {
  crowd: Crowd;
  handle: DatabaseHandle;
  base: string;
  opsSecret: string;
  primaryPid: number;
  plan: RainPlan;
  periodId: number;
  members: number;
  seconds: number;
  killAtS: number | null;
  windowS: number;
  compareWindowS: number;
}

const sum = <T>(items: T[], value: (item: T) => number) => items.reduce((total, item) => total + value(item), 0);
const order = (s: ClaimsSetup, periodId: number) => ({ base: s.base, periodId, seconds: s.seconds, keysPerBatch: RAIN_BATCH_MAX, connectionsPerAddress: 32 });

async function killedBurst(s: ClaimsSetup): Promise<boolean> {
  console.log(`\nPedidos de envelopes: ${s.members} membros, um lote de ${RAIN_BATCH_MAX} chaves cada, espalhados em ${s.seconds} s ` +
    `(limite ${s.plan.cap} por membro, orçamento ${s.plan.budget} pontos = 90% da procura), kill -9 de um processo em +${s.killAtS ?? '—'} s, janela ${s.windowS} s`);
  const stopScrape = scrapeMetrics(s.base);
  const burst = await claimBurst(s.crowd, order(s, s.periodId), { primaryPid: s.primaryPid, atS: s.killAtS }, s.windowS);
  stopScrape();
  await new Promise((resolve) => setTimeout(resolve, 8000));
  const after = await s.crowd.all<SocketEvents>({ op: 'status', target: 'app' });
  console.log(`  sockets: ${sum(after, (e) => e.closes)} fechados, ${sum(after, (e) => e.reconnects)} reconexões, ${sum(after, (e) => e.held)} prontos (8 s depois do fim)`);
  const checks = await checkRain(s.handle, s.periodId, s.plan.cap, burst.acknowledged);
  const fine = checks.lost === 0 && checks.overBudget === 0 && checks.overCapMembers === 0 && checks.ledgerMismatches === 0 && burst.fiveHundreds === 0;
  console.log(`  verificação: orçamento ${checks.budget}, pago ${checks.paidByClaims} (contador ${checks.paidCounter}), acima do orçamento ${checks.overBudget}; ` +
    `acima do limite ${checks.overCapEnvelopes} envelopes (${checks.overCapMembers} membros); confirmados ${checks.acknowledged}, gravados ${checks.recorded}, ` +
    `perdidos ${checks.lost}, gravados sem resposta ${checks.unacknowledged}; 5xx (fora 503) ${burst.fiveHundreds}; extrato ≠ saldo ${checks.ledgerMismatches} → ${fine ? 'OK' : 'FALHOU'}`);
  return fine;
}

async function comparison(s: ClaimsSetup): Promise<void> {
  console.log(`\nJanelas de ${s.compareWindowS} s sem kill, mesma multidão, chuvas novas: com orçamento (trava da linha do contador) e sem (linha de base)`);
  await endRain(s.base, s.opsSecret, s.periodId);
  const budgeted = await startRain(s.base, s.opsSecret, { ...s.plan, budget: s.members * s.plan.cap * s.plan.points });
  console.log('  com orçamento:');
  const withLock = await claimBurst(s.crowd, order(s, budgeted), { primaryPid: s.primaryPid, atS: null }, s.compareWindowS);
  await endRain(s.base, s.opsSecret, budgeted);
  const free = await startUnbudgetedRain(s.base, s.opsSecret, s.plan);
  console.log('  sem orçamento:');
  const without = await claimBurst(s.crowd, order(s, free), { primaryPid: s.primaryPid, atS: null }, s.compareWindowS);
  console.log(`  com orçamento / sem orçamento = ${(withLock.perSecond / without.perSecond).toFixed(2)} (pedidos/s ${withLock.perSecond.toFixed(0)} / ${without.perSecond.toFixed(0)}; a multidão pede ${(s.members / s.seconds).toFixed(0)}/s)`);
}

export async function claimsPart(s: ClaimsSetup): Promise<boolean> {
  const fine = await killedBurst(s);
  if (s.compareWindowS > 0) await comparison(s);
  return fine;
}
