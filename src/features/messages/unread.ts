import { getUnreadMessages, unwrap } from '../../api/index.ts';
import { useUnreadMessagesStore } from '../../stores/unread-messages.ts';

/** After reading: the badge on the Me tab and menu follows at once. Failures stay silent. */
export async function refreshUnread(): Promise<void> {
  try {
    useUnreadMessagesStore.getState().setUnread(unwrap(await getUnreadMessages({ background: true })).unread);
  } catch {
    // The next start-up or return to the app corrects the badge.
  }
}
