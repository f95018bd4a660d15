/**
 * Share verification rules shared by the client and the server (no zod, so the share pages stay
 * light): which hosts belong to each platform, what makes an address acceptable, and the key that
 * makes the same post count once however it is written.
 */
export const SHARE_PLATFORMS = ['whatsapp', 'facebook', 'telegram', 'x'] as const;
export type SharePlatform = (typeof SHARE_PLATFORMS)[number];

export const SHARE_PLATFORM_NAMES: Record<SharePlatform, string> = { whatsapp: 'WhatsApp', facebook: 'Facebook', telegram: 'Telegram', x: 'X' };

/** A host matches a domain when it is the domain or one of its subdomains (m.facebook.com). */
const PLATFORM_DOMAINS: Record<SharePlatform, readonly string[]> = {
  whatsapp: ['whatsapp.com', 'wa.me'],
  facebook: ['facebook.com', 'fb.com', 'fb.watch'],
  telegram: ['t.me', 'telegram.me', 'telegram.org'],
  x: ['x.com', 'twitter.com'],
};

export const SHARE_STATUSES = ['review', 'approved', 'rejected'] as const;
export type ShareStatus = (typeof SHARE_STATUSES)[number];

export const SHARE_URL_MAX_CHARS = 500;

export type ShareUrlProblem = 'empty' | 'notHttp' | 'wrongPlatform' | null;

function parseHttpUrl(text: string): URL | null {
  try {
    const url = new URL(text.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

export function platformOfHost(host: string): SharePlatform | null {
  const name = host.toLowerCase().replace(/\.$/, '');
  return SHARE_PLATFORMS.find((p) => PLATFORM_DOMAINS[p].some((d) => name === d || name.endsWith(`.${d}`))) ?? null;
}

/** Why an address cannot be sent for a campaign on these platforms, or null when it can. */
export function shareUrlProblem(text: string, platforms: readonly SharePlatform[]): ShareUrlProblem {
  if (text.trim() === '') return 'empty';
  const url = parseHttpUrl(text);
  if (!url) return 'notHttp';
  const platform = platformOfHost(url.hostname);
  return platform && platforms.includes(platform) ? null : 'wrongPlatform';
}

/**
 * The same post written two ways (http/https, www., upper-case host, trailing slash, #fragment)
 * gives the same key, so it cannot be claimed twice. Query strings stay: on these platforms they
 * often name the post itself.
 */
export function shareUrlKey(text: string): string {
  const url = parseHttpUrl(text);
  if (!url) return text.trim();
  const host = url.hostname.toLowerCase().replace(/^(www|m|mobile)\./, '');
  const path = url.pathname.replace(/\/+$/, '');
  return `${host}${path}${url.search}`;
}

/** The campaign link with the member's channel, so visits from the share count for them. */
export function linkWithChannel(link: string, channel: string): string {
  try {
    const url = new URL(link);
    url.searchParams.set('channel_from', channel);
    return url.toString();
  } catch {
    return link;
  }
}
