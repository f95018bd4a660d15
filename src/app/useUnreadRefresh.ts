/**
 * Keeps the unread station messages badge current: at start-up (and sign-in), and whenever the
 * member comes back to the app (visibilitychange), since a decision or broadcast may have arrived
 * meanwhile. The messages feature refreshes it after reading; this copy stays in the shell so the
 * first screen does not load the feature's chunk.
 */
import { useEffect } from 'react';
import { useSessionStore } from '../stores/session.ts';
import { useUnreadMessagesStore } from '../stores/unread-messages.ts';
import { onUiEvent } from '../lib/ui-events.ts';

/** The HTTP caller loads after the first screen, as in start-up. */
const loadApi = () => import('../api/index.ts');

async function fetchUnread(): Promise<void> {
  const { getUnreadMessages, unwrap } = await loadApi();
  // background: a failure here is never shown, and a 401 does not send the member to login.
  useUnreadMessagesStore.getState().setUnread(unwrap(await getUnreadMessages({ background: true })).unread);
}

export function useUnreadRefresh(): void {
  const member = useSessionStore((s) => Boolean(s.token && s.userInfo));
  useEffect(() => {
    if (!member) {
      useUnreadMessagesStore.getState().setUnread(0);
      return undefined;
    }
    const refresh = () => void fetchUnread().catch(() => undefined);
    const onVisibility = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    refresh();
    document.addEventListener('visibilitychange', onVisibility);
    // A new station message (a decision, a broadcast) pushed by the notifyws socket.
    const offRealtime = onUiEvent('realtime', (event) => {
      if (event.type === 'message') refresh();
    });
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      offRealtime();
    };
  }, [member]);
}
