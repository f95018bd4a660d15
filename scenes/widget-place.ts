/**
 * Second public entry of the canvas layer, for the app's first screen: where the floating widgets
 * stand, with no Pixi, GSAP or Howler behind it (lint keeps it so). The app draws DOM stand-ins
 * there until the canvas takes over; the canvas scene places them with the same maths.
 */
import { paramsFor } from './core/tuned.ts';
import { WIDGET_SIZE_PX } from '../src/domain/constants.ts';
import { placeKey, readClearZones, readPageContent, zonesKey } from './widget/clear-zones.ts';
import { isPageScroll, watchPageChanges } from './widget/page-changes.ts';
import { Gesture, NO_INSETS, SCROLL_SETTLE_MS, clampDrag, restsTucked, startPlaces, tuckedX, widgetAccessibleName } from './widget/widget-logic.ts';
import type { Area, PageContent, Placed, Point, Rect } from './widget/widget-logic.ts';
import { widgetParams } from './widget/params.ts';

export { Gesture, SCROLL_SETTLE_MS, isPageScroll, placeKey, readClearZones, watchPageChanges, widgetAccessibleName, zonesKey };
export type { PageContent, Placed, Point, Rect };

/** The widget scene's spacing as the app runs it (defaults or a designer's tuned file). */
export function widgetSpacing(): { margin: number; gap: number } {
  const p = paramsFor('widget', widgetParams);
  return { margin: p.edgeMargin, gap: p.gap };
}

/** When the widgets tuck half into their edge without a touch, and how long the slide takes. */
export function widgetTuckTiming(): { idleMs: number; slideMs: number } {
  const p = paramsFor('widget', widgetParams);
  return { idleMs: p.tuckIdleMs, slideMs: p.tuckMs };
}

/** How a dragged widget looks and settles: its scale under the finger, the length of its snap to the edge. */
export function widgetDragTiming(): { dragScale: number; snapMs: number } {
  const p = paramsFor('widget', widgetParams);
  return { dragScale: p.dragScale, snapMs: p.snapMs };
}

/** Top-left of a widget dragged to `p` in a `width`×`height` window, kept inside it as the scene keeps it. */
export function widgetDragPoint(p: Point, width: number, height: number): Point {
  return clampDrag(p, { width, height, insets: NO_INSETS, margin: 0, tabBar: true });
}

/** Where a widget resting at `x` stands once tucked half into its edge of a `width`-wide window. */
export function widgetTuckedX(x: number, width: number): number {
  return tuckedX(x, { width, height: 0, insets: NO_INSETS, margin: 0, tabBar: true, clearZones: [] });
}

/** How far from each edge a widget at its place reaches (its close button and tag included). */
export function widgetStrip(): number {
  const { margin, gap } = widgetSpacing();
  return margin + WIDGET_SIZE_PX + gap;
}

/** The page's text, controls and pictures where the widgets stand, read from the DOM (see clear-zones.ts). */
export function readWidgetContent(doc: Document, width: number, height: number): PageContent {
  return readPageContent(doc, width, height, widgetStrip());
}

/** Whether a widget placed at `x` rests tucked half into its edge (no free room at its default place). */
export function widgetRestsTucked(x: number, width: number): boolean {
  return restsTucked(x, { width, height: 0, insets: NO_INSETS, margin: 0, tabBar: true, clearZones: [] });
}

/**
 * Where the widget scene draws `ids` on its first frame in a `width`×`height` overlay (the
 * window), with the page's clear zones, its content near the edges and the places remembered for
 * the session (those the member dragged: they keep clear of the zones only). With `droppedId`,
 * that widget was just let go at its remembered place: it snaps to the nearest edge and keeps
 * its spot there first, the others move aside, as the scene settles a drop.
 */
export function widgetStartPlaces(
  ids: readonly string[], view: { width: number; height: number; clearZones?: readonly Rect[]; content?: PageContent }, remembered: Readonly<Record<string, Point>>,
  droppedId: string | null = null,
): Placed[] {
  const { margin, gap } = widgetSpacing();
  // As widgetScene() mounts it: no insets, a tab bar at the bottom.
  const area: Area = { width: view.width, height: view.height, insets: NO_INSETS, margin, tabBar: true, clearZones: view.clearZones ?? [], ...(view.content ? { content: view.content } : {}) };
  return startPlaces(ids, area, remembered, gap, undefined, droppedId);
}
