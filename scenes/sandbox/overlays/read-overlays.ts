/**
 * What the debug overlays draw, read from the stage as it is now: plain boxes in the stage
 * window's CSS pixels. Read-only: it calls the scenes' getters and reads the DOM, and changes
 * nothing. No React here: the layer (overlay-layer.tsx) draws what this returns.
 */
import { WIDGET_SIZE_PX } from '../../../src/domain/constants.ts';
import { readClearZones } from '../../widget/clear-zones.ts';
import { tuckedX } from '../../widget/widget-logic.ts';
import type { Area, Insets, Point } from '../../widget/widget-logic.ts';
import type { EnvelopePool, RainLimits } from '../../rain/rain-logic.ts';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Circle {
  x: number;
  y: number;
  radius: number;
}

/** The scenes' read-only getters the overlays use (wheel, gift, rain, widgets). */
interface WheelView { faceCircle: Circle }
interface GiftView { boxBounds: Box | null }
interface RainView { poolState: { pool: EnvelopePool; limits: RainLimits; hitPadding: number } }
interface WidgetView { layoutArea: Readonly<Area>; positions(): (Point & { id: string })[] }

/** The part of the stage (stage.ts's `window.stage`) the overlays read. */
export interface OverlaySource {
  current(): { name: string; scene: unknown } | null;
  scenes: { slotApp(slot: 'page' | 'overlay'): { canvas: HTMLCanvasElement } | null };
}

export interface OverlaySnapshot {
  width: number;
  height: number;
  hit: { boxes: Box[]; circles: Circle[] };
  /** Declared zones and the page's content near the edges (what widgets keep clear of), tuck edges and tucked places. */
  zones: { declared: Box[]; content: Box[]; tuckEdges: number[]; tucked: Box[] };
  /** The rain's pool, or null in a scene without one. */
  pool: { inUse: number; size: number; boxes: Box[] } | null;
  insets: Insets;
}

const offsetBox = (b: Box, o: Point): Box => ({ x: b.x + o.x, y: b.y + o.y, width: b.width, height: b.height });

/** Where a slot's canvas stands in the window: the scenes report positions on their canvas. */
function slotOffset(source: OverlaySource, slot: 'page' | 'overlay'): Point {
  const r = source.scenes.slotApp(slot)?.canvas.getBoundingClientRect();
  return { x: r?.left ?? 0, y: r?.top ?? 0 };
}

function domButtons(doc: Document): Box[] {
  const boxes: Box[] = [];
  for (const el of doc.querySelectorAll('[data-widget-id], [data-widget-close]')) {
    const r = el.getBoundingClientRect();
    if (r.width > 0 && r.height > 0) boxes.push({ x: r.left, y: r.top, width: r.width, height: r.height });
  }
  return boxes;
}

/** The slots in use; `taps`: only those a tap can still open, grown by the finger's padding (as `EnvelopePool.hit`). */
function envelopeBoxes(rain: RainView, offset: Point, taps: boolean): Box[] {
  const { pool, limits, hitPadding } = rain.poolState;
  const pad = taps ? hitPadding : 0;
  return pool.slots.filter((s) => s.active && !(taps && s.opened))
    .map((s) => offsetBox({ x: s.x - pad, y: s.y - pad, width: limits.width + pad * 2, height: limits.height + pad * 2 }, offset));
}

function readHit(source: OverlaySource, doc: Document): OverlaySnapshot['hit'] {
  const current = source.current();
  const boxes = domButtons(doc);
  const circles: Circle[] = [];
  if (current?.name === 'wheel') {
    const o = slotOffset(source, 'page');
    const c = (current.scene as WheelView).faceCircle;
    circles.push({ x: c.x + o.x, y: c.y + o.y, radius: c.radius });
  } else if (current?.name === 'gift') {
    const b = (current.scene as GiftView).boxBounds;
    if (b) boxes.push(offsetBox(b, slotOffset(source, 'page')));
  } else if (current?.name === 'rain') {
    boxes.push(...envelopeBoxes(current.scene as RainView, slotOffset(source, 'overlay'), true));
  }
  return { boxes, circles };
}

function readZones(source: OverlaySource, doc: Document, height: number): OverlaySnapshot['zones'] {
  const current = source.current();
  if (current?.name !== 'widget') return { declared: readClearZones(doc, height), content: [], tuckEdges: [], tucked: [] };
  const widgets = current.scene as WidgetView;
  const area = widgets.layoutArea;
  const tucked = widgets.positions().map((p) => ({ x: tuckedX(p.x, area), y: p.y, width: WIDGET_SIZE_PX, height: WIDGET_SIZE_PX }));
  return {
    declared: [...(area.clearZones ?? [])],
    content: [...(area.content?.blocks ?? [])],
    tuckEdges: [area.insets.left, area.width - area.insets.right],
    tucked,
  };
}

function readPool(source: OverlaySource): OverlaySnapshot['pool'] {
  const current = source.current();
  if (current?.name !== 'rain') return null;
  const rain = current.scene as RainView;
  const { pool } = rain.poolState;
  return { inUse: pool.alive, size: pool.slots.length, boxes: envelopeBoxes(rain, slotOffset(source, 'overlay'), false) };
}

let insetProbe: HTMLElement | null = null;

/** The page's own safe-area insets (CSS env()), read through a probe element kept while the overlays are on. */
function cssInsets(doc: Document): Insets {
  if (!insetProbe?.isConnected) {
    insetProbe = doc.createElement('div');
    Object.assign(insetProbe.style, {
      position: 'fixed', visibility: 'hidden', pointerEvents: 'none',
      padding: 'env(safe-area-inset-top) env(safe-area-inset-right) env(safe-area-inset-bottom) env(safe-area-inset-left)',
    });
    doc.body.appendChild(insetProbe);
  }
  const s = getComputedStyle(insetProbe);
  return { top: parseFloat(s.paddingTop) || 0, right: parseFloat(s.paddingRight) || 0, bottom: parseFloat(s.paddingBottom) || 0, left: parseFloat(s.paddingLeft) || 0 };
}

export function removeInsetProbe(): void {
  insetProbe?.remove();
  insetProbe = null;
}

/** The widgets are given their insets (a notch simulated from the panel); other scenes have the page's. */
function readInsets(source: OverlaySource, doc: Document): Insets {
  const current = source.current();
  return current?.name === 'widget' ? { ...(current.scene as WidgetView).layoutArea.insets } : cssInsets(doc);
}

export function readOverlays(source: OverlaySource, doc: Document): OverlaySnapshot {
  const view = doc.defaultView!;
  const width = view.innerWidth;
  const height = view.innerHeight;
  return {
    width, height,
    hit: readHit(source, doc),
    zones: readZones(source, doc, height),
    pool: readPool(source),
    insets: readInsets(source, doc),
  };
}
