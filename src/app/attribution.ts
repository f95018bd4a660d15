/**
 * Attribution from the address the app was opened at (spec §1, §3): channel_from and parent_id.
 * Stored by main.tsx before anything else runs, so every call, the opened page's first included,
 * carries the CHANNEL-FROM header (http.ts reads it from localStorage).
 */
import { useDeviceStore } from '../stores/device.ts';

export interface UrlParts {
  search: string;
  hash: string;
}

/**
 * A query value from either place a link may carry it: the route's own query inside the hash
 * (`#/route?name=x`, preferred, it is what the page sees) or the query before the hash (`/?name=x#/`).
 */
export function queryValue(name: string, url: UrlParts): string | null {
  const hashQuery = url.hash.includes('?') ? url.hash.slice(url.hash.indexOf('?') + 1) : '';
  for (const query of [hashQuery, url.search.replace(/^\?/, '')]) {
    const value = new URLSearchParams(query).get(name)?.trim();
    if (value) return value;
  }
  return null;
}

export function attributionFromUrl(url: UrlParts): { channelFrom: string | null; parentId: string | null } {
  return { channelFrom: queryValue('channel_from', url), parentId: queryValue('parent_id', url) };
}

/** A URL without these leaves the stored values as they are. */
export function storeAttribution(url: UrlParts = window.location): void {
  const { channelFrom, parentId } = attributionFromUrl(url);
  const device = useDeviceStore.getState();
  if (channelFrom) device.setChannelFrom(channelFrom);
  if (parentId) device.setParentId(parentId);
}
