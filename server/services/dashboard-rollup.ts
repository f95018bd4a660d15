/**
 * The dashboard's rollup run ("Painel", issue 40): every `everyMs` (60 s by default,
 * DASHBOARD_ROLLUP_MS) each process tries it; one at a time holds a transaction-scoped advisory
 * lock, the others skip their turn. A run reads only rows past each source's watermark.
 *
 * Ids are taken when a row is inserted but seen when its transaction commits, so a row may appear
 * behind a larger id already read. A run therefore folds into the settled part (0) only ids it saw
 * as the newest at least `settleMs` ago (no transaction here lives that long), and recomputes
 * the rest, the tail, on every run (part 1 of the additive tables; the member facts and active
 * sets are idempotent, so their tail is simply read again). The figures an operator sees are thus
 * at most one interval old. A run reads at most `batch` ids past the settled watermark, so a large
 * backlog (a first start on an old database) is caught up over several runs.
 */
import type { FastifyInstance } from 'fastify';
import type { Database, Executor } from '../db/client.ts';
import type { AppContext } from '../context.ts';
import * as repo from '../repositories/dashboard-rollup.ts';

export const DASHBOARD_ROLLUP_EVERY_MS = 60_000;
export const DASHBOARD_SETTLE_MS = 60_000;
const DEFAULT_BATCH = 1_000_000;

export interface RollupOptions {
  settleMs?: number;
  batch?: number;
}

interface Step {
  /** Settled before this run, settled after it, and the end of the tail read now. */
  from: number;
  settled: number;
  tailEnd: number;
}

/** Moves a source's watermark: what to fold and what is the tail, and records it. */
async function advance(db: Executor, source: repo.RollupSource, options: Required<RollupOptions>): Promise<Step> {
  const mark = await repo.readWatermark(db, source);
  const settleDue = mark.seenAgoMs >= options.settleMs;
  let settled = settleDue ? Math.max(mark.settledId, mark.seenId) : mark.settledId;
  if (source === 'outbox') {
    // A message still open may yet be sent or die: the settled part stops before it.
    const open = await repo.firstOpenMessage(db, mark.settledId);
    if (open !== null) settled = Math.min(settled, open - 1);
    settled = Math.max(settled, mark.settledId);
  }
  const tailEnd = Math.min(mark.maxId, settled + options.batch);
  const seen = settleDue ? { id: tailEnd, now: true } : { id: Math.max(mark.seenId, settled), now: false };
  await repo.writeWatermark(db, source, settled, seen);
  return { from: mark.settledId, settled, tailEnd };
}

async function rollSources(db: Executor, options: Required<RollupOptions>): Promise<void> {
  // Members first: the draws and withdrawals below mark their first ones.
  const users = await advance(db, 'users', options);
  await repo.rollUsers(db, { after: users.from, upTo: users.tailEnd });

  const ledger = await advance(db, 'ledger', options);
  await repo.rollLedger(db, { after: ledger.from, upTo: ledger.settled }, 0);
  await repo.rollLedger(db, { after: ledger.settled, upTo: ledger.tailEnd }, 1);
  await repo.rollActive(db, 'ledger', { after: ledger.from, upTo: ledger.tailEnd });

  const draws = await advance(db, 'draws', options);
  await repo.rollDraws(db, { after: draws.from, upTo: draws.settled }, 0);
  await repo.rollDraws(db, { after: draws.settled, upTo: draws.tailEnd }, 1);
  await repo.rollActive(db, 'draws', { after: draws.from, upTo: draws.tailEnd });
  await repo.rollFirsts(db, 'draws', { after: draws.from, upTo: draws.tailEnd });

  const withdrawals = await advance(db, 'withdrawals', options);
  await repo.rollFirsts(db, 'withdrawals', { after: withdrawals.from, upTo: withdrawals.tailEnd });

  // The outbox's open tail is read live by the dashboard (repositories/dashboard.ts), so only its settled part is folded.
  const outbox = await advance(db, 'outbox', options);
  await repo.rollOutbox(db, { after: outbox.from, upTo: outbox.settled });
}

/** One run; false when another process held the lock. */
export async function runDashboardRollup(db: Database, options: RollupOptions = {}): Promise<boolean> {
  const full = { settleMs: options.settleMs ?? DASHBOARD_SETTLE_MS, batch: options.batch ?? DEFAULT_BATCH };
  return db.transaction(async (tx) => {
    if (!(await repo.tryRollupLock(tx))) return false;
    await rollSources(tx, full);
    return true;
  });
}

export function scheduleDashboardRollup(app: FastifyInstance, ctx: AppContext, everyMs: number): void {
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    runDashboardRollup(ctx.db)
      .catch((error: unknown) => app.log.error({ err: error }, 'rollup do painel falhou'))
      .finally(() => { running = false; });
  };
  const timer = setInterval(run, everyMs);
  timer.unref();
  // Soon after start too, so a restarted server does not show an interval-old page.
  const first = setTimeout(run, Math.min(everyMs, 5_000));
  first.unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(timer);
  });
}
