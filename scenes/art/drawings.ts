/** Vector art of the game scenes, drawn once into the atlas. Sizes are logical px, larger than shown. */
import { FillGradient, Graphics } from 'pixi.js';

const GOLD = 0xffd25a;
const GOLD_DARK = 0xd9921c;
const RED = 0xe8283c;
const RED_DARK = 0xa3111f;

/**
 * Gradients own a small texture each. They are made once per page and shared by every atlas
 * build: freeing them right after a build makes Pixi warn that they are still bound.
 */
const gradients = new Map<string, FillGradient>();

function keep(key: string, make: () => FillGradient): FillGradient {
  let g = gradients.get(key);
  if (!g) gradients.set(key, (g = make()));
  return g;
}

function vertical(top: number, bottom: number): FillGradient {
  return keep(`v${top}:${bottom}`, () => new FillGradient({ type: 'linear', start: { x: 0, y: 0 }, end: { x: 0, y: 1 }, colorStops: [{ offset: 0, color: top }, { offset: 1, color: bottom }], textureSpace: 'local' }));
}

function radial(inner: number, outer: number, outerAlpha = 0): FillGradient {
  return keep(`r${inner}:${outer}:${outerAlpha}`, () => new FillGradient({
    type: 'radial', center: { x: 0.5, y: 0.5 }, innerRadius: 0, outerCenter: { x: 0.5, y: 0.5 }, outerRadius: 0.5,
    colorStops: [{ offset: 0, color: inner }, { offset: 1, color: outerAlpha === 0 ? `rgba(255,255,255,0)` : outer }],
    textureSpace: 'local',
  }));
}

function coin(g: Graphics, cx: number, cy: number, r: number): Graphics {
  g.circle(cx, cy + r * 0.08, r).fill(GOLD_DARK);
  g.circle(cx, cy, r).fill(vertical(0xfff0a8, GOLD));
  g.circle(cx, cy, r * 0.74).stroke({ width: r * 0.1, color: GOLD_DARK, alpha: 0.7 });
  g.star(cx, cy, 5, r * 0.46, r * 0.2).fill(0xfff6cf).stroke({ width: r * 0.05, color: GOLD_DARK, alpha: 0.6 });
  return g;
}

function giftIcon(g: Graphics, s: number): Graphics {
  g.roundRect(s * 0.14, s * 0.42, s * 0.72, s * 0.5, s * 0.06).fill(vertical(0xff5a6e, RED_DARK));
  g.roundRect(s * 0.08, s * 0.3, s * 0.84, s * 0.16, s * 0.05).fill(vertical(0xff7486, RED));
  g.rect(s * 0.44, s * 0.3, s * 0.12, s * 0.62).fill(GOLD);
  g.ellipse(s * 0.36, s * 0.22, s * 0.14, s * 0.09).stroke({ width: s * 0.06, color: GOLD });
  g.ellipse(s * 0.64, s * 0.22, s * 0.14, s * 0.09).stroke({ width: s * 0.06, color: GOLD });
  return g;
}

export interface ArtFrame {
  w: number;
  h: number;
  draw(): Graphics;
}

export const ART = {
  envelope: { w: 64, h: 84, draw: () => {
    const g = new Graphics();
    g.roundRect(0, 2, 64, 82, 9).fill(RED_DARK);
    g.roundRect(0, 0, 64, 80, 9).fill(vertical(0xff4b5c, 0xc8102e));
    g.moveTo(0, 10).quadraticCurveTo(32, 44, 64, 10).lineTo(64, 9).quadraticCurveTo(64, 0, 55, 0).lineTo(9, 0).quadraticCurveTo(0, 0, 0, 9).closePath().fill(vertical(0xff6b78, 0xe0283c));
    g.moveTo(2, 12).quadraticCurveTo(32, 44, 62, 12).stroke({ width: 2, color: GOLD, alpha: 0.9 });
    coin(g, 32, 36, 12);
    g.roundRect(6, 62, 52, 4, 2).fill({ color: GOLD, alpha: 0.55 });
    return g;
  } },
  coin: { w: 56, h: 58, draw: () => coin(new Graphics(), 28, 27, 26) },
  spark: { w: 32, h: 32, draw: () => new Graphics().star(16, 16, 4, 16, 4).fill(0xffffff).circle(16, 16, 4).fill(0xffffff) },
  confetti: { w: 10, h: 16, draw: () => new Graphics().roundRect(0, 0, 10, 16, 2).fill(0xffffff) },
  dot: { w: 16, h: 16, draw: () => new Graphics().circle(8, 8, 8).fill(0xffffff) },
  glow: { w: 160, h: 160, draw: () => new Graphics().circle(80, 80, 80).fill(radial(0xffffff, 0xffffff)) },
  rays: { w: 320, h: 320, draw: () => {
    const g = new Graphics();
    const n = 18;
    // Three rings of falling opacity: the rays fade out instead of ending at a hard edge.
    for (const [r0, r1, alpha] of [[0, 90, 0.5], [90, 130, 0.3], [130, 160, 0.12]] as const) {
      for (let i = 0; i < n; i++) {
        const a0 = (i / n) * Math.PI * 2;
        const a1 = a0 + Math.PI / n;
        g.moveTo(160 + Math.cos(a0) * r0, 160 + Math.sin(a0) * r0).lineTo(160 + Math.cos(a0) * r1, 160 + Math.sin(a0) * r1)
          .lineTo(160 + Math.cos(a1) * r1, 160 + Math.sin(a1) * r1).lineTo(160 + Math.cos(a1) * r0, 160 + Math.sin(a1) * r0).closePath();
      }
      g.fill({ color: 0xffffff, alpha });
    }
    return g;
  } },
  boxBody: { w: 170, h: 124, draw: () => {
    const g = new Graphics();
    g.roundRect(0, 4, 170, 120, 14).fill(0x7a0e1c);
    g.roundRect(0, 0, 170, 118, 14).fill(vertical(0xff4d63, 0xb3142c));
    g.rect(0, 0, 170, 16).fill({ color: 0x000000, alpha: 0.16 });
    g.rect(70, 0, 30, 118).fill(vertical(0xffe27a, GOLD_DARK));
    g.rect(76, 0, 4, 118).fill({ color: 0xffffff, alpha: 0.35 });
    g.roundRect(10, 26, 10, 70, 5).fill({ color: 0xffffff, alpha: 0.18 });
    return g;
  } },
  boxLid: { w: 190, h: 50, draw: () => {
    const g = new Graphics();
    g.roundRect(0, 4, 190, 46, 12).fill(0x7a0e1c);
    g.roundRect(0, 0, 190, 44, 12).fill(vertical(0xff6b7d, 0xd11f38));
    g.rect(79, 0, 32, 44).fill(vertical(0xfff0a8, GOLD));
    g.rect(85, 0, 4, 44).fill({ color: 0xffffff, alpha: 0.4 });
    g.roundRect(10, 6, 170, 6, 3).fill({ color: 0xffffff, alpha: 0.25 });
    return g;
  } },
  bow: { w: 120, h: 66, draw: () => {
    const g = new Graphics();
    g.ellipse(34, 36, 32, 22).fill(vertical(0xfff0a8, GOLD_DARK)).ellipse(34, 36, 16, 9).fill({ color: GOLD_DARK, alpha: 0.7 });
    g.ellipse(86, 36, 32, 22).fill(vertical(0xfff0a8, GOLD_DARK)).ellipse(86, 36, 16, 9).fill({ color: GOLD_DARK, alpha: 0.7 });
    g.roundRect(46, 18, 28, 42, 10).fill(vertical(0xfff6cf, GOLD));
    return g;
  } },
  pointer: { w: 56, h: 74, draw: () => {
    const g = new Graphics();
    g.moveTo(28, 74).lineTo(6, 30).arc(28, 26, 23, Math.PI * 0.85, Math.PI * 0.15).closePath().fill(0x8a5a00);
    g.moveTo(28, 70).lineTo(8, 28).arc(28, 24, 21, Math.PI * 0.86, Math.PI * 0.14).closePath().fill(vertical(0xfff0a8, GOLD_DARK));
    g.circle(28, 24, 9).fill(RED).circle(25, 21, 3).fill({ color: 0xffffff, alpha: 0.7 });
    return g;
  } },
  hub: { w: 84, h: 84, draw: () => {
    const g = new Graphics();
    g.circle(42, 44, 40).fill({ color: 0x000000, alpha: 0.25 });
    g.circle(42, 42, 40).fill(vertical(0xfff0a8, GOLD_DARK));
    g.circle(42, 42, 31).fill(vertical(RED, RED_DARK));
    g.star(42, 42, 5, 20, 9).fill(0xfff6cf);
    return g;
  } },
  bulb: { w: 16, h: 16, draw: () => new Graphics().circle(8, 8, 8).fill(radial(0xffffff, 0xffffff)).circle(8, 8, 4).fill(0xffffff) },
  iconGift: { w: 56, h: 56, draw: () => giftIcon(new Graphics(), 56) },
  iconStar: { w: 56, h: 56, draw: () => new Graphics().star(28, 29, 5, 27, 12).fill(vertical(0xfff0a8, GOLD_DARK)).stroke({ width: 2, color: 0xffffff, alpha: 0.8 }) },
  iconGem: { w: 56, h: 56, draw: () => {
    const g = new Graphics();
    g.poly([10, 20, 20, 8, 36, 8, 46, 20, 28, 50]).fill(vertical(0x9ff3ff, 0x2f7de1));
    g.poly([10, 20, 46, 20, 28, 50]).fill({ color: 0x1f5fc0, alpha: 0.45 });
    g.poly([20, 8, 28, 20, 36, 8]).fill({ color: 0xffffff, alpha: 0.55 });
    return g;
  } },
  iconClover: { w: 56, h: 56, draw: () => {
    const g = new Graphics();
    for (const [x, y] of [[28, 16], [40, 28], [28, 40], [16, 28]] as const) g.circle(x, y, 11).fill(vertical(0x7de36f, 0x1f9d3a));
    g.moveTo(28, 30).quadraticCurveTo(34, 44, 42, 54).stroke({ width: 4, color: 0x1f7d32 });
    return g;
  } },
  bubble: { w: 136, h: 136, draw: () => {
    const g = new Graphics();
    g.circle(68, 72, 62).fill({ color: 0x000000, alpha: 0.22 });
    g.circle(68, 68, 64).fill(0xffffff);
    g.circle(68, 68, 58).fill(vertical(0xfff3d6, 0xffc94a));
    g.ellipse(68, 40, 40, 18).fill({ color: 0xffffff, alpha: 0.45 });
    return g;
  } },
  tag: { w: 132, h: 40, draw: () => new Graphics().roundRect(0, 2, 132, 38, 19).fill(RED_DARK).roundRect(0, 0, 132, 36, 18).fill(vertical(0xff5a6e, 0xd11f38)).stroke({ width: 3, color: 0xffffff }) },
  close: { w: 40, h: 40, draw: () => {
    const g = new Graphics();
    g.circle(20, 20, 18).fill({ color: 0x1d1d2b, alpha: 0.78 }).stroke({ width: 2.5, color: 0xffffff });
    g.moveTo(13, 13).lineTo(27, 27).moveTo(27, 13).lineTo(13, 27).stroke({ width: 3.5, color: 0xffffff, cap: 'round' });
    return g;
  } },
} satisfies Record<string, ArtFrame>;

export type FrameName = keyof typeof ART;
