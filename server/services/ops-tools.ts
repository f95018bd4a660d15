/**
 * The operator tools behind `npm run ops` and the console that are not review queues (the outbox
 * is ops-outbox.ts; tracking scripts are ops-tracking-scripts.ts): a market period (campaigns,
 * demos, tests), points and chances by hand, a message to every member, and the member an
 * operator names. Each write is audited with the operator's name.
 */
import type { z } from 'zod';
import type { creditPointsBody, grantChancesBody, MarketPeriodInput } from '../../src/domain/contract/ops-reviews.ts';
import { RULE_MESSAGES, SERVER_MESSAGES } from '../../src/domain/messages.pt.ts';
import type { AppContext } from '../context.ts';
import { violatedUniqueConstraint } from '../db/errors.ts';
import { refused } from './refusal.ts';
import { publish } from '../realtime/events.ts';
import { clearPeriodsOfType, findMarketById, firstMarketOfType, insertPeriod } from '../repositories/markets.ts';
import { findUserById } from '../repositories/users.ts';
import { audited } from './audit.ts';
import { grantChances } from './chances.ts';
import { creditPoints } from './ledger.ts';
import { insertBroadcast, pushBroadcast } from './messages.ts';
import type { Actor } from './operators.ts';

type CreditPointsInput = z.output<typeof creditPointsBody>;
type GrantChancesInput = z.output<typeof grantChancesBody>;

/** An operator's call about a member that does not exist is refused before anything is written. */
export async function requireAccount(ctx: AppContext, userId: number): Promise<void> {
  if (!(await findUserById(ctx.db, userId))) throw refused(SERVER_MESSAGES.accountNotFound);
}

/** A period of the type's first entry (or `market_id`), starting `starts_in` seconds from now. */
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

/** Points by hand (support, corrections): a ledger credit with source 'other', audited when it applied (a retried key writes nothing). */
export async function creditPointsByHand(ctx: AppContext, actor: Actor, input: CreditPointsInput) {
  await requireAccount(ctx, input.user_id);
  const now = ctx.now();
  const result = await audited(
    ctx, actor, (tx) => creditPoints(tx, { userId: input.user_id, amount: input.amount, source: 'other', reason: input.reason, key: `ops:${input.key}`, now }),
    (credit) => (credit.applied ? { action: 'points.credit', target: `user:${input.user_id}`, detail: { amount: input.amount, reason: input.reason } } : null),
  );
  return { applied: result.applied, balance: result.balance, entry_id: result.entry.id };
}

/** Extra chances by hand (support, promotions), audited when granted. */
export async function grantChancesByHand(ctx: AppContext, actor: Actor, input: GrantChancesInput) {
  await requireAccount(ctx, input.user_id);
  const now = ctx.now();
  const granted = await audited(
    ctx, actor, (tx) => grantChances(tx, input.user_id, input.game, input.amount, input.reason, { ...(input.key ? { key: input.key } : {}), now }),
    (done) => (done ? { action: 'chances.grant', target: `user:${input.user_id}`, detail: { game: input.game, amount: input.amount } } : null),
  );
  return { granted };
}

/** A station message to every member, audited with the operator's name; pushed once both committed. */
export async function broadcastByOperator(ctx: AppContext, actor: Actor, text: { title: string; body: string }) {
  const sent = await audited(
    ctx, actor, (tx) => insertBroadcast(tx, text, ctx.now()),
    (message) => ({ action: 'message.broadcast', target: `message:${message.id}`, detail: { title: message.title } }),
  );
  pushBroadcast(ctx, text);
  return sent;
}
