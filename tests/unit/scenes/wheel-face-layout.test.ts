// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  RIM_RATIO, canvasPixels, cssColor, faceLayout, labelColors, labelFit, linePositions, shade,
} from '../../../scenes/wheel/wheel-face-layout.ts';

describe('wheel face layout', () => {
  it('places rings, slices, labels and icons for a radius and slice count', () => {
    const l = faceLayout(8, 150);
    expect(l.inner).toBeCloseTo(150 * (1 - RIM_RATIO));
    expect(l.discs.map((d) => d.r)).toEqual([150, 150 * 0.985, l.inner + 150 * 0.012]);
    expect(l.slices).toHaveLength(8);
    // Slice 0 starts at the top (canvas angle −π/2) and its labels face its middle.
    expect(l.slices[0]!.a0).toBeCloseTo(-Math.PI / 2);
    expect(l.slices[0]!.a1).toBeCloseTo(-Math.PI / 2 + Math.PI / 4);
    expect(l.slices[3]!.rotation).toBeCloseTo(3.5 * (Math.PI / 4));
    expect(l.label.centre).toBeCloseTo(l.inner * 0.47);
    expect(l.label.maxLength).toBeCloseTo(l.inner * 0.46);
    expect(l.icon.centre).toBeCloseTo(l.inner * 0.83);
    expect(l.icon.size).toBeCloseTo(Math.min(l.inner * 0.2, l.inner * Math.sin(Math.PI / 8) * 0.7));
    expect(l.spokeWidth).toBe(2);
    expect(faceLayout(8, 400).spokeWidth).toBeCloseTo(4.8);
  });

  it('shrinks labels to fit the slice, never enlarges', () => {
    expect(labelFit(50, 20, 100, 40)).toBe(1);
    expect(labelFit(200, 20, 100, 40)).toBe(0.5);
    expect(labelFit(50, 80, 100, 40)).toBe(0.5);
    expect(labelFit(0, 0, 100, 40)).toBe(1);
  });

  it('places lines as Pixi text does: centred, half the outline in, centred in the line height', () => {
    const lines = linePositions({
      width: 63, height: 45, lineWidths: [60, 40], maxLineWidth: 60, lineHeight: 21, ascent: 16, fontSize: 20, strokeWidth: 3,
    });
    expect(lines).toEqual([{ x: 1.5, y: 1.5 + 16 + 0.5 }, { x: 11.5, y: 1.5 + 21 + 16 + 0.5 }]);
  });

  it('gives light slices dark labels without outline, dark slices white outlined labels', () => {
    expect(labelColors(0xffe066)).toEqual({ fill: 0x5a2400, stroke: null });
    expect(labelColors(0x8e44ad)).toEqual({ fill: 0xffffff, stroke: shade(0x8e44ad, 0.55) });
    expect(cssColor(0x0a0b0c)).toBe('#0a0b0c');
    expect(shade(0x808080, 2)).toBe(0xffffff);
  });

  it('sizes the canvas to the disc in device pixels', () => {
    expect(canvasPixels(150, 2)).toBe(600);
    expect(canvasPixels(150.2, 3)).toBe(902);
  });
});
