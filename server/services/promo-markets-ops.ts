/**
 * The console's market entries: what a promotion type's popup lists (title, logo, link), created
 * and edited by an operator, audited and announced like the rest of the promotions
 * (markets-ops.ts). An edit carries the digest it loaded and is refused if the entry changed since.
 */
import type { MarketType } from '../../src/domain/contract/market-values.ts';
import type { PromoMarketInput, PromoMarketSaved } from '../../src/domain/contract/promo-ops.ts';
import { PROMO_MESSAGES as P } from '../../src/domain/promo.pt.ts';
import type { AppContext } from '../context.ts';
import type { MarketRow } from '../repositories/markets.ts';
import * as repo from '../repositories/promos.ts';
import { announce, digest } from './promo-changes.ts';
import type { Actor } from './operators.ts';
import { refused } from './refusal.ts';

const marketVersion = (market: MarketRow) => digest([market.type, market.title, market.logo, market.link, market.status]);

export const toMarketView = (market: MarketRow): PromoMarketSaved => ({
  id: market.id, type: market.type as MarketType, title: market.title, logo: market.logo, link: market.link, status: market.status,
  version: marketVersion(market),
});

export async function savePromoMarket(ctx: AppContext, actor: Actor, input: PromoMarketInput): Promise<PromoMarketSaved> {
  const values = { type: input.type, title: input.title, logo: input.logo, link: input.link, status: input.status };
  return ctx.db.transaction(async (tx) => {
    if (input.id === undefined) {
      const created = await repo.insertMarket(tx, values);
      await announce(ctx, tx, actor, 'promo.market.create', `market:${created.id}`, { after: values });
      return toMarketView(created);
    }
    const before = await repo.lockMarket(tx, input.id);
    if (!before || before.type !== input.type) throw refused(P.marketNotFound);
    if (marketVersion(before) !== input.version) throw refused(P.marketChanged);
    const updated = await repo.updateMarket(tx, input.id, values);
    await announce(ctx, tx, actor, 'promo.market.update', `market:${updated.id}`, {
      before: { title: before.title, logo: before.logo, link: before.link, status: before.status }, after: values,
    });
    return toMarketView(updated);
  });
}
