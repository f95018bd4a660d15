import { useCallback, useState } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { Link } from 'react-router';
import { accepted, getStationMessages, readAllMessages, unwrap } from '../../api/index.ts';
import { Button } from '../../components/Button.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { InfiniteList, listPageOf, type ListPage } from '../../components/InfiniteList.tsx';
import { TOAST_DURATION_MS } from '../../domain/constants.ts';
import { emitUiEvent } from '../../lib/ui-events.ts';
import type { StationMessage } from '../../domain/contract/messages.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useUnreadMessagesStore } from '../../stores/unread-messages.ts';
import { messageDetail } from '../../lib/paths.ts';


function MessageRow({ message }: { message: StationMessage }) {
  const { t } = useTranslation();
  const unread = !message.read;
  return (
    <Link to={messageDetail(message.id)} className={`card message${unread ? ' message--unread' : ''}`} data-testid="station-message"
      data-read={message.read ? 'true' : 'false'}>
      <span className="message__head">
        {unread ? <span className="message__dot" role="img" aria-label={t('messages.unread')} /> : null}
        <span className="message__title">{message.title}</span>
      </span>
      <span className="message__body message__body--preview">{message.body}</span>
      <time className="message__time" dateTime={message.created_at}>{formatDateTime(message.created_at)}</time>
    </Link>
  );
}

/** pages/personal/stationMsg: newest first, unread ones marked; a tap opens (and reads) one. */
export function StationMessages() {
  const { t } = useTranslation();
  const unread = useUnreadMessagesStore((s) => s.unread);
  const [version, setVersion] = useState(0);
  const loadPage = useCallback(async (page: number): Promise<ListPage<StationMessage>> => {
    return listPageOf(unwrap(await getStationMessages({ page }, { loading: false })));
  }, []);

  const markAll = async () => {
    const marked = await accepted(readAllMessages());
    if (marked === undefined) return;
    useUnreadMessagesStore.getState().setUnread(marked.unread);
    emitUiEvent('toast', { message: t('messages.readAllDone'), durationMs: TOAST_DURATION_MS, position: 'bottom' });
    setVersion((v) => v + 1);
  };

  return (
    <>
      <div className="messages-actions">
        <Button variant="secondary" disabled={unread === 0} onClick={() => void markAll()} data-testid="read-all">{t('messages.readAll')}</Button>
      </div>
      {/* A new key after 'mark all as read' reloads the list from page 1. */}
      <InfiniteList key={version} loadPage={loadPage} keyOf={(m) => m.id} renderItem={(m) => <MessageRow message={m} />}
        empty={<EmptyState icon="message" title={t('messages.empty')} description={t('messages.emptyText')} />} />
    </>
  );
}
