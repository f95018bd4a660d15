import { useCallback } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { Link } from 'react-router';
import { getWithdrawalRecords, unwrap } from '../../api/index.ts';
import { Chips } from '../../components/Chips.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { InfiniteList, listPageOf, type ListPage } from '../../components/InfiniteList.tsx';
import type { Withdrawal } from '../../domain/contract/wallet.ts';
import { formatMoney, type WithdrawalStatus } from '../../domain/contract/wallet-values.ts';
import { formatDateTime, formatPoints } from '../../lib/format.ts';
import { useRouteQuery, useSetRouteQuery } from '../../lib/route-query.ts';
import { ALL, asWithdrawalStatus, statusOptions } from './labels.ts';
import { withdrawalDetail } from '../../lib/paths.ts';

/** Withdrawal record (pages/personal/withdrawrecord): in progress, failed, success; filter kept in the route query. */
export function WithdrawalRecords() {
  const { t } = useTranslation();
  const query = useRouteQuery();
  const setQuery = useSetRouteQuery();
  const status = asWithdrawalStatus(query.status);

  const loadPage = useCallback(async (page: number): Promise<ListPage<Withdrawal>> => {
    return listPageOf(unwrap(await getWithdrawalRecords({ ...(status ? { status } : {}), page }, { loading: false })));
  }, [status]);

  return (
    <>
      <Chips<WithdrawalStatus | typeof ALL> label={t('withdrawals.status')} value={status ?? ALL} options={statusOptions}
        onChange={(value) => setQuery({ status: value === ALL ? null : value })} />
      <InfiniteList key={status ?? ALL} loadPage={loadPage} keyOf={(w) => w.id} renderItem={(w) => <WithdrawalRow item={w} />}
        empty={<EmptyState icon="wallet" title={t('withdrawals.empty')} description={t('withdrawals.emptyText')} />} />
    </>
  );
}

function WithdrawalRow({ item }: { item: Withdrawal }) {
  return (
    <Link className="entry" to={withdrawalDetail(item.id)} data-testid="withdrawal">
      <span className="entry__main">
        <span className="entry__title">{formatMoney(item.unit, item.amount)} · {item.type_name}</span>
        <span className="entry__meta">{formatPoints(item.points)} pontos · {formatDateTime(item.created_at)}</span>
      </span>
      <span className={`status status--${item.status}`}>{item.status_text}</span>
    </Link>
  );
}
