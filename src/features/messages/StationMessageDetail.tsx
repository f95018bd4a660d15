import { useEffect } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { getStationMessage } from '../../api/index.ts';
import { LoadGate } from '../../components/LoadGate.tsx';
import type { StationMessage } from '../../domain/contract/messages.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useRecord } from '../../lib/use-load.ts';
import { refreshUnread } from './unread.ts';

const fetchMessage = (id: string) => getStationMessage(id, { loading: false });

/** pages/personal/stationMsgDetails?id=: title, time and full text; the server marks it read. */
export function StationMessageDetail({ id }: { id: string | undefined }) {
  const { t } = useTranslation();
  const { state, reload } = useRecord(id, fetchMessage);
  const opened = state.status === 'ready';
  useEffect(() => {
    if (opened) void refreshUnread();
  }, [opened]);
  return (
    <LoadGate state={state} reload={reload} notFound={t('messages.notFound')}>
      {(m: StationMessage) => (
        <article className="card message-detail" data-testid="station-message-detail">
          <h2 className="message-detail__title">{m.title}</h2>
          <time className="message__time" dateTime={m.created_at}>{formatDateTime(m.created_at)}</time>
          <p className="message-detail__body">{m.body}</p>
        </article>
      )}
    </LoadGate>
  );
}
