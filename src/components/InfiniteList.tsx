import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { shellT as t } from '../lib/shell-strings.ts';
import { Spinner } from './Loading.tsx';
import { usePullToRefresh } from './usePullToRefresh.ts';
import './InfiniteList.css';
import './records.css';

export interface ListPage<T> {
  items: T[];
  hasMore: boolean;
}

/** A paged answer's `{ list, hasMore }` as the list's page. */
export function listPageOf<T>(data: { list: T[]; hasMore: boolean }): ListPage<T> {
  return { items: data.list, hasMore: data.hasMore };
}

interface InfiniteListProps<T> {
  /** Loads page `page` (1-based); a rejection shows the tap-to-retry state. */
  loadPage: (page: number) => Promise<ListPage<T>>;
  renderItem: (item: T) => ReactNode;
  keyOf: (item: T) => string | number;
  empty: ReactNode;
}

type Status = 'loading' | 'idle' | 'error' | 'end';

/** A list that loads the next page when its end scrolls into view and reloads on pull-down. */
export function InfiniteList<T>({ loadPage, renderItem, keyOf, empty }: InfiniteListProps<T>) {
  const [items, setItems] = useState<T[]>([]);
  const [status, setStatus] = useState<Status>('loading');
  const nextPage = useRef(1);
  const busy = useRef(false);
  const sentinel = useRef<HTMLDivElement>(null);

  const load = useCallback(async (reset: boolean) => {
    if (busy.current) return;
    busy.current = true;
    if (reset) nextPage.current = 1;
    setStatus('loading');
    try {
      const page = await loadPage(nextPage.current);
      setItems((prev) => (reset ? page.items : [...prev, ...page.items]));
      nextPage.current += 1;
      setStatus(page.hasMore ? 'idle' : 'end');
    } catch {
      setStatus('error');
    } finally {
      busy.current = false;
    }
  }, [loadPage]);

  useEffect(() => { void load(true); }, [load]);

  useEffect(() => {
    const node = sentinel.current;
    if (!node || status !== 'idle') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) void load(false);
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [status, load]);

  const pull = usePullToRefresh(() => load(true));

  if (status === 'end' && items.length === 0) return <>{empty}</>;
  return (
    <div className="ilist" {...pull.handlers}>
      <div className="ilist__pull" style={{ height: pull.distance }} aria-hidden="true">
        {pull.distance > 0 ? <span>{pull.ready ? t('list.release') : t('list.pull')}</span> : null}
      </div>
      {items.map((item) => <div key={keyOf(item)} className="ilist__item">{renderItem(item)}</div>)}
      <div ref={sentinel} className="ilist__footer">
        {status === 'loading' ? <Spinner size={22} /> : null}
        {status === 'error' ? <button type="button" className="ilist__retry" onClick={() => void load(items.length === 0)}>{t('list.retry')}</button> : null}
        {status === 'end' ? <span>{t('list.end')}</span> : null}
      </div>
    </div>
  );
}
