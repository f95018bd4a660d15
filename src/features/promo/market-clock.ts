/**
 * Countdown maths of the floating widgets (spec §4), on the server's clock: the phone's clock may
 * be wrong, so the answer's `strcurrentTime` is advanced locally by the time elapsed since it came.
 */
import type { MarketEntry } from '../../domain/contract/markets.ts';
import { ui } from '../../lib/locales/pt/promo.ts';

export interface ServerClock {
  /** strcurrentTime of the last answer (seconds). */
  serverSeconds: number;
  /** performance.now() when it arrived: monotonic, unlike Date.now(). */
  receivedAtMs: number;
}

/** The server's time now, in whole seconds. */
export function serverNow(clock: ServerClock, nowMs: number): number {
  return clock.serverSeconds + Math.floor(Math.max(0, nowMs - clock.receivedAtMs) / 1000);
}

/** 3725 → '01:02:05'; never negative; hours may pass 99. */
export function formatHms(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

/** Live on the server clock: the answer said so, or its period has started since. */
export function isLive(entry: MarketEntry, now: number): boolean {
  const p = entry.time_period;
  if (!p) return entry.is_active;
  return (entry.is_active || p.start_time <= now) && now < p.end_time;
}

export interface WidgetLabel {
  text: string;
  highlighted: boolean;
  /** A countdown reached zero: fetch the market again. */
  refetch: boolean;
}

/**
 * 'Receber' (highlighted) when an entry is live; else the smallest time to a start as hh:mm:ss.
 * An entry whose countdown reached zero since the answer (live now, not active in the answer)
 * asks for the market again: the new answer has its code.
 */
export function widgetLabel(entries: readonly MarketEntry[], now: number): WidgetLabel {
  const live = entries.filter((e) => isLive(e, now));
  if (live.length > 0) return { text: ui.promo.receive, highlighted: true, refetch: live.some((e) => !e.is_active) };
  const starts = entries.flatMap((e) => (e.time_period && e.time_period.end_time > now ? [e.time_period.start_time - now] : []));
  if (starts.length === 0) return { text: ui.promo.soon, highlighted: false, refetch: false };
  return { text: formatHms(Math.min(...starts)), highlighted: false, refetch: false };
}

/** The link opened in a new tab, carrying the member's channel (spec §4). */
export function linkWithChannel(link: string, channelFrom: string | null, base = 'https://premia.app/'): string {
  if (!channelFrom) return link;
  try {
    const url = new URL(link, base);
    url.searchParams.set('channel_from', channelFrom);
    return url.toString();
  } catch {
    return link;
  }
}
