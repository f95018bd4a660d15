/** Outside addresses (banners, partners) open in a new tab carrying the member's channel (spec §4). */
import { PROMO_CHANNEL_FALLBACK } from '../domain/constants.ts';
import { localChannelFrom } from './local-values.ts';

export const isOutsideLink = (link: string) => /^https?:\/\//i.test(link);

export function withChannelFrom(link: string): string {
  try {
    const url = new URL(link);
    url.searchParams.set('channel_from', localChannelFrom.get() || PROMO_CHANNEL_FALLBACK);
    return url.toString();
  } catch {
    return link;
  }
}

/** An in-app link as the router wants it: `#/pages/x?id=1` → `/pages/x?id=1`; null for outside ones. */
export function inAppPath(link: string): string | null {
  const path = link.startsWith('#') ? link.slice(1) : link;
  return path.startsWith('/') && !path.startsWith('//') ? path : null;
}

export function openOutside(link: string): void {
  window.open(withChannelFrom(link), '_blank', 'noopener');
}
