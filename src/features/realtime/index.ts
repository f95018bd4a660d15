/**
 * The real-time channel's entry, loaded after the first screen (app/startup.ts): it follows the
 * device store (visitor id, channel) and the session store (member token).
 */
import { useDeviceStore } from '../../stores/device.ts';
import { useInstallStore } from '../../stores/install.ts';
import { useSessionStore } from '../../stores/session.ts';
import { RealtimeClient } from './client.ts';

let client: RealtimeClient | null = null;

const standalone = () => typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches;

/** One socket per tab: a second call does nothing. */
export function startRealtime(): void {
  if (client || typeof WebSocket === 'undefined') return;
  const mine = new RealtimeClient();
  client = mine;
  const follow = () => {
    const { visitorId, channelFrom } = useDeviceStore.getState();
    if (visitorId && /^\d+$/.test(visitorId)) mine.setTarget({ visitorId, channel: channelFrom, standalone: standalone() });
    const { token, userInfo } = useSessionStore.getState();
    mine.setToken(token && userInfo ? token : null);
  };
  follow();
  useDeviceStore.subscribe(follow);
  useSessionStore.subscribe(follow);
  useInstallStore.subscribe((state, before) => {
    if (state.installing !== before.installing) mine.setInstalling(state.installing);
  });
  document.addEventListener('visibilitychange', () => mine.setHidden(document.visibilityState === 'hidden'));
}

