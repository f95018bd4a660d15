// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { TAB_BAR_HEIGHT_PX, TAP_THRESHOLD_PX, WIDGET_SIZE_PX } from '../../../src/domain/constants.ts';
import {
  Gesture, clampDrag, formatCountdown, isTap, resolveOverlaps, restsTucked, shouldTuck, snapToEdge, startPlaces, startPoints, tuckedX, verticalRange,
} from '../../../scenes/widget/widget-logic.ts';
import type { Area, Placed } from '../../../scenes/widget/widget-logic.ts';

const AREA: Area = { width: 390, height: 844, insets: { top: 47, right: 0, bottom: 34, left: 0 }, margin: 8, tabBar: true };

describe('tap versus drag', () => {
  it('is a tap under the threshold only', () => {
    expect(isTap(3, 3)).toBe(true);
    expect(isTap(TAP_THRESHOLD_PX, 0)).toBe(false);
  });

  it('stays a drag once the finger went past the threshold, even if it comes back', () => {
    const g = new Gesture();
    const out = { x: 0, y: 0 };
    g.begin(100, 100);
    g.move(102, 101, out);
    expect(g.dragging).toBe(false);
    g.move(110, 100, out);
    expect(out).toEqual({ x: 10, y: 0 });
    expect(g.end(100, 100)).toBe(false);
    g.begin(50, 50);
    expect(g.end(52, 53)).toBe(true);
  });
});

describe('edge snapping', () => {
  it('goes to the nearest side, inside the safe area and above the tab bar', () => {
    const left = snapToEdge({ x: 120, y: 10 }, AREA);
    expect(left).toEqual({ x: 8, y: 47 + 8, side: 'left' });
    const right = snapToEdge({ x: 220, y: 2000 }, AREA);
    expect(right.side).toBe('right');
    expect(right.x).toBe(390 - 8 - WIDGET_SIZE_PX);
    expect(right.y).toBe(844 - 34 - TAB_BAR_HEIGHT_PX - 8 - WIDGET_SIZE_PX);
  });

  it('respects side notches in landscape', () => {
    const area = { ...AREA, insets: { top: 0, right: 44, bottom: 21, left: 44 }, tabBar: false };
    expect(snapToEdge({ x: 0, y: 100 }, area).x).toBe(52);
    expect(snapToEdge({ x: 380, y: 100 }, area).x).toBe(390 - 52 - WIDGET_SIZE_PX);
    expect(verticalRange(area).max).toBe(844 - 21 - 8 - WIDGET_SIZE_PX);
  });

  it('keeps a dragged widget on screen', () => {
    expect(clampDrag({ x: -40, y: 900 }, AREA)).toEqual({ x: 0, y: 844 - 34 - WIDGET_SIZE_PX });
  });
});

describe('several widgets', () => {
  const noOverlap = (list: Placed[]) => {
    for (const a of list) for (const b of list) {
      if (a === b) continue;
      const apart = Math.abs(a.x - b.x) >= WIDGET_SIZE_PX || Math.abs(a.y - b.y) >= WIDGET_SIZE_PX;
      expect(apart, `${a.id} overlaps ${b.id}`).toBe(true);
    }
  };

  it('pushes stacked widgets apart and keeps the dropped one in place', () => {
    const input: Placed[] = [
      { id: 'a', x: 8, y: 300 }, { id: 'b', x: 10, y: 310 }, { id: 'c', x: 20, y: 280 },
    ];
    const out = resolveOverlaps(input, AREA, 'b');
    expect(out.map((p) => p.id)).toEqual(['a', 'b', 'c']);
    expect(out[1]).toEqual({ id: 'b', x: 8, y: 310 });
    noOverlap(out);
    for (const p of out) {
      const r = verticalRange(AREA);
      expect(p.y).toBeGreaterThanOrEqual(r.min);
      expect(p.y).toBeLessThanOrEqual(r.max);
    }
  });

  it('moves widgets to the other side when a column is full', () => {
    const input: Placed[] = Array.from({ length: 14 }, (_, i) => ({ id: `w${i}`, x: 0, y: 400 }));
    const out = resolveOverlaps(input, AREA, null);
    noOverlap(out);
    expect(out.some((p) => p.x > 200)).toBe(true);
  });

  it('leaves widgets that do not touch where they are', () => {
    const input: Placed[] = [{ id: 'a', x: 8, y: 100 }, { id: 'b', x: 314.5, y: 100 }];
    expect(resolveOverlaps(input, AREA, null)).toEqual(input);
  });
});

it('formats a countdown as hh:mm:ss', () => {
  expect(formatCountdown(3 * 3600 + 5 * 60 + 9)).toBe('03:05:09');
  expect(formatCountdown(-5)).toBe('00:00:00');
});

describe('clear zones', () => {
  const wheel = { x: 20, y: 300, width: 350, height: 350 };
  const zoned: Area = { ...AREA, clearZones: [wheel] };
  const inside = (p: Placed) => p.x < wheel.x + wheel.width && p.x + WIDGET_SIZE_PX > wheel.x && p.y < wheel.y + wheel.height && p.y + WIDGET_SIZE_PX > wheel.y;

  it('moves widgets that would cover a declared zone above or below it, 8 px apart', () => {
    const start: Placed[] = [0, 1, 2].map((i) => ({ id: `w${i}`, x: 390, y: 380 + i * 75 }));
    const placed = resolveOverlaps(start, zoned, null, 8);
    expect(placed.some(inside)).toBe(false);
    const ys = placed.map((p) => p.y).sort((a, b) => a - b);
    for (let i = 1; i < ys.length; i += 1) expect(ys[i]! - ys[i - 1]!).toBeGreaterThanOrEqual(WIDGET_SIZE_PX + 8 - 1e-6);
  });

  it('leaves widgets alone when no zone is in the way', () => {
    const start: Placed[] = [{ id: 'a', x: 390, y: 100 }];
    expect(resolveOverlaps(start, zoned, null, 8)[0]!.y).toBe(100);
  });
});

describe('tucking', () => {
  it('slides half of a widget into its own edge', () => {
    expect(tuckedX(AREA.width - 8 - WIDGET_SIZE_PX, AREA)).toBe(AREA.width - WIDGET_SIZE_PX / 2);
    expect(tuckedX(8, AREA)).toBe(-WIDGET_SIZE_PX / 2);
  });

  it('tucks while scrolling and after the idle time, never while a widget is dragged', () => {
    const timing = { idleMs: 4000, scrollSettleMs: 180 };
    expect(shouldTuck({ sinceTouchMs: 100, sinceScrollMs: Infinity, dragging: false }, timing)).toBe(false);
    expect(shouldTuck({ sinceTouchMs: 100, sinceScrollMs: 50, dragging: false }, timing)).toBe(true);
    expect(shouldTuck({ sinceTouchMs: 100, sinceScrollMs: 200, dragging: false }, timing)).toBe(false);
    expect(shouldTuck({ sinceTouchMs: 4000, sinceScrollMs: Infinity, dragging: false }, timing)).toBe(true);
    expect(shouldTuck({ sinceTouchMs: 9000, sinceScrollMs: 10, dragging: true }, timing)).toBe(false);
  });
});

describe('default places keep clear of the page', () => {
  // 360×740, no insets: a widget out on the right stands at x 284.5; tucked, at 326.25.
  const PHONE: Area = { width: 360, height: 740, insets: { top: 0, right: 0, bottom: 0, left: 0 }, margin: 8, tabBar: true };
  const OUT_X = 360 - 8 - WIDGET_SIZE_PX;
  const TUCKED_X = 360 - WIDGET_SIZE_PX / 2;
  const ALL = new Set(['a', 'b']);
  const meets = (p: Placed, r: { x: number; y: number; width: number; height: number }, from = p.x) =>
    from < r.x + r.width && from + WIDGET_SIZE_PX > r.x && p.y < r.y + r.height && p.y + WIDGET_SIZE_PX > r.y;
  // A text line running to x 328 (a card's right-aligned figure) and a full-width card of rows below it.
  const line = { x: 200, y: 100, width: 128, height: 18 };
  const rows = { x: 16, y: 200, width: 328, height: 300 };

  it('takes the nearest free place on the edge, out, where it covers nothing', () => {
    const area: Area = { ...PHONE, content: { blocks: [line, rows], ink: [line] } };
    const [a] = resolveOverlaps([{ id: 'a', x: OUT_X, y: 300 }], area, null, 8, WIDGET_SIZE_PX, ALL);
    expect(a!.x).toBe(OUT_X);
    expect(meets(a!, rows) || meets(a!, line)).toBe(false);
    expect(a!.y).toBe(rows.y + rows.height + 9);
  });

  it('rests tucked half into the edge where no place is free, its visible half off text and icons', () => {
    const icon = { x: 316, y: 420, width: 12, height: 12 };
    const full = { x: 16, y: 60, width: 328, height: 540 };
    const area: Area = { ...PHONE, content: { blocks: [full, line, icon], ink: [line, icon] } };
    const placed = resolveOverlaps([{ id: 'a', x: OUT_X, y: 400 }, { id: 'b', x: OUT_X, y: 320 }], area, null, 8, WIDGET_SIZE_PX, ALL);
    for (const p of placed) {
      expect(p.x).toBe(TUCKED_X);
      expect(restsTucked(p.x, area)).toBe(true);
      expect(meets(p, icon) || meets(p, line)).toBe(false);
    }
    expect(Math.abs(placed[0]!.y - placed[1]!.y)).toBeGreaterThanOrEqual(WIDGET_SIZE_PX + 8);
  });

  it('drops its close button only where the button would cover text', () => {
    // Text lines every 80 px reaching x 330: between two, the widget's half fits, its close button does not.
    const lines = Array.from({ length: 9 }, (_, i) => ({ x: 40, y: 20 + i * 80, width: 290, height: 5 }));
    const area: Area = { ...PHONE, content: { blocks: lines, ink: lines } };
    const [a] = resolveOverlaps([{ id: 'a', x: OUT_X, y: 300 }], area, null, 8, WIDGET_SIZE_PX, ALL);
    expect(a!.x).toBe(TUCKED_X);
    expect(a!.bare).toBe(true);
    expect(lines.some((l) => meets(a!, l))).toBe(false);
  });

  it('lies on the blank edge of a declared zone when nothing else is free, never on a bar that runs to the edge', () => {
    const stage = { x: 16, y: 60, width: 328, height: 600 };
    const navBar = { x: 0, y: 0, width: 360, height: 48 };
    const area: Area = { ...PHONE, clearZones: [navBar, stage], content: { blocks: [], ink: [] } };
    const [a] = resolveOverlaps([{ id: 'a', x: OUT_X, y: 300 }], area, null, 8, WIDGET_SIZE_PX, ALL);
    expect(a!.x).toBe(TUCKED_X);
    expect(a!.y).toBe(300);
    expect(meets(a!, navBar)).toBe(false);
  });

  it('leaves a widget the member placed where it is: a drag wins over the page’s content', () => {
    const area: Area = { ...PHONE, content: { blocks: [rows], ink: [] } };
    expect(resolveOverlaps([{ id: 'a', x: OUT_X, y: 300 }], area, null, 8)).toEqual([{ id: 'a', x: OUT_X, y: 300 }]);
    expect(resolveOverlaps([{ id: 'a', x: OUT_X, y: 300 }], area, 'a', 8, WIDGET_SIZE_PX, ALL)).toEqual([{ id: 'a', x: OUT_X, y: 300 }]);
  });

  it('finds the same places again from its own answer (no shuffle at every check)', () => {
    const area: Area = { ...PHONE, content: { blocks: [line, rows], ink: [line] } };
    const ids = ['a', 'b', 'c'];
    const first = startPlaces(ids, area, {}, 8);
    const again = resolveOverlaps(startPoints(ids, area, {}, 8), area, null, 8, WIDGET_SIZE_PX, new Set(ids));
    expect(again).toEqual(first);
  });
});
