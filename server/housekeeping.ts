/**
 * Periodic clean-up each server process runs: uploads nobody references, idle sessions, risk events
 * past their 90 days (docs/risk.md). Every step is a set-based statement, so several processes
 * running it at once do no harm.
 */
import type { FastifyInstance } from 'fastify';
import { type AppContext, HOUSEKEEPING_INTERVAL_MS } from './context.ts';
import { expireIdleSessions } from './repositories/sessions.ts';
import { removeUnreferencedUploads } from './services/uploads.ts';
import { expireHolds } from './services/risk-holds.ts';
import { releasePendingPoints } from './services/pending-points.ts';
import { deleteOldRiskEvents } from './signals/events.ts';

/** What the clean-up uses of the app's context. */
export type HousekeepingContext = Pick<AppContext, 'db' | 'storage' | 'now' | 'sessionLifetimes' | 'signals'>;

export async function runHousekeeping(ctx: HousekeepingContext): Promise<void> {
  await removeUnreferencedUploads(ctx);
  await expireIdleSessions(ctx.db, ctx.sessionLifetimes, ctx.now());
  await expireHolds(ctx);
  await releasePendingPoints(ctx);
  await deleteOldRiskEvents(ctx);
}

export function scheduleHousekeeping(app: FastifyInstance, ctx: AppContext): void {
  const run = () => {
    runHousekeeping(ctx).catch((error: unknown) => app.log.error({ err: error }, 'limpeza periódica falhou'));
  };
  // Once soon after start too: a server redeployed more often than hourly would otherwise never run it.
  const first = setTimeout(run, 60_000);
  const timer = setInterval(run, HOUSEKEEPING_INTERVAL_MS);
  first.unref();
  timer.unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(timer);
  });
}
