/**
 * The operator tools behind `npm run ops` and the console that are not review queues: the outbox,
 * tracking scripts, a market period (campaigns, demos, tests) and the member an operator names.
 */
import { RULE_MESSAGES, SERVER_MESSAGES } from '../../src/domain/messages.pt.ts';
import type { AppContext } from '../context.ts';
import { violatedUniqueConstraint } from '../db/errors.ts';
import { badRequest } from '../http/envelope.ts';
import { publish } from '../realtime/events.ts';
import { clearPeriodsOfType, findMarketById, firstMarketOfType, insertPeriod } from '../repositories/markets.ts';
import { listOutbox } from '../repositories/outbox.ts';
import { insertTrackingScript } from '../repositories/site.ts';
import { findUserById } from '../repositories/users.ts';

export async function outbox(ctx: AppContext, filter: { limit: number; recipient?: string | undefined }) {
  const rows = await listOutbox(ctx.db, { limit: filter.limit, ...(filter.recipient ? { recipient: filter.recipient } : {}) });
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel,
    recipient: row.recipient,
    subject: row.subject,
    body: row.body,
    created_at: row.createdAt.toISOString(),
  }));
}

export async function addTrackingScript(ctx: AppContext, script: { name: string; content: string; enabled: boolean }) {
  const row = await insertTrackingScript(ctx.db, script);
  return { id: row.id, name: row.name, content: row.content, enabled: row.enabled };
}

/** An operator's call about a member that does not exist is refused before anything is written. */
export async function requireAccount(ctx: AppContext, userId: number): Promise<void> {
  if (!(await findUserById(ctx.db, userId))) throw badRequest(SERVER_MESSAGES.accountNotFound);
}

export interface MarketPeriodInput {
  type: 1 | 2 | 3;
  market_id?: number | undefined;
  starts_in: number;
  duration: number;
  code?: string | undefined;
  points: number;
  envelope_cap: number;
  replace: boolean;
}

export async function openMarketPeriod(ctx: AppContext, input: MarketPeriodInput) {
  const market = input.market_id === undefined ? await firstMarketOfType(ctx.db, input.type) : await findMarketById(ctx.db, input.market_id);
  if (!market) throw badRequest(RULE_MESSAGES.invalidRequest);
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
      if (violatedUniqueConstraint(error) === 'market_periods_code_unique') throw badRequest(SERVER_MESSAGES.redeemCodeTaken);
      throw error;
    });
  return { id: row.id, market_id: row.marketId, starts_at: row.startsAt.toISOString(), ends_at: row.endsAt.toISOString() };
}
