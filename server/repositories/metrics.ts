/**
 * The figures /metrics reads from the database at scrape time (server/metrics/gauges.ts). Each is
 * one indexed statement: the outbox's unsent rows through the partial index outbox_unsent_idx and
 * its dead ones through outbox_dead_idx (migration 0025: the table keeps every message sent, so a
 * plain count would read all of it), the rains through market_periods' window.
 */
import { and, eq, gt, isNotNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { marketPeriods, markets, outbox } from '../db/schema.ts';
import type { PeriodRow } from './markets.ts';

export interface UnsentByChannel {
  channel: string;
  /** Waiting for a first try, a retry or a send in progress. */
  count: number;
  /** When the oldest of them was queued. */
  oldest: Date | null;
}

export async function unsentOutbox(db: Executor): Promise<UnsentByChannel[]> {
  const rows = await db
    .select({ channel: outbox.channel, count: sql<number>`count(*)::int`, oldest: sql<string | null>`min(${outbox.createdAt})` })
    .from(outbox)
    .where(sql`${outbox.status} in ('pending', 'failed', 'sending')`)
    .groupBy(outbox.channel);
  return rows.map((row) => ({ channel: row.channel, count: Number(row.count), oldest: row.oldest === null ? null : new Date(row.oldest) }));
}

export async function deadOutbox(db: Executor): Promise<{ channel: string; count: number }[]> {
  const rows = await db.select({ channel: outbox.channel, count: sql<number>`count(*)::int` }).from(outbox).where(eq(outbox.status, 'dead')).groupBy(outbox.channel);
  return rows.map((row) => ({ channel: row.channel, count: Number(row.count) }));
}

/** Rain periods with a points budget whose window holds `now` (a recurring one may still be between its rains). */
export async function budgetedRainsAround(db: Executor, now: Date): Promise<PeriodRow[]> {
  const rows = await db
    .select({ period: marketPeriods })
    .from(marketPeriods)
    .innerJoin(markets, eq(markets.id, marketPeriods.marketId))
    .where(and(eq(markets.type, 2), isNotNull(marketPeriods.pointsBudget), lte(marketPeriods.startsAt, now), gt(marketPeriods.endsAt, now)));
  return rows.map((row) => row.period);
}
