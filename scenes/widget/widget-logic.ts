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
  /**
   * What the page shows near its edges (read from the DOM, see clear-zones.ts): `blocks` is every
   * control, button, field, picture and line of text there, which a widget out at its default
   * place keeps clear of; `ink` the lines of text, icons, buttons and fields among them, which
   * even a tucked widget keeps its visible half off.
   */
  content?: PageContent;
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
  /** Rests tucked where its close button would cover the page's text: it shows none there. */
  bare?: true;
}

/** The page's own things near the edges: see `Area.content`. */
export interface PageContent {
  blocks: readonly Rect[];
  ink: readonly Rect[];
}

function overlaps(a: Point, b: Point, size: number, gap: number): boolean {
  return Math.abs(a.x - b.x) < size + gap && Math.abs(a.y - b.y) < size + gap;
}

/**
 * Moves widgets apart so no two overlap. `fixed` (the one just dropped, if any) keeps its place
 * when possible; the others on its side are pushed down, then up if the column is full, then to
 * the other side. Every widget keeps clear of the declared zones.
 *
 * Widgets in `byDefault` (not placed by the member: no drag this session) also keep clear of the
 * page's content (`area.content`), so they never hide a text, a button or a field: each takes the
 * free place on its edge nearest to where it is; with none, it rests tucked half into the edge
 * (its x is then `tuckedX`), where its visible half covers no text or icon; only when even that is
 * nowhere does it rest tucked where the zones leave room. A member's drag wins: a dropped widget
 * (and those it pushed) leaves `byDefault` and stays where it was put, outside the zones only.
 * Returns new positions in the input order.
 */
export function resolveOverlaps(
  widgets: readonly Placed[], area: Area, fixedId: string | null, gap = 8, size = WIDGET_SIZE_PX, byDefault: ReadonlySet<string> = NO_IDS,
): Placed[] {
  const range = verticalRange(area, size);
  const step = size + gap;
  const placed: Placed[] = [];
  const zones = area.clearZones ?? [];
  const rank = (w: Placed) => (w.id === fixedId ? 0 : byDefault.has(w.id) ? 2 : 1);
  const order = [...widgets].sort((a, b) => rank(a) - rank(b) || a.y - b.y);
  for (const w of order) {
    const snapped = snapToEdge(w, area, size);
    const spot = (w.id !== fixedId && byDefault.has(w.id) ? defaultSpot(snapped, w.id, area, placed, range, step, size, gap) : null)
      ?? memberSpot(snapped, w.id, area, placed, range, step, size, gap, zones);
    // More widgets than the screen holds: keep the snapped place rather than leave the screen.
    placed.push(spot ?? { id: w.id, x: snapped.x, y: snapped.y });
  }
  return widgets.map((w) => placed.find((p) => p.id === w.id)!);
}

const NO_IDS: ReadonlySet<string> = new Set();

/** Where the member's widget goes: its own side first, then the other, out of the zones and the other widgets. */
function memberSpot(snapped: Point & { side: Side }, id: string, area: Area, placed: readonly Placed[], range: { min: number; max: number }, step: number, size: number, gap: number, zones: readonly Rect[]): Placed | null {
  const sides: Side[] = snapped.side === 'left' ? ['left', 'right'] : ['right', 'left'];
  for (const side of sides) {
    const spot = findFreeY({ id, x: edgeX(side, area, size), y: snapped.y }, placed, range, step, size, gap, zones);
    if (spot) return spot;
  }
  return null;
}

/**
 * Where a widget at its default place goes, on its own edge: out where it covers nothing of the
 * page (zones, content); else resting tucked half into the edge, where its visible half covers no
 * text, icon, button or field: out of the zones if it can, else over the blank edge of a zone
 * that stops short of the screen's edge (beside the wheel; never on a nav bar), with its close
 * button if that covers nothing either, else
 * without (`bare`). Only where every place covers some text does it take one out of the zones.
 */
function defaultSpot(snapped: Point & { side: Side }, id: string, area: Area, placed: readonly Placed[], range: { min: number; max: number }, step: number, size: number, gap: number): Placed | null {
  const zones = area.clearZones ?? [];
  const content = area.content;
  const pad = Math.max(gap, CLOSE_OVERHANG_PX);
  const out = findFreeY({ id, x: snapped.x, y: snapped.y }, placed, range, step, size, gap, content ? [...zones, ...content.blocks] : zones, pad);
  if (out) return out;
  const x = tuckedX(snapped.x, area, size);
  const ink = content?.ink ?? [];
  // A zone that runs into this edge (a nav bar) has no blank edge to lie on.
  const bars = zones.filter((z) => (snapped.side === 'right' ? z.x + z.width >= area.width - area.insets.right - 1 : z.x <= area.insets.left + 1));
  const tries: [readonly Rect[], number][] = [[[...zones, ...ink], pad], [[...zones, ...ink], BARE_PAD], [[...bars, ...ink], pad], [[...bars, ...ink], BARE_PAD], [zones, BARE_PAD]];
  for (const [keepOff, keepPad] of tries) {
    const spot = findFreeY({ id, x, y: snapped.y }, placed, range, step, size, gap, keepOff, keepPad);
    if (spot) return keepPad === BARE_PAD ? { ...spot, bare: true } : spot;
  }
  return null;
}

/** How far the close button sticks out of a widget: 7.6 px drawn, 8.7 px its DOM proxy (widget-proxy.ts). */
const CLOSE_OVERHANG_PX = 9;
/** Without its close button, only the tag sticks out of a widget (1.7 px). */
const BARE_PAD = 2;

function edgeX(side: Side, area: Area, size: number): number {
  return side === 'left' ? area.insets.left + area.margin : area.width - area.insets.right - area.margin - size;
}

/** Whether a widget at `x` rests tucked half into its edge (a default place where no room was free). */
export function restsTucked(x: number, area: Area, size = WIDGET_SIZE_PX): boolean {
  return x < area.insets.left || x > area.width - area.insets.right - size;
}

/** Whether a widget at `p` comes closer than `pad` to one of `zones` (its close button and tag stick out up to 8 px). */
function coversZone(p: Point, zones: readonly Rect[], size: number, pad: number): boolean {
  return zones.some((z) => p.x < z.x + z.width + pad && p.x + size + pad > z.x && p.y < z.y + z.height + pad && p.y + size + pad > z.y);
}

function findFreeY(start: Placed, placed: readonly Placed[], range: { min: number; max: number }, step: number, size: number, gap: number, zones: readonly Rect[] = [], pad = gap): Placed | null {
  // Candidates: the wanted y, then alternately further below and above it, one slot at a time.
  const free = (y: number) =>
    y >= range.min - 1e-6 && y <= range.max + 1e-6 && !placed.some((p) => overlaps(p, { x: start.x, y }, size, gap)) && !coversZone({ x: start.x, y }, zones, size, pad);
  if (free(start.y)) return { ...start };
  const blockers = placed.filter((p) => Math.abs(p.x - start.x) < size + gap);
  const zoneEdges = zones.flatMap((z) => [z.y + z.height + pad, z.y - size - pad]);
  const candidates = blockers.flatMap((b) => [b.y + step, b.y - step]).concat(zoneEdges, range.min, range.max);
  candidates.sort((a, b) => Math.abs(a - start.y) - Math.abs(b - start.y));
  for (const y of candidates) if (free(y)) return { ...start, y };
  return null;
}

/**
 * Where widgets start before any drag: a remembered place, or stacked on the right two thirds
 * down (out of the way of page headers), then moved apart and out of the clear zones. The canvas
 * scene and the app's DOM stand-ins both place widgets with this, so they agree.
 */
export function startPoints(ids: readonly string[], area: Pick<Area, 'width' | 'height'>, remembered: Readonly<Record<string, Point>>, gap: number, size = WIDGET_SIZE_PX): Placed[] {
  let i = 0;
  return ids.map((id) => {
    const kept = remembered[id];
    return kept ? { id, x: kept.x, y: kept.y } : { id, x: area.width, y: area.height * 0.62 - i++ * (size + gap) };
  });
}

/**
 * Start places: the remembered widgets where the member left them, the others at their default
 * place. `fixedId` (a widget just dropped at its remembered place) keeps its spot first.
 */
export function startPlaces(ids: readonly string[], area: Area, remembered: Readonly<Record<string, Point>>, gap: number, size = WIDGET_SIZE_PX, fixedId: string | null = null): Placed[] {
  const byDefault = new Set(ids.filter((id) => !remembered[id]));
  return resolveOverlaps(startPoints(ids, area, remembered, gap, size), area, fixedId, gap, size, byDefault);
}

/** Tucked: half the widget slides into its edge, so the page beneath shows and stays tappable. */
export function tuckedX(x: number, area: Area, size = WIDGET_SIZE_PX): number {
  const side: Side = x + size / 2 < area.width / 2 ? 'left' : 'right';
  return side === 'left' ? area.insets.left - size / 2 : area.width - area.insets.right - size / 2;
}

/** Scrolling counts as stopped after this long without a scroll event. */
export const SCROLL_SETTLE_MS = 180;

/**
 * When widgets tuck: while the page scrolls and after a while without a touch; they
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

/** What a screen reader says of a widget: what it is, then its label ("Chuva de envelopes: Receber"), as several say "Receber". */
export const widgetAccessibleName = (name: string | undefined, label: string) => (name ? `${name}: ${label}` : label);
