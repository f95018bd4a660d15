import { useCallback } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { Link } from 'react-router';
import { getLotteryRecords, unwrap } from '../../api/index.ts';
import { Chips } from '../../components/Chips.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { InfiniteList, listPageOf, type ListPage } from '../../components/InfiniteList.tsx';
import type { DrawRecord, RecordStatus } from '../../domain/contract/index.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useRouteQuery, useSetRouteQuery } from '../../lib/route-query.ts';
import { ALL, asRecordStatus, recordStatusOptions } from './labels.ts';
import { drawDetail } from '../../lib/paths.ts';

/** Draw history (pages/lotteryrecord): my prizes by status (in review, failed, success, waiting for an address). */
export function DrawRecords() {
  const { t } = useTranslation();
  const query = useRouteQuery();
  const setQuery = useSetRouteQuery();
  const status = asRecordStatus(query.status);

  const loadPage = useCallback(async (page: number): Promise<ListPage<DrawRecord>> => {
    return listPageOf(unwrap(await getLotteryRecords({ ...(status ? { status } : {}), page }, { loading: false })));
  }, [status]);

  return (
    <>
      <Chips<RecordStatus | typeof ALL> label={t('records.status')} value={status ?? ALL} options={recordStatusOptions}
        onChange={(value) => setQuery({ status: value === ALL ? null : value })} />
      <InfiniteList key={status ?? ALL} loadPage={loadPage} keyOf={(r) => r.id} renderItem={(r) => <DrawRow record={r} />}
        empty={<EmptyState icon="gift" title={t('records.empty')} description={t('records.emptyText')} />} />
    </>
  );
}

function DrawRow({ record }: { record: DrawRecord }) {
  return (
    <Link className="entry" to={drawDetail(record.id)} data-testid="draw-record">
      <span className="entry__main">
        <span className="entry__title">{record.prize.label}</span>
        <span className="entry__meta">{record.game_name} · {formatDateTime(record.created_at)}</span>
      </span>
      <span className={`status status--${record.status}`}>{record.status_text}</span>
    </Link>
  );
}
