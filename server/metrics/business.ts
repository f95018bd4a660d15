/**
 * What the product does, counted where the services complete it (draws, rain envelopes, points
 * credited, withdrawals requested), for `/metrics` (server/metrics/route.ts). Process-wide: one
 * set of counters per process, summed over the workers by the cluster's scrape. Counting is a few
 * additions per call, so it runs whether or not metrics are served; a scrape turns it into text.
 *
 * Counted when the write that does it succeeded. A credit or a locked draw whose transaction then
 * rolls back (a deadlock or serialization failure, retried once) may be counted once too many:
 * rare, and a counter that misses nothing matters more here than one exact to the unit.
 */
import { Counter, Registry } from 'prom-client';

/** The counters' own registry, merged with each app's at scrape time (route.ts). */
export const businessRegistry = new Registry();

const draws = new Counter({
  name: 'premia_draws_total', help: 'Sorteios feitos (roda, caixa, baú), por jogo', labelNames: ['game'] as const, registers: [businessRegistry],
});
const envelopes = new Counter({ name: 'premia_rain_envelopes_claimed_total', help: 'Envelopes de chuva coletados', registers: [businessRegistry] });
const credits = new Counter({
  name: 'premia_points_credits_total', help: 'Créditos de pontos no extrato, por origem', labelNames: ['source'] as const, registers: [businessRegistry],
});
const creditedPoints = new Counter({
  name: 'premia_points_credited_total', help: 'Pontos creditados, por origem', labelNames: ['source'] as const, registers: [businessRegistry],
});
const withdrawals = new Counter({ name: 'premia_withdrawals_total', help: 'Pedidos de saque registrados', registers: [businessRegistry] });
const withdrawnPoints = new Counter({ name: 'premia_withdrawn_points_total', help: 'Pontos reservados por pedidos de saque', registers: [businessRegistry] });

/** A points credit written to the ledger (services/ledger.ts, and the draw's and the rain's own statements). */
export function countCredit(source: string, points: number): void {
  credits.inc({ source });
  creditedPoints.inc({ source }, points);
}

/** A draw recorded (services/draws.ts); its points prize, if any, is a credit of its own. */
export function countDraw(game: string): void {
  draws.inc({ game });
}

/** A batch of a rain's envelopes recorded and credited (services/markets.ts). */
export function countEnvelopes(claimed: number, points: number): void {
  if (claimed <= 0) return;
  envelopes.inc(claimed);
  countCredit('rain', points);
}

/** A withdrawal request written, its points debited (services/wallet.ts). */
export function countWithdrawal(points: number): void {
  withdrawals.inc();
  withdrawnPoints.inc(points);
}
