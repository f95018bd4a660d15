import { useCallback, useState } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { Link } from 'react-router';
import { getPointsHistory, unwrap } from '../../api/index.ts';
import { Chips } from '../../components/Chips.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { InfiniteList, listPageOf, type ListPage } from '../../components/InfiniteList.tsx';
import type { HistoryRange, PendingPointsEntry, PointSource, PointsEntry } from '../../domain/contract/index.ts';
import { formatDateTime, formatPoints, formatSignedPoints } from '../../lib/format.ts';
import { useRouteQuery, useSetRouteQuery } from '../../lib/route-query.ts';
import { ALL, asRange, asSource, rangeOptions, sourceOptions } from './labels.ts';
import { pointsDetail } from '../../lib/paths.ts';

/** Points history (pages/personal/prizeRecord): period and source filters kept in the route query. */
export function PointsHistory() {
  const { t } = useTranslation();
  const query = useRouteQuery();
  const setQuery = useSetRouteQuery();
  const range = asRange(query.range);
  const source = asSource(query.source);
  const [balance, setBalance] = useState<number | null>(null);
  const [pending, setPending] = useState<PendingPointsEntry[]>([]);

  const loadPage = useCallback(async (page: number): Promise<ListPage<PointsEntry>> => {
    const data = unwrap(await getPointsHistory({ range, ...(source ? { source } : {}), page }, { loading: false }));
    setBalance(data.balance);
    setPending(data.pending);
    return listPageOf(data);
  }, [range, source]);

  return (
    <>
      <section className="card balance-card">
        <span className="muted">{t('history.balance')}</span>
        <strong data-testid="balance">{balance === null ? '—' : formatPoints(balance)}</strong>
      </section>
      {pending.length > 0 ? (
        <section className="pending-points" aria-labelledby="pending-title" data-testid="pending-points">
          <h2 id="pending-title" className="pending-points__title">{t('history.pending')}</h2>
          {pending.map((p) => (
            <div key={p.id} className="entry" data-testid="pending-entry">
              <span className="entry__main">
                <span className="entry__title">{p.reason}</span>
                <span className="entry__meta">{p.source_text} · {p.hint}</span>
              </span>
              <span className="guest__side">
                <span className="status status--review">{t('history.pendingStatus')}</span>
                <span className="entry__amount">{formatSignedPoints(p.amount)}</span>
              </span>
            </div>
          ))}
        </section>
      ) : null}
      <div className="filters">
        <span className="filters__label">{t('history.period')}</span>
        <Chips<HistoryRange> label={t('history.period')} value={range} options={rangeOptions}
          onChange={(value) => setQuery({ range: value === 'all' ? null : value })} />
        <span className="filters__label">{t('history.source')}</span>
        <Chips<PointSource | typeof ALL> label={t('history.source')} value={source ?? ALL} options={sourceOptions}
          onChange={(value) => setQuery({ source: value === ALL ? null : value })} />
      </div>
      {/* A new list per filter: a page of the old filter never lands in the new list. */}
      <InfiniteList key={`${range}:${source ?? ALL}`} loadPage={loadPage} keyOf={(e) => e.id} renderItem={(e) => <PointsRow entry={e} />}
        empty={<EmptyState icon="history" title={t('history.empty')} description={t('history.emptyText')} />} />
    </>
  );
}

function PointsRow({ entry }: { entry: PointsEntry }) {
  return (
    <Link className="entry" to={pointsDetail(entry.id)} data-testid="points-entry">
      <span className="entry__main">
        <span className="entry__title">{entry.reason}</span>
        <span className="entry__meta">{entry.source_text} · {formatDateTime(entry.created_at)}</span>
      </span>
      <span className={`entry__amount entry__amount--${entry.amount >= 0 ? 'in' : 'out'}`}>{formatSignedPoints(entry.amount)}</span>
    </Link>
  );
}
