/**
 * Draws the face of the wheel (slices, labels, icons, rim) once per size and prize list into one
 * texture: spinning then moves a single sprite, whatever the number of slices.
 *
 * Drawn with the Canvas 2D API on an OffscreenCanvas (a `<canvas>` where there is none), not with
 * Pixi Graphics and Text rendered to a texture: that bake (tessellation, a text texture per label,
 * a render pass) was one task of about 180 ms at 4× CPU on the lottery page; the 2D
 * context draws the same paths and text in a few milliseconds and Pixi uploads the canvas as an
 * ordinary image (again from the canvas after a lost context). Icons are cut from the decoded
 * atlas image. Geometry and colours are in `wheel-face-layout.ts`.
 */
import { CanvasSource, CanvasTextMetrics, Texture, TextStyle, fontStringFromTextStyle } from 'pixi.js';
import type { Atlas } from '../art/atlas.ts';
import type { FrameName } from '../art/atlas-frames.ts';
import type { Prize, PrizeIcon } from './wheel-logic.ts';
import {
  BAND_ALPHA, FACE_COLORS, LABEL_FONT_FAMILY, LABEL_FONT_WEIGHT, LABEL_LINE_HEIGHT, LABEL_STROKE_WIDTH, LINE_ALPHA,
  canvasPixels, cssColor, faceLayout, labelColors, labelFit, linePositions, shade,
} from './wheel-face-layout.ts';
import type { FaceLayout } from './wheel-face-layout.ts';

export { RIM_RATIO } from './wheel-face-layout.ts';

const ICON_FRAMES: Record<PrizeIcon, FrameName | null> = {
  coin: 'coin', gift: 'iconGift', star: 'iconStar', gem: 'iconGem', clover: 'iconClover', none: null,
};

type Canvas2D = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

function makeCanvas(size: number): { canvas: OffscreenCanvas | HTMLCanvasElement; ctx: Canvas2D } {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(size, size);
    const ctx = canvas.getContext('2d');
    if (ctx) return { canvas, ctx };
  }
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('No 2D canvas context for the wheel face');
  return { canvas, ctx };
}

/** The decoded atlas image (ImageBitmap from Pixi's Assets) and its device px per logical px. */
function atlasImage(atlas: Atlas): { image: CanvasImageSource; scale: number } {
  const source = atlas.texture.source;
  return { image: source.resource as CanvasImageSource, scale: source.pixelWidth / source.width };
}

function drawDisc(ctx: Canvas2D, layout: FaceLayout, prizes: readonly Prize[]): void {
  for (const disc of layout.discs) {
    ctx.beginPath();
    ctx.arc(0, 0, disc.r, 0, Math.PI * 2);
    ctx.fillStyle = cssColor(disc.color);
    ctx.fill();
  }
  const { inner } = layout;
  layout.slices.forEach(({ a0, a1 }, i) => {
    const color = prizes[i]!.color;
    ctx.beginPath();
    ctx.moveTo(0, 0);
    ctx.arc(0, 0, inner, a0, a1);
    ctx.closePath();
    ctx.fillStyle = cssColor(color);
    ctx.fill();
    // The lighter sheen the Graphics face showed: meant as a band from `bandInner` to the rim, its
    // path began at a NaN point (Pixi 8's GraphicsPath.getLastPoint reads an arc's end from the
    // wrong fields), so what was filled is the segment between the inner arc and its chord. Drawn
    // as it looked; a ring band would be `arc(inner, a0, a1)` then `arc(bandInner, a1, a0, true)`.
    ctx.beginPath();
    ctx.arc(0, 0, layout.bandInner, a0, a1);
    ctx.closePath();
    ctx.globalAlpha = BAND_ALPHA;
    ctx.fillStyle = cssColor(shade(color, 1.18));
    ctx.fill();
    ctx.globalAlpha = 1;
  });
  ctx.strokeStyle = cssColor(FACE_COLORS.line);
  ctx.globalAlpha = LINE_ALPHA;
  ctx.lineWidth = layout.spokeWidth;
  // One stroke per spoke, as the Graphics had: where they cross at the hub the alpha adds up.
  for (const { a0 } of layout.slices) {
    ctx.beginPath();
    ctx.moveTo(0, 0);
    ctx.lineTo(Math.cos(a0) * inner, Math.sin(a0) * inner);
    ctx.stroke();
  }
  ctx.lineWidth = layout.rimLineWidth;
  ctx.beginPath();
  ctx.arc(0, 0, inner, 0, Math.PI * 2);
  ctx.stroke();
  ctx.globalAlpha = 1;
}

/**
 * A label, wrapped and measured by Pixi's CanvasTextMetrics with the style the Pixi Text had (same
 * line breaks and box), drawn along the slice from the hub to the rim and shrunk to fit.
 */
function drawLabel(ctx: Canvas2D, layout: FaceLayout, prize: Prize, labelSize: number): void {
  const colors = labelColors(prize.color);
  const style = new TextStyle({
    fontFamily: LABEL_FONT_FAMILY, fontSize: labelSize, fontWeight: LABEL_FONT_WEIGHT,
    fill: colors.fill, align: 'center', wordWrap: true, wordWrapWidth: layout.label.maxLength,
    lineHeight: labelSize * LABEL_LINE_HEIGHT,
    stroke: colors.stroke === null ? undefined : { color: colors.stroke, width: LABEL_STROKE_WIDTH, join: 'round' },
  });
  const measured = CanvasTextMetrics.measureText(prize.label, style);
  const strokeWidth = colors.stroke === null ? 0 : LABEL_STROKE_WIDTH;
  const lines = linePositions({
    width: measured.width, height: measured.height, lineWidths: measured.lineWidths,
    maxLineWidth: measured.maxLineWidth, lineHeight: measured.lineHeight,
    ascent: measured.fontProperties.ascent, fontSize: measured.fontProperties.fontSize, strokeWidth,
  });
  const fit = labelFit(measured.width, measured.height, layout.label.maxLength, layout.label.maxThickness);
  ctx.save();
  ctx.translate(0, -layout.label.centre);
  ctx.rotate(-Math.PI / 2);
  ctx.scale(fit, fit);
  ctx.translate(-measured.width / 2, -measured.height / 2);
  ctx.font = fontStringFromTextStyle(style);
  ctx.textBaseline = 'alphabetic';
  ctx.textAlign = 'left';
  ctx.fillStyle = cssColor(colors.fill);
  if (colors.stroke !== null) {
    ctx.strokeStyle = cssColor(colors.stroke);
    ctx.lineWidth = strokeWidth;
    ctx.lineJoin = 'round';
    ctx.miterLimit = 10;
  }
  // Line by line, outline then fill, as Pixi's CanvasTextGenerator draws.
  measured.lines.forEach((line, j) => {
    const { x, y } = lines[j]!;
    if (colors.stroke !== null) ctx.strokeText(line, x, y);
    ctx.fillText(line, x, y);
  });
  ctx.restore();
}

function drawIcon(ctx: Canvas2D, layout: FaceLayout, atlas: Atlas, icon: PrizeIcon): void {
  const name = ICON_FRAMES[icon];
  if (!name) return;
  const { image, scale } = atlasImage(atlas);
  const { x, y, width, height } = atlas.frame(name).frame;
  const w = layout.icon.size;
  const h = (w * height) / width;
  ctx.drawImage(image, x * scale, y * scale, width * scale, height * scale, -w / 2, -layout.icon.centre - h / 2, w, h);
}

export function bakeWheelFace(resolution: number, atlas: Atlas, prizes: readonly Prize[], radius: number, labelSize: number): Texture {
  const layout = faceLayout(prizes.length, radius);
  const size = canvasPixels(radius, resolution);
  const { canvas, ctx } = makeCanvas(size);
  // Logical px from here, the wheel's centre at the canvas's centre.
  ctx.setTransform(resolution, 0, 0, resolution, size / 2, size / 2);
  ctx.imageSmoothingQuality = 'high';
  drawDisc(ctx, layout, prizes);
  layout.slices.forEach((slice, i) => {
    const prize = prizes[i]!;
    ctx.save();
    ctx.rotate(slice.rotation);
    drawLabel(ctx, layout, prize, labelSize);
    drawIcon(ctx, layout, atlas, prize.icon);
    ctx.restore();
  });
  const source = new CanvasSource({ resource: canvas, resolution, scaleMode: 'linear', autoGenerateMipmaps: false, label: 'wheel-face' });
  return new Texture({ source, label: 'wheel-face' });
}
