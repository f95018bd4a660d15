import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { getStationMessages } from '../../api/index.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { InfiniteList, type ListPage } from '../../components/InfiniteList.tsx';
import type { StationMessage } from '../../domain/contract/wallet.ts';
import { formatDateTime } from '../../lib/format.ts';

/** pages/personal/stationMsg: what the platform told the member (withdrawal decisions, for now). */
export function StationMessages() {
  const { t } = useTranslation();
  const loadPage = useCallback(async (page: number): Promise<ListPage<StationMessage>> => {
    const answer = await getStationMessages({ page }, { loading: false });
    if (answer.code !== 0) throw new Error(answer.msg);
    return { items: answer.data.list, hasMore: answer.data.hasMore };
  }, []);
  return (
    <InfiniteList loadPage={loadPage} keyOf={(m) => m.id}
      renderItem={(m) => (
        <article className="card message" data-testid="station-message">
          <h2 className="message__title">{m.title}</h2>
          <p className="message__body">{m.body}</p>
          <time className="message__time">{formatDateTime(m.created_at)}</time>
        </article>
      )}
      empty={<EmptyState icon="message" title={t('messages.empty')} description={t('messages.emptyText')} />} />
  );
}
