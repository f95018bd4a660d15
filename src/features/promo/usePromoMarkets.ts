import { useCallback, useEffect, useRef, useState } from 'react';
import { accepted, getMarket } from '../../api/index.ts';
import { COUNTDOWN_TICK_MS } from '../../domain/constants.ts';
import { MARKET_TYPES, type MarketType } from '../../domain/contract/market-values.ts';
import type { MarketResponse } from '../../domain/contract/markets.ts';
import { onUiEvent } from '../../lib/ui-events.ts';
import { serverNow, widgetLabel, type ServerClock, type WidgetLabel } from './market-clock.ts';

export interface PromoMarket {
  type: MarketType;
  data: MarketResponse;
  clock: ServerClock;
}

export interface ShownMarket extends PromoMarket {
  now: number;
  label: WidgetLabel;
}

/**
 * The three markets, fetched in the background (no spinner, no toast), with their labels
 * recomputed every COUNTDOWN_TICK_MS on the server clock. A countdown at zero fetches its market
 * again (once per zero).
 */
export function usePromoMarkets() {
  const [markets, setMarkets] = useState<Partial<Record<MarketType, PromoMarket>>>({});
  const [nowMs, setNowMs] = useState(() => performance.now());
  const refetching = useRef(new Set<MarketType>());

  const fetchType = useCallback(async (type: MarketType) => {
    try {
      const data = await accepted(getMarket({ type }, { background: true }));
      if (!data) return;
      const clock = { serverSeconds: data.strcurrentTime, receivedAtMs: performance.now() };
      setMarkets((prev) => ({ ...prev, [type]: { type, data, clock } }));
    } catch {
      // Widgets are extras: a failed fetch leaves them as they were.
    } finally {
      refetching.current.delete(type);
    }
  }, []);

  useEffect(() => {
    for (const type of MARKET_TYPES) void fetchType(type);
    const timer = setInterval(() => setNowMs(performance.now()), COUNTDOWN_TICK_MS);
    // An operator changed a market (notifyws): every widget fetches again.
    const offRealtime = onUiEvent('realtime', (event) => {
      if (event.type === 'market') for (const type of MARKET_TYPES) void fetchType(type);
    });
    return () => {
      clearInterval(timer);
      offRealtime();
    };
  }, [fetchType]);

  const shown: ShownMarket[] = [];
  for (const type of MARKET_TYPES) {
    const market = markets[type];
    if (!market || market.data.market_set.status !== 1) continue;
    const now = serverNow(market.clock, nowMs);
    shown.push({ ...market, now, label: widgetLabel(market.data.markets, now) });
  }

  useEffect(() => {
    for (const m of shown) {
      if (m.label.refetch && !refetching.current.has(m.type)) {
        refetching.current.add(m.type);
        void fetchType(m.type);
      }
    }
  });

  return { shown, refetch: fetchType };
}
