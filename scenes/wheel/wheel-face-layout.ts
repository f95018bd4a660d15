/**
 * The wheel face's geometry and colours, without drawing: where the rings, slices, spokes, labels
 * and icons go for a radius and a number of slices, and how a measured label is shrunk to fit its
 * slice. `wheel-face.ts` draws this with the Canvas 2D API. The numbers are the ones the face had
 * when it was built from Pixi Graphics and Text, so the picture is the same.
 */
import { segmentAngle } from './wheel-logic.ts';

export const RIM_RATIO = 0.09;

export const FACE_COLORS = {
  rimOuter: 0x7a1020,
  rimGold: 0xf2b134,
  rimInner: 0x8a4b00,
  line: 0xfff3c4,
  darkLabel: 0x5a2400,
  lightLabel: 0xffffff,
} as const;

export const LABEL_FONT_FAMILY = 'system-ui, "Segoe UI", Roboto, Arial, sans-serif';
export const LABEL_FONT_WEIGHT = '800';
export const LABEL_LINE_HEIGHT = 1.05;
/** Outline of light labels, in label px (before fitting), drawn under the fill. */
export const LABEL_STROKE_WIDTH = 3;
export const LINE_ALPHA = 0.9;
export const BAND_ALPHA = 0.55;

export function luminance(color: number): number {
  const r = (color >> 16) & 255;
  const g = (color >> 8) & 255;
  const b = color & 255;
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}

export function shade(color: number, factor: number): number {
  const c = (v: number) => Math.min(255, Math.max(0, Math.round(v * factor)));
  return (c((color >> 16) & 255) << 16) | (c((color >> 8) & 255) << 8) | c(color & 255);
}

/** 0xRRGGBB → '#rrggbb' for a 2D context's styles. */
export function cssColor(color: number): string {
  return `#${(color & 0xffffff).toString(16).padStart(6, '0')}`;
}

/** Screen angle (clockwise from the top) → canvas angle (clockwise from +x, y down). */
export const toCanvasAngle = (a: number): number => a - Math.PI / 2;

export interface SliceLayout {
  /** Canvas angles of the slice's edges. */
  a0: number;
  a1: number;
  /** Rotation that turns "up" (−y) into the slice's middle: labels and icons are laid out upright. */
  rotation: number;
}

export interface FaceLayout {
  radius: number;
  inner: number;
  /** Filled discs, back to front: dark rim, gold rim, the brown ring under the slices. */
  discs: Array<{ r: number; color: number }>;
  /** Radius of the arc of each slice's lighter sheen (see `wheel-face.ts`). */
  bandInner: number;
  spokeWidth: number;
  rimLineWidth: number;
  slices: SliceLayout[];
  /** Label box, along the slice's axis (up is towards the rim): centre distance, length, thickness. */
  label: { centre: number; maxLength: number; maxThickness: number };
  /** Icon: square side (the frame keeps its aspect) and its centre's distance from the hub. */
  icon: { size: number; centre: number };
}

export function faceLayout(slices: number, radius: number): FaceLayout {
  const s = segmentAngle(slices);
  const inner = radius * (1 - RIM_RATIO);
  // Radial labels (reading from the hub to the rim), as on a real prize wheel: a slice is long
  // and thin, so the text gets the length and at most two lines fit its width near the hub.
  const from = inner * 0.24;
  const to = inner * 0.7;
  const maxLength = to - from;
  return {
    radius,
    inner,
    discs: [
      { r: radius, color: FACE_COLORS.rimOuter },
      { r: radius * 0.985, color: FACE_COLORS.rimGold },
      { r: inner + radius * 0.012, color: FACE_COLORS.rimInner },
    ],
    bandInner: inner * 0.82,
    spokeWidth: Math.max(2, radius * 0.012),
    rimLineWidth: radius * 0.012,
    slices: Array.from({ length: slices }, (_, i) => ({
      a0: toCanvasAngle(i * s),
      a1: toCanvasAngle((i + 1) * s),
      rotation: (i + 0.5) * s,
    })),
    label: { centre: (from + to) / 2, maxLength, maxThickness: 2 * (from + maxLength * 0.35) * Math.sin(s / 2) * 0.9 },
    icon: { size: Math.min(inner * 0.2, inner * Math.sin(s / 2) * 0.7), centre: inner * 0.83 },
  };
}

export interface LabelColors {
  fill: number;
  /** Outline colour, or null: dark labels on light slices have none. */
  stroke: number | null;
}

export function labelColors(sliceColor: number): LabelColors {
  const dark = luminance(sliceColor) > 0.62;
  return dark ? { fill: FACE_COLORS.darkLabel, stroke: null } : { fill: FACE_COLORS.lightLabel, stroke: shade(sliceColor, 0.55) };
}

/** Scale (≤ 1) that fits a measured label box into the slice's label box; never enlarges. */
export function labelFit(width: number, height: number, maxLength: number, maxThickness: number): number {
  if (!(width > 0) || !(height > 0)) return 1;
  return Math.min(1, maxLength / width, maxThickness / height);
}

/** A wrapped label as Pixi's CanvasTextMetrics measures it (the fields used here). */
export interface LabelMetrics {
  width: number;
  height: number;
  lineWidths: number[];
  maxLineWidth: number;
  lineHeight: number;
  ascent: number;
  fontSize: number;
  strokeWidth: number;
}

/**
 * Baseline origin of each line inside the label's box (0,0 top left, `width`×`height`), centred,
 * placed as Pixi's CanvasTextGenerator places them (half the outline in from the edges, lines
 * centred in their line height), so text drawn here lands where a Pixi Text did.
 */
export function linePositions(m: LabelMetrics): Array<{ x: number; y: number }> {
  const half = m.strokeWidth / 2;
  const shift = Math.max(0, (m.lineHeight - m.fontSize) / 2);
  return m.lineWidths.map((w, j) => ({
    x: half + (m.maxLineWidth - w) / 2,
    y: half + j * m.lineHeight + m.ascent + shift,
  }));
}

/** Canvas size in device px for a face of `radius` at `resolution`: the disc, rounded up. */
export function canvasPixels(radius: number, resolution: number): number {
  return Math.max(1, Math.ceil(2 * radius * resolution));
}
