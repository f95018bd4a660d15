/** The install id and channel of addDownloadCount (spec §7: payload channel_from, uuid). */
import type { DownloadPlatform } from '../../domain/contract/content.ts';
import { CHANNEL_FROM, DOWNLOAD_UUID } from '../../domain/contract/content-values.ts';
import { PROMO_CHANNEL_FALLBACK } from '../../domain/constants.ts';
import { useDeviceStore } from '../../stores/device.ts';

/** pwaUUID is made once and then kept as a locally held value, so a repeat counts only once a day. */
export function ensurePwaUUID(): string {
  const { pwaUUID, setPwaUUID } = useDeviceStore.getState();
  if (pwaUUID && DOWNLOAD_UUID.test(pwaUUID)) return pwaUUID;
  const made = crypto.randomUUID();
  setPwaUUID(made);
  return made;
}

/** The stored channel when the server would accept it, else the app's own name. */
export function downloadChannel(): string {
  const channel = useDeviceStore.getState().channelFrom ?? '';
  return channel && CHANNEL_FROM.test(channel) ? channel : PROMO_CHANNEL_FALLBACK;
}

export function currentPlatform(userAgent = navigator.userAgent): DownloadPlatform {
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios';
  return 'desktop';
}
