/** Floating widget maths, no Pixi: tap versus drag, edge snapping and keeping widgets apart. */
import { TAB_BAR_HEIGHT_PX, TAP_THRESHOLD_PX, WIDGET_SIZE_PX } from '../../src/domain/constants.ts';

export interface Insets {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

export const NO_INSETS: Insets = { top: 0, right: 0, bottom: 0, left: 0 };

export interface Point {
  x: number;
  y: number;
}

/** A screen rectangle (viewport px) that widgets must keep clear of: a page's wheel, its submit row. */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Area {
  width: number;
  height: number;
  insets: Insets;
  /** Zones the page declared (`data-widget-clear`); widgets are placed around them. */
  clearZones?: readonly Rect[];
  /** Free room between a widget and the screen edges. */
  margin: number;
  /** Whether a tab bar sits at the bottom of this page. */
  tabBar: boolean;
}

/** One pointer gesture: stays a tap until the finger has moved TAP_THRESHOLD_PX or more, then is a drag for good. */
export class Gesture {
  private startX = 0;
  private startY = 0;
  dragging = false;

  begin(x: number, y: number): void {
    this.startX = x;
    this.startY = y;
    this.dragging = false;
  }

  /** Returns the offset from the start of the gesture; switches to drag past the threshold. */
  move(x: number, y: number, out: Point): Point {
    out.x = x - this.startX;
    out.y = y - this.startY;
    if (!this.dragging && Math.hypot(out.x, out.y) >= TAP_THRESHOLD_PX) this.dragging = true;
    return out;
  }

  /** True when the whole gesture stayed under the threshold. */
  end(x: number, y: number): boolean {
    if (!this.dragging && Math.hypot(x - this.startX, y - this.startY) >= TAP_THRESHOLD_PX) this.dragging = true;
    return !this.dragging;
  }
}

export function isTap(dx: number, dy: number): boolean {
  return Math.hypot(dx, dy) < TAP_THRESHOLD_PX;
}

/** Vertical room a widget may use: below the top notch, above the tab bar and bottom inset. */
export function verticalRange(area: Area, size = WIDGET_SIZE_PX): { min: number; max: number } {
  const min = area.insets.top + area.margin;
  const bottom = area.height - area.insets.bottom - (area.tabBar ? TAB_BAR_HEIGHT_PX : 0) - area.margin - size;
  return { min, max: Math.max(min, bottom) };
}

/** Top-left of a widget kept inside the screen while it is dragged. */
export function clampDrag(p: Point, area: Area, size = WIDGET_SIZE_PX): Point {
  return {
    x: Math.min(Math.max(p.x, area.insets.left), area.width - area.insets.right - size),
    y: Math.min(Math.max(p.y, area.insets.top), area.height - area.insets.bottom - size),
  };
}

export type Side = 'left' | 'right';

/** Snaps a released widget (top-left `p`) to the nearest side, out of notches and the tab bar. */
export function snapToEdge(p: Point, area: Area, size = WIDGET_SIZE_PX): Point & { side: Side } {
  const side: Side = p.x + size / 2 < area.width / 2 ? 'left' : 'right';
  const x = side === 'left' ? area.insets.left + area.margin : area.width - area.insets.right - area.margin - size;
  const range = verticalRange(area, size);
  return { x, y: Math.min(Math.max(p.y, range.min), range.max), side };
}

export interface Placed extends Point {
  id: string;
}

function overlaps(a: Point, b: Point, size: number, gap: number): boolean {
  return Math.abs(a.x - b.x) < size + gap && Math.abs(a.y - b.y) < size + gap;
}

/**
 * Moves widgets apart so no two overlap. `fixed` (the one just dropped, if any) keeps its place
 * when possible; the others on its side are pushed down, then up if the column is full, then to
 * the other side. Returns new positions in the input order.
 */
export function resolveOverlaps(widgets: readonly Placed[], area: Area, fixedId: string | null, gap = 8, size = WIDGET_SIZE_PX): Placed[] {
  const range = verticalRange(area, size);
  const step = size + gap;
  const placed: Placed[] = [];
  const order = [...widgets].sort((a, b) => (a.id === fixedId ? -1 : b.id === fixedId ? 1 : a.y - b.y));
  for (const w of order) {
    const snapped = snapToEdge(w, area, size);
    const sides: Side[] = snapped.side === 'left' ? ['left', 'right'] : ['right', 'left'];
    let spot: Placed | null = null;
    for (const side of sides) {
      const x = side === 'left' ? area.insets.left + area.margin : area.width - area.insets.right - area.margin - size;
      spot = findFreeY({ id: w.id, x, y: snapped.y }, placed, range, step, size, gap, area.clearZones);
      if (spot) break;
    }
    // More widgets than the screen holds: keep the snapped place rather than leave the screen.
    placed.push(spot ?? { id: w.id, x: snapped.x, y: snapped.y });
  }
  return widgets.map((w) => placed.find((p) => p.id === w.id)!);
}

function coversZone(p: Point, zones: readonly Rect[], size: number, gap: number): boolean {
  return zones.some((z) => p.x < z.x + z.width + gap && p.x + size + gap > z.x && p.y < z.y + z.height + gap && p.y + size + gap > z.y);
}

function findFreeY(start: Placed, placed: readonly Placed[], range: { min: number; max: number }, step: number, size: number, gap: number, zones: readonly Rect[] = []): Placed | null {
  // Candidates: the wanted y, then alternately further below and above it, one slot at a time.
  const free = (y: number) =>
    y >= range.min - 1e-6 && y <= range.max + 1e-6 && !placed.some((p) => overlaps(p, { x: start.x, y }, size, gap)) && !coversZone({ x: start.x, y }, zones, size, gap);
  if (free(start.y)) return { ...start };
  const blockers = placed.filter((p) => Math.abs(p.x - start.x) < size + gap);
  const zoneEdges = zones.flatMap((z) => [z.y + z.height + gap, z.y - size - gap]);
  const candidates = blockers.flatMap((b) => [b.y + step, b.y - step]).concat(zoneEdges, range.min, range.max);
  candidates.sort((a, b) => Math.abs(a - start.y) - Math.abs(b - start.y));
  for (const y of candidates) if (free(y)) return { ...start, y };
  return null;
}

/**
 * Where widgets start before any drag: a remembered place, or stacked on the right two thirds
 * down (out of the way of page headers), then moved apart and out of the clear zones. The canvas
 * scene and the app's DOM stand-ins (issue 14) both place widgets with this, so they agree.
 */
export function startPoints(ids: readonly string[], area: Pick<Area, 'width' | 'height'>, remembered: Readonly<Record<string, Point>>, gap: number, size = WIDGET_SIZE_PX): Placed[] {
  let i = 0;
  return ids.map((id) => {
    const kept = remembered[id];
    return kept ? { id, x: kept.x, y: kept.y } : { id, x: area.width, y: area.height * 0.62 - i++ * (size + gap) };
  });
}

export function startPlaces(ids: readonly string[], area: Area, remembered: Readonly<Record<string, Point>>, gap: number, size = WIDGET_SIZE_PX): Placed[] {
  return resolveOverlaps(startPoints(ids, area, remembered, gap, size), area, null, gap, size);
}

/** Tucked: half the widget slides into its edge, so the page beneath shows and stays tappable. */
export function tuckedX(x: number, area: Area, size = WIDGET_SIZE_PX): number {
  const side: Side = x + size / 2 < area.width / 2 ? 'left' : 'right';
  return side === 'left' ? area.insets.left - size / 2 : area.width - area.insets.right - size / 2;
}

/** Scrolling counts as stopped after this long without a scroll event. */
export const SCROLL_SETTLE_MS = 180;

/**
 * When widgets tuck (issue 14): while the page scrolls and after a while without a touch; they
 * come out on a touch or once scrolling stops. A widget being dragged keeps everyone out.
 */
export function shouldTuck(state: { sinceTouchMs: number; sinceScrollMs: number; dragging: boolean }, timing: { idleMs: number; scrollSettleMs: number }): boolean {
  if (state.dragging) return false;
  return state.sinceScrollMs < timing.scrollSettleMs || state.sinceTouchMs >= timing.idleMs;
}

/** hh:mm:ss of spec §4's countdown, for widgets that count down. */
export function formatCountdown(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const two = (v: number) => String(v).padStart(2, '0');
  return `${two(Math.floor(s / 3600))}:${two(Math.floor((s % 3600) / 60))}:${two(s % 60)}`;
}
