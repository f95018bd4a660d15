/**
 * What `npm run bench:peak` checks by query after the claims: points paid against the rain's
 * budget (its claims and its counter), envelopes past the per-member cap, acknowledged claims the
 * database does not hold (lost), and the ledger against every balance.
 */
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../server/db/client.ts';
import { findLedgerMismatches } from '../../../server/repositories/ledger.ts';

export interface RainChecks {
  budget: number;
  paidByClaims: number;
  paidCounter: number;
  overBudget: number;
  overCapMembers: number;
  overCapEnvelopes: number;
  recorded: number;
  acknowledged: number;
  lost: number;
  /** Envelopes recorded whose answer never reached the client (a kill between commit and answer): not a loss. */
  unacknowledged: number;
  ledgerMismatches: number;
}

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows);

export async function checkRain(handle: DatabaseHandle, periodId: number, cap: number, acknowledged: Map<number, number>): Promise<RainChecks> {
  const [period] = rowsOf<{ budget: number; paid: number }>(await handle.db.execute(sql`
    select points_budget as budget, points_paid as paid from market_periods where id = ${periodId}`));
  const perMember = rowsOf<{ user_id: string; n: number; points: number }>(await handle.db.execute(sql`
    select user_id, count(*)::int as n, sum(points)::int as points from rain_claims where period_id = ${periodId} group by user_id`));
  const held = new Map(perMember.map((row) => [Number(row.user_id), row.n]));
  let lost = 0;
  let acked = 0;
  for (const [memberId, count] of acknowledged) {
    acked += count;
    lost += Math.max(0, count - (held.get(memberId) ?? 0));
  }
  const recorded = perMember.reduce((sum, row) => sum + row.n, 0);
  const paidByClaims = perMember.reduce((sum, row) => sum + row.points, 0);
  const overCap = perMember.filter((row) => row.n > cap);
  return {
    budget: period!.budget, paidByClaims, paidCounter: period!.paid,
    overBudget: Math.max(0, paidByClaims - period!.budget, period!.paid - period!.budget),
    overCapMembers: overCap.length, overCapEnvelopes: overCap.reduce((sum, row) => sum + row.n - cap, 0),
    recorded, acknowledged: acked, lost, unacknowledged: recorded - (acked - lost),
    ledgerMismatches: (await findLedgerMismatches(handle.db)).length,
  };
}
