/**
 * The RTP tab's data: the first pages of the market for the chosen filters, then a poll with the
 * last ETag that updates shown rows in place (see row-updates.ts).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { pollRtpMarket } from '../../api/index.ts';
import type { RtpMarketQuery } from '../../domain/contract/index.ts';
import { onUiEvent } from '../../lib/ui-events.ts';
import { RTP_MARKET_PAGE_SIZE_MAX } from '../../domain/contract/rtp-values.ts';
import type { RtpMarketResponse, RtpMarketRow } from '../../domain/contract/sponsors.ts';
import { applyRowUpdates, type ShownRow, toShown } from './row-updates.ts';

export const RTP_PAGE_SIZE = 20;

export type MarketFilters = Pick<RtpMarketQuery, 'keyword' | 'sponsor_id' | 'type' | 'sort' | 'order'>;
type Status = 'loading' | 'idle' | 'error';
/** Whether a feed keeps the figures live, else when the newest reading is from (the tab's note). */
export type Freshness = Pick<RtpMarketResponse, 'live' | 'last_reading_at'>;
const freshnessOf = ({ live, last_reading_at }: RtpMarketResponse): Freshness => ({ live, last_reading_at });

export function useRtpMarket(filters: MarketFilters, pollMs: number) {
  const [rows, setRows] = useState<ShownRow[]>([]);
  const [status, setStatus] = useState<Status>('loading');
  const [hasMore, setHasMore] = useState(false);
  const [freshness, setFreshness] = useState<Freshness | null>(null);
  const etag = useRef<string | null>(null);
  const pages = useRef(0);
  const generation = useRef(0);

  const loadPage = useCallback(async (page: number) => {
    const mine = ++generation.current;
    setStatus('loading');
    try {
      const answer = await pollRtpMarket({ ...filters, page, page_size: RTP_PAGE_SIZE }, null);
      if (mine !== generation.current || !answer.changed) return;
      pages.current = page;
      setRows((prev) => (page === 1 ? answer.data.list.map(toShown) : [...prev, ...answer.data.list.map(toShown)]));
      setHasMore(answer.data.hasMore);
      setFreshness(freshnessOf(answer.data));
      // The poll asks for every loaded row at once, so its tag is for that query, not this page.
      etag.current = null;
      setStatus('idle');
    } catch {
      if (mine === generation.current) setStatus('error');
    }
  }, [filters]);

  useEffect(() => {
    void loadPage(1);
  }, [loadPage]);

  const poll = useCallback(async () => {
    if (pages.current === 0 || document.visibilityState !== 'visible') return;
    const mine = generation.current;
    const size = Math.min(RTP_MARKET_PAGE_SIZE_MAX, pages.current * RTP_PAGE_SIZE);
    try {
      const answer = await pollRtpMarket({ ...filters, page: 1, page_size: size }, etag.current);
      if (mine !== generation.current || !answer.changed) return;
      etag.current = answer.etag;
      setRows((prev) => applyRowUpdates(prev, answer.data.list));
      setFreshness(freshnessOf(answer.data));
    } catch {
      // A failed poll is silent: the rows on screen stay, the next poll tries again.
    }
  }, [filters]);

  useEffect(() => {
    const timer = setInterval(() => void poll(), pollMs);
    // New readings (notifyws): poll at once instead of waiting for the next tick.
    const offRealtime = onUiEvent('realtime', (event) => {
      if (event.type === 'rtp') void poll();
    });
    return () => {
      clearInterval(timer);
      offRealtime();
    };
  }, [poll, pollMs]);

  const loadMore = useCallback(() => void loadPage(pages.current + 1), [loadPage]);
  const retry = useCallback(() => void loadPage(Math.max(1, pages.current + (rows.length ? 1 : 0))), [loadPage, rows.length]);
  return { rows, status, hasMore, freshness, loadMore, retry, pushRows: (fresh: RtpMarketRow[]) => setRows((prev) => applyRowUpdates(prev, fresh)) };
}
