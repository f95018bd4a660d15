/**
 * Draws the face of the wheel (slices, labels, icons, rim) once per size and prize list and bakes
 * it into one texture: spinning then moves a single sprite, whatever the number of slices.
 */
import { Container, Graphics, Sprite, Text } from 'pixi.js';
import type { Renderer, Texture } from 'pixi.js';
import type { Atlas } from '../art/atlas.ts';
import type { FrameName } from '../art/atlas-frames.ts';
import type { Prize, PrizeIcon } from './wheel-logic.ts';
import { segmentAngle } from './wheel-logic.ts';

const ICON_FRAMES: Record<PrizeIcon, FrameName | null> = {
  coin: 'coin', gift: 'iconGift', star: 'iconStar', gem: 'iconGem', clover: 'iconClover', none: null,
};

export const RIM_RATIO = 0.09;

function luminance(color: number): number {
  const r = (color >> 16) & 255;
  const g = (color >> 8) & 255;
  const b = color & 255;
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}

function shade(color: number, factor: number): number {
  const c = (v: number) => Math.min(255, Math.max(0, Math.round(v * factor)));
  return (c((color >> 16) & 255) << 16) | (c((color >> 8) & 255) << 8) | c(color & 255);
}

/** Screen angle (clockwise from the top) → Pixi angle (clockwise from +x). */
const toPixi = (a: number) => a - Math.PI / 2;

/**
 * One Graphics per renderer, cleared and redrawn for each bake: a fresh Graphics destroyed after
 * being rendered leaves its tessellated geometry behind in Pixi 8's caches (about 200 kB a bake).
 */
const faceGraphics = new WeakMap<Renderer, Graphics>();

export function bakeWheelFace(renderer: Renderer, atlas: Atlas, prizes: readonly Prize[], radius: number, labelSize: number): Texture {
  const n = prizes.length;
  const s = segmentAngle(n);
  const inner = radius * (1 - RIM_RATIO);
  const root = new Container();
  let g = faceGraphics.get(renderer);
  if (!g) faceGraphics.set(renderer, (g = new Graphics()));
  g.clear();
  root.addChild(g);
  g.circle(0, 0, radius).fill(0x7a1020);
  g.circle(0, 0, radius * 0.985).fill(0xf2b134);
  g.circle(0, 0, inner + radius * 0.012).fill(0x8a4b00);
  prizes.forEach((prize, i) => {
    const a0 = toPixi(i * s);
    const a1 = toPixi((i + 1) * s);
    g.moveTo(0, 0).arc(0, 0, inner, a0, a1).closePath().fill(prize.color);
    // A lighter band near the rim gives the slices depth without a gradient per slice.
    g.arc(0, 0, inner, a0, a1).arc(0, 0, inner * 0.82, a1, a0, true).closePath().fill({ color: shade(prize.color, 1.18), alpha: 0.55 });
  });
  for (let i = 0; i < n; i++) {
    const a = toPixi(i * s);
    g.moveTo(0, 0).lineTo(Math.cos(a) * inner, Math.sin(a) * inner).stroke({ width: Math.max(2, radius * 0.012), color: 0xfff3c4, alpha: 0.9 });
  }
  g.circle(0, 0, inner).stroke({ width: radius * 0.012, color: 0xfff3c4, alpha: 0.9 });
  prizes.forEach((prize, i) => {
    const mid = toPixi((i + 0.5) * s);
    const dark = luminance(prize.color) > 0.62;
    const slot = new Container();
    slot.rotation = mid + Math.PI / 2;
    root.addChild(slot);
    // Radial labels (reading from the hub to the rim), as on a real prize wheel: a slice is long
    // and thin, so the text gets the length and at most two lines fit its width near the hub.
    const from = inner * 0.24;
    const to = inner * 0.7;
    const maxLength = to - from;
    const maxThickness = 2 * (from + maxLength * 0.35) * Math.sin(s / 2) * 0.9;
    const label = new Text({
      text: prize.label,
      resolution: renderer.resolution,
      style: {
        fontFamily: 'system-ui, "Segoe UI", Roboto, Arial, sans-serif', fontSize: labelSize, fontWeight: '800',
        fill: dark ? 0x5a2400 : 0xffffff, align: 'center', wordWrap: true, wordWrapWidth: maxLength, lineHeight: labelSize * 1.05,
        stroke: dark ? undefined : { color: shade(prize.color, 0.55), width: 3, join: 'round' },
      },
    });
    label.anchor.set(0.5);
    label.rotation = -Math.PI / 2;
    label.position.set(0, -(from + to) / 2);
    const fit = Math.min(1, maxLength / label.width, maxThickness / label.height);
    label.scale.set(fit);
    slot.addChild(label);
    const frame = ICON_FRAMES[prize.icon];
    if (frame) {
      const icon = new Sprite(atlas.frame(frame));
      icon.anchor.set(0.5);
      const size = Math.min(inner * 0.2, inner * Math.sin(s / 2) * 0.7);
      icon.scale.set(size / icon.texture.width);
      icon.position.set(0, -inner * 0.83);
      slot.addChild(icon);
    }
  });
  const texture = renderer.generateTexture({
    target: root,
    resolution: renderer.resolution,
    antialias: true,
    textureSourceOptions: { scaleMode: 'linear' },
    defaultAnchor: { x: 0.5, y: 0.5 },
  });
  root.removeChild(g);
  root.destroy({ children: true });
  return texture;
}
