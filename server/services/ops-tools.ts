/**
 * The operator tools behind `npm run ops` and the console that are not review queues (the outbox
 * is ops-outbox.ts; tracking scripts are ops-tracking-scripts.ts): a market period (campaigns, demos, tests) and the member an operator names.
 */
import { z } from 'zod';
import { recordId } from '../../src/domain/contract/rewards.ts';
import { RULE_MESSAGES, SERVER_MESSAGES } from '../../src/domain/messages.pt.ts';
import type { AppContext } from '../context.ts';
import { violatedUniqueConstraint } from '../db/errors.ts';
import { refused } from './refusal.ts';
import { publish } from '../realtime/events.ts';
import { clearPeriodsOfType, findMarketById, firstMarketOfType, insertPeriod } from '../repositories/markets.ts';
import { findUserById } from '../repositories/users.ts';

/** An operator's call about a member that does not exist is refused before anything is written. */
export async function requireAccount(ctx: AppContext, userId: number): Promise<void> {
  if (!(await findUserById(ctx.db, userId))) throw refused(SERVER_MESSAGES.accountNotFound);
}

/** A period of the type's first entry (or `market_id`), starting `starts_in` seconds from now. */
export const marketPeriodBody = z.object({
  type: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  market_id: recordId.optional(),
  starts_in: z.number().int().min(-86_400).max(30 * 86_400),
  duration: z.number().int().min(1).max(30 * 86_400),
  code: z.string().trim().toUpperCase().min(4).max(32).optional(),
  points: z.number().int().min(1).max(100_000).default(10),
  envelope_cap: z.number().int().min(0).max(1000).default(20),
  /** End the type's live periods and drop its future ones first (a campaign replaces another; tests). */
  replace: z.boolean().default(false),
});

export type MarketPeriodInput = z.output<typeof marketPeriodBody>;

export async function openMarketPeriod(ctx: AppContext, input: MarketPeriodInput) {
  const market = input.market_id === undefined ? await firstMarketOfType(ctx.db, input.type) : await findMarketById(ctx.db, input.market_id);
  if (!market) throw refused(RULE_MESSAGES.invalidRequest);
  const now = ctx.now();
  const startsAt = new Date(now.getTime() + input.starts_in * 1000);
  // One transaction: a refused code must not leave the type's periods already cleared.
  const row = await ctx.db
    .transaction(async (tx) => {
      if (input.replace) await clearPeriodsOfType(tx, input.type, now);
      await publish(tx, { type: 'market' });
      return insertPeriod(tx, {
        marketId: market.id, code: input.code ?? null, startsAt, endsAt: new Date(startsAt.getTime() + input.duration * 1000),
        points: input.points, envelopeCap: input.envelope_cap,
      });
    })
    .catch((error: unknown) => {
      if (violatedUniqueConstraint(error) === 'market_periods_code_unique') throw refused(SERVER_MESSAGES.redeemCodeTaken);
      throw error;
    });
  return { id: row.id, market_id: row.marketId, starts_at: row.startsAt.toISOString(), ends_at: row.endsAt.toISOString() };
}
