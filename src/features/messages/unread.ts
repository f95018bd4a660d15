import { getUnreadMessages } from '../../api/index.ts';
import { useUnreadMessagesStore } from '../../stores/unread-messages.ts';

/** After reading: the badge on the Me tab and menu follows at once. Failures stay silent. */
export async function refreshUnread(): Promise<void> {
  try {
    const answer = await getUnreadMessages({ background: true });
    if (answer.code === 0) useUnreadMessagesStore.getState().setUnread(answer.data.unread);
  } catch {
    // The next start-up or return to the app corrects the badge.
  }
}
