/**
 * Risk events (docs/risk.md): a member's registration, sign-in, session opening, invite binding and
 * withdrawal request, with the device and keyed hashes of the address and browser. One row per
 * event, never per draw or claim: those hot calls carry a session, and the session was bound to
 * its device when it opened, so "which device drew" is already known without a write per draw.
 */
import { lt, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { riskEvents, type RiskEventKind } from '../db/schema.ts';

export type { RiskEventKind };
import { keyedHash, type SignalKeys } from './keys.ts';

/** Kept this long, then the housekeeping job removes them (docs/risk.md: retention). */
export const RISK_EVENT_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Rows removed per statement: a long backlog is cleared in short steps, not one long lock. */
const DELETE_BATCH = 5_000;

/** What records an event: the database, the signals key and the clock (an AppContext has them all). */
export interface EventRecorder {
  db: Executor;
  signals: SignalKeys;
  now: () => Date;
}

export interface RiskEvent {
  kind: RiskEventKind;
  userId: number | null;
  visitorId: number | null;
  ip: string;
  userAgent: string | undefined;
}

export async function recordRiskEvent(ctx: EventRecorder, event: RiskEvent): Promise<void> {
  await ctx.db.insert(riskEvents).values({
    kind: event.kind,
    userId: event.userId,
    visitorId: event.visitorId,
    ipHash: keyedHash(ctx.signals.hash, `ip:${event.ip}`),
    userAgentHash: event.userAgent ? keyedHash(ctx.signals.hash, `ua:${event.userAgent}`) : null,
    createdAt: ctx.now(),
  });
}

/** Removes events older than RISK_EVENT_DAYS; returns how many. */
export async function deleteOldRiskEvents(ctx: EventRecorder): Promise<number> {
  const before = new Date(ctx.now().getTime() - RISK_EVENT_DAYS * DAY_MS);
  let removed = 0;
  for (;;) {
    const oldest = ctx.db.select({ id: riskEvents.id }).from(riskEvents).where(lt(riskEvents.createdAt, before)).limit(DELETE_BATCH);
    const gone = await ctx.db.delete(riskEvents).where(inArray(riskEvents.id, oldest)).returning({ id: riskEvents.id });
    removed += gone.length;
    if (gone.length < DELETE_BATCH) return removed;
  }
}
