/**
 * What the member's widget of a promotion type will show once the period being typed is saved:
 * the label under the widget (spec §4: 'Receber' while an entry is live, else the countdown to the
 * nearest start, hh:mm:ss) and the popup's entries (a live code, '{time} começar', the rain's
 * button), on the site's clock. The console may not import the member app's features, so this
 * follows src/features/promo/market-clock.ts (widgetLabel, isLive) and server/services/markets.ts
 * getMarket (an entry shows its live period, else its soonest) with the same texts.
 */
import type { PromoMarketView } from '../../domain/contract/promo-ops.ts';
import { currentOrNextOccurrence, daysToBits, type Occurrence, parseTimeOfDay, siteInstant } from '../../domain/promo-schedule.ts';
import { ui } from '../../lib/locales/pt/promo.ts';

const TEN_YEARS_MS = 10 * 365 * 86_400_000;

/** The period form's values as typed. */
export interface PeriodDraft {
  marketId: number;
  kind: 'once' | 'recurring';
  startsAt: string;
  endsAt: string;
  days: number[];
  from: string;
  to: string;
  code: string;
}

interface Shown {
  occurrence: Occurrence;
  code: string | null;
}

export interface PreviewEntry {
  id: number;
  title: string;
  live: boolean;
  /** Shown only while live, like the member's popup. */
  code: string | null;
  /** '{time} começar' for an entry not live yet; null when live or with nothing planned. */
  startsText: string | null;
}

export interface WidgetPreview {
  label: string;
  highlighted: boolean;
  entries: PreviewEntry[];
}

/** 3725 → '01:02:05' (the member app's formatHms). */
export function formatHms(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

/** The typed period's live or next occurrence; null while the fields make none. */
export function draftOccurrence(draft: PeriodDraft, now: Date): Occurrence | null {
  if (draft.kind === 'once') {
    const start = siteInstant(draft.startsAt);
    const end = siteInstant(draft.endsAt);
    if (!start || !end || end <= start || Date.parse(end) <= now.getTime()) return null;
    return { start: new Date(start), end: new Date(end) };
  }
  const from = parseTimeOfDay(draft.from);
  const to = parseTimeOfDay(draft.to);
  if (from === null || to === null) return null;
  return currentOrNextOccurrence({ days: daysToBits(draft.days), from, to }, now, { start: now, end: new Date(now.getTime() + TEN_YEARS_MS) });
}

const isLive = (occurrence: Occurrence, now: Date) => occurrence.start <= now && now < occurrence.end;

/** An entry's live period, else its soonest. */
function shownOf(candidates: Shown[], now: Date): Shown | undefined {
  const sorted = [...candidates].sort((a, b) => a.occurrence.start.getTime() - b.occurrence.start.getTime());
  return sorted.find((c) => isLive(c.occurrence, now)) ?? sorted[0];
}

function candidatesOf(market: PromoMarketView, draft: PeriodDraft, now: Date, type: number): Shown[] {
  const saved = market.periods.flatMap((p) => (p.next ? [{ occurrence: { start: new Date(p.next.start), end: new Date(p.next.end) }, code: p.code }] : []));
  const typed = market.id === draft.marketId ? draftOccurrence(draft, now) : null;
  const code = type === 1 ? draft.code.trim().toUpperCase() || null : null;
  return typed ? [...saved, { occurrence: typed, code }] : saved;
}

export function widgetPreview(type: number, markets: readonly PromoMarketView[], draft: PeriodDraft, now: Date): WidgetPreview {
  const entries = markets.map((market): PreviewEntry & { startsIn: number | null } => {
    const shown = shownOf(candidatesOf(market, draft, now, type), now);
    const live = shown ? isLive(shown.occurrence, now) : false;
    const startsIn = shown && !live ? (shown.occurrence.start.getTime() - now.getTime()) / 1000 : null;
    return {
      id: market.id, title: market.title, live, code: live && type === 1 ? shown!.code : null, startsIn,
      startsText: startsIn === null ? null : ui.promo.starts.replace('{{time}}', formatHms(startsIn)),
    };
  });
  const starts = entries.flatMap((e) => (e.startsIn === null ? [] : [e.startsIn]));
  const live = entries.some((e) => e.live);
  const label = live ? ui.promo.receive : starts.length > 0 ? formatHms(Math.min(...starts)) : ui.promo.soon;
  return { label, highlighted: live, entries: entries.map(({ startsIn: _startsIn, ...entry }) => entry) };
}
