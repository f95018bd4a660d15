/** The zones a page asks widgets to keep clear of (`data-widget-clear`), read from the DOM. */
import type { Rect } from './widget-logic.ts';

const CLEAR_ZONE_SELECTOR = '[data-widget-clear]';

/** How often the zones are read again (routes and layouts change under the widgets). */
export const CLEAR_ZONE_CHECK_MS = 500;

/** The declared zones on screen now, in whole CSS pixels. */
export function readClearZones(doc: Document, viewportHeight: number): Rect[] {
  const zones: Rect[] = [];
  for (const element of doc.querySelectorAll(CLEAR_ZONE_SELECTOR)) {
    const r = element.getBoundingClientRect();
    if (r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < viewportHeight) {
      zones.push({ x: Math.round(r.left), y: Math.round(r.top), width: Math.round(r.width), height: Math.round(r.height) });
    }
  }
  return zones;
}

/** Equal for the same zones: a check that finds nothing new moves nothing. */
export const zonesKey = (zones: readonly Rect[]): string => zones.map((z) => `${z.x},${z.y},${z.width},${z.height}`).join(';');
