import { type ReactNode, useCallback } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { Chips } from '../../components/Chips.tsx';
import { InfiniteList, listPageOf, type ListPage } from '../../components/InfiniteList.tsx';
import type { ApiEnvelope } from '../../domain/contract/envelope.ts';
import type { ShareStatus } from '../../domain/contract/share-values.ts';
import { unwrap } from '../../api/index.ts';
import { useRouteQuery, useSetRouteQuery } from '../../lib/route-query.ts';
import { ALL, asSubmissionStatus, submissionStatusOptions } from './labels.ts';

interface SubmissionListProps<T> {
  /** One page of the member's submissions, filtered by status when one is chosen. */
  fetchPage: (filter: { status?: ShareStatus; page: number }) => Promise<ApiEnvelope<{ list: T[]; hasMore: boolean }>>;
  renderItem: (item: T) => ReactNode;
  empty: ReactNode;
  /** Changes when the list must load again (a new submission). */
  version?: number;
}

/** Shares and task submissions: status chips kept in the route query, and the paged list. */
export function SubmissionList<T extends { id: number }>({ fetchPage, renderItem, empty, version = 0 }: SubmissionListProps<T>) {
  const { t } = useTranslation();
  const query = useRouteQuery();
  const setQuery = useSetRouteQuery();
  const status = asSubmissionStatus(query.status);

  const loadPage = useCallback(async (page: number): Promise<ListPage<T>> => {
    return listPageOf(unwrap(await fetchPage({ ...(status ? { status } : {}), page })));
  }, [fetchPage, status]);

  return (
    <>
      <Chips<ShareStatus | typeof ALL> label={t('shareing.status')} value={status ?? ALL} options={submissionStatusOptions}
        onChange={(value) => setQuery({ status: value === ALL ? null : value })} />
      <InfiniteList key={`${status ?? ALL}:${version}`} loadPage={loadPage} keyOf={(s) => s.id} renderItem={renderItem} empty={empty} />
    </>
  );
}
