// @vitest-environment node
/** Where the widgets start: the DOM stand-ins and the canvas scene share this maths. */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { TAB_BAR_HEIGHT_PX, WIDGET_SIZE_PX } from '../../../src/domain/constants.ts';
import { startPlaces, startPoints } from '../../../scenes/widget/widget-logic.ts';
import { widgetRestsTucked, widgetSpacing, widgetStartPlaces, widgetTuckedX, widgetTuckTiming } from '../../../scenes/widget-place.ts';
import { widgetParams } from '../../../scenes/widget/params.ts';

const IDS = ['market-1', 'market-2', 'market-3'];

describe('widget start places', () => {
  it('stacks new widgets on the right, two thirds down, a gap apart, inside the screen above the tab bar', () => {
    const places = widgetStartPlaces(IDS, { width: 360, height: 740 }, {});
    const { margin, gap } = widgetSpacing();
    expect(margin).toBe(widgetParams.edgeMargin.value);
    expect(gap).toBe(widgetParams.gap.value);
    for (const p of places) {
      expect(p.x).toBe(360 - margin - WIDGET_SIZE_PX);
      expect(p.y).toBeLessThanOrEqual(740 - TAB_BAR_HEIGHT_PX - margin - WIDGET_SIZE_PX);
    }
    expect(places[0]!.y).toBeCloseTo(740 * 0.62, 5);
    expect(places[0]!.y - places[1]!.y).toBeCloseTo(WIDGET_SIZE_PX + gap, 5);
  });

  it('keeps a remembered place and stacks only the others', () => {
    const points = startPoints(IDS, { width: 360, height: 740 }, { 'market-2': { x: 8, y: 120 } }, 8);
    expect(points[1]).toEqual({ id: 'market-2', x: 8, y: 120 });
    expect(points[2]!.y).toBeCloseTo(740 * 0.62 - (WIDGET_SIZE_PX + 8), 5);
    const places = widgetStartPlaces(IDS, { width: 360, height: 740 }, { 'market-2': { x: 8, y: 120 } });
    expect(places.find((p) => p.id === 'market-2')).toEqual({ id: 'market-2', x: 8, y: 120 });
  });

  it('moves out of the page’s clear zones from the start', () => {
    const zone = { x: 0, y: 300, width: 360, height: 260 };
    const places = widgetStartPlaces(IDS, { width: 360, height: 740, clearZones: [zone] }, {});
    for (const p of places) expect(p.y + WIDGET_SIZE_PX <= zone.y || p.y >= zone.y + zone.height).toBe(true);
    const area = { width: 360, height: 740, insets: { top: 0, right: 0, bottom: 0, left: 0 }, margin: 8, tabBar: true, clearZones: [zone] };
    expect(places).toEqual(startPlaces(IDS, area, {}, 8));
  });

  it('the entry the app imports statically pulls in no Pixi, GSAP or Howler', () => {
    const files = ['scenes/widget-place.ts', 'scenes/core/tuned.ts', 'scenes/core/params.ts', 'scenes/widget/widget-logic.ts', 'scenes/widget/clear-zones.ts', 'scenes/widget/params.ts'];
    for (const file of files) expect(readFileSync(file, 'utf8')).not.toMatch(/from ['"](pixi\.js|gsap|howler)/);
  });
});

describe('widget tuck for the stand-ins', () => {
  it('tucks a widget half into the edge it rests nearer to, and takes its timing from the scene params', () => {
    expect(widgetTuckedX(360 - 8 - WIDGET_SIZE_PX, 360)).toBe(360 - WIDGET_SIZE_PX / 2);
    expect(widgetTuckedX(8, 360)).toBe(-WIDGET_SIZE_PX / 2);
    expect(widgetTuckTiming()).toEqual({ idleMs: widgetParams.tuckIdleMs.value, slideMs: widgetParams.tuckMs.value });
  });
});

describe('widget start places on a full page', () => {
  it('rest tucked where the page has no free room, for the stand-ins as for the scene', () => {
    const card = { x: 16, y: 0, width: 328, height: 740 };
    const content = { blocks: [card], ink: [] };
    const places = widgetStartPlaces(IDS, { width: 360, height: 740, content }, {});
    for (const p of places) expect(widgetRestsTucked(p.x, 360)).toBe(true);
    const area = { width: 360, height: 740, insets: { top: 0, right: 0, bottom: 0, left: 0 }, margin: 8, tabBar: true, clearZones: [], content };
    expect(places).toEqual(startPlaces(IDS, area, {}, 8));
    // A widget the member placed stays where they put it.
    expect(widgetStartPlaces(IDS, { width: 360, height: 740, content }, { 'market-2': { x: 8, y: 120 } }).find((p) => p.id === 'market-2')).toEqual({ id: 'market-2', x: 8, y: 120 });
  });
});

describe('a stand-in dropped after a drag', () => {
  it('snaps to the nearest edge at its drop height and keeps it; the member’s other widget there moves aside', () => {
    const { margin, gap } = widgetSpacing();
    const dropped = { x: 100, y: 300 };
    const places = widgetStartPlaces(['market-1', 'market-3'], { width: 360, height: 740 }, { 'market-1': dropped, 'market-3': { x: margin, y: 300 } }, 'market-1');
    expect(places[0]).toMatchObject({ id: 'market-1', x: margin, y: 300 });
    expect(places[1]!.x).toBe(margin);
    expect(Math.abs(places[1]!.y - 300)).toBeGreaterThanOrEqual(WIDGET_SIZE_PX + gap);
  });

  it('dropped on the right half, it goes to the right edge', () => {
    const [place] = widgetStartPlaces(['market-1'], { width: 360, height: 740 }, { 'market-1': { x: 200, y: 120 } }, 'market-1');
    expect(place).toMatchObject({ x: 360 - widgetSpacing().margin - WIDGET_SIZE_PX, y: 120 });
  });
});
