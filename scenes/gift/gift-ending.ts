/**
 * The gift box's ending, drawn around the opened box: the result's label; for a win the prize coin
 * rising out of the box with rays behind it and a burst of coins and confetti; for an empty box the
 * box sagging. Pure drawing: when the ending counts as settled is the scene's.
 */
import { Sprite, Text } from 'pixi.js';
import type { Container } from 'pixi.js';
import { gsap } from '../core/gsap.ts';
import type { Atlas } from '../art/atlas.ts';
import type { FrameName } from '../art/atlas-frames.ts';
import type { BurstParticle } from './gift-logic.ts';
import { burstVelocities, particleAt } from './gift-logic.ts';

const MAX_PARTICLES = 96;
const PARTICLE_FRAMES: FrameName[] = ['coin', 'confetti', 'spark', 'confetti'];
const CONFETTI_TINTS = [0xff5a6e, 0xffd25a, 0x5ad1ff, 0x7de36f, 0xc38bff];
const easePop = gsap.parseEase('back.out(2.5)');
const FONT = 'system-ui, "Segoe UI", Roboto, Arial, sans-serif';
/** After this long the ending's label, prize and burst are still (particles fade by 2.2 s). */
export const ENDING_MOTION_MS = 2500;

/**
 * Sets a sprite's alpha and hides it at 0: Pixi draws a visible sprite even when fully transparent,
 * and in a software GL (headless Chromium, some low-end phones) the idle box's transparent rays
 * cost three times the rest of its frame.
 */
export function fade(node: Container, alpha: number): void {
  node.alpha = alpha;
  node.visible = alpha > 0;
}

/** What the ending moves besides its own sprites, and how. */
export interface EndingLook {
  won: boolean;
  reduced: boolean;
  /** The box's scale: one unit is a pixel of the 360 px design. */
  unit: number;
  gravity: number;
  /** Sags for an empty box. */
  box: Container;
  /** Brightens for a win. */
  glow: Container;
}

export class GiftEnding {
  readonly rays: Sprite;
  /** The prize coin that rises out of the box. */
  readonly prize: Sprite;
  readonly label: Text;
  readonly particles: Sprite[];
  /** Milliseconds into the ending. */
  ms = 0;
  private velocities: BurstParticle[] = [];
  private readonly point = { x: 0, y: 0 };

  constructor(atlas: Atlas) {
    this.rays = new Sprite({ texture: atlas.frame('rays'), anchor: 0.5, tint: 0xffe9a0, alpha: 0, visible: false });
    this.prize = new Sprite({ texture: atlas.frame('coin'), anchor: 0.5, alpha: 0, visible: false, label: 'prize' });
    this.particles = Array.from({ length: MAX_PARTICLES }, (_, i) => {
      const frame = PARTICLE_FRAMES[i % PARTICLE_FRAMES.length]!;
      return new Sprite({ texture: atlas.frame(frame), anchor: 0.5, visible: false, tint: frame === 'coin' ? 0xffffff : CONFETTI_TINTS[i % CONFETTI_TINTS.length]! });
    });
    this.label = new Text({
      text: '', anchor: 0.5, alpha: 0, visible: false,
      style: { fontFamily: FONT, fontSize: 30, fontWeight: '900', fill: 0xffffff, align: 'center', stroke: { color: 0xa3111f, width: 6, join: 'round' }, dropShadow: { color: 0x000000, alpha: 0.3, blur: 4, distance: 3, angle: Math.PI / 2 } },
    });
  }

  resize(unit: number, raysScale: number): void {
    this.rays.scale.set(raysScale);
    this.rays.y = -70 * unit;
    this.label.y = -250 * unit;
    this.label.style.fontSize = Math.round(30 * unit);
  }

  /** Its first frame's setup: `text` in the label, `burstCount` particles (capped) ready at the box. */
  show(text: string, won: boolean, burstCount: number, burstSpeed: number): void {
    this.ms = 0;
    this.label.text = text;
    this.label.style.stroke = { color: won ? 0xa3111f : 0x3b3b52, width: 6, join: 'round' };
    this.velocities = burstVelocities(MAX_PARTICLES, burstSpeed);
    const count = Math.min(burstCount, MAX_PARTICLES);
    for (let i = 0; i < this.particles.length; i++) this.particles[i]!.visible = i < count;
  }

  /** Nothing of it on screen. */
  hide(): void {
    fade(this.rays, 0);
    fade(this.label, 0);
    fade(this.prize, 0);
    for (const p of this.particles) p.visible = false;
  }

  liveParticles(): number {
    let live = 0;
    for (const p of this.particles) if (p.visible) live++;
    return live;
  }

  animate(dtMs: number, look: EndingLook): void {
    this.ms += dtMs;
    const { won, reduced, unit } = look;
    const appear = Math.min(this.ms / (reduced ? 200 : 350), 1);
    fade(this.label, appear);
    this.label.scale.set(reduced ? 1 : 0.6 + 0.4 * easePop(appear));
    // The prize coin rises out of the open box and settles above it.
    fade(this.prize, won ? appear : 0);
    this.prize.scale.set(unit * (reduced ? 1.6 : 0.8 + 0.8 * easePop(appear)));
    this.prize.y = -(reduced ? 175 : 110 + 65 * easePop(appear)) * unit;
    if (won) {
      fade(this.rays, 0.75 * appear);
      if (!reduced) this.rays.rotation = Math.min(this.ms, ENDING_MOTION_MS) * 0.0004;
      look.glow.alpha = 0.35 + 0.35 * appear;
      this.moveParticles(look);
    } else {
      look.box.alpha = 1 - 0.35 * appear;
      look.box.rotation = reduced ? 0 : -0.08 * appear;
    }
  }

  private moveParticles({ reduced, unit, gravity }: EndingLook): void {
    const t = this.ms / 1000;
    for (let i = 0; i < this.particles.length; i++) {
      const s = this.particles[i]!;
      if (!s.visible) continue;
      if (reduced) {
        // Still sparkles around the prize instead of a burst.
        s.position.set(Math.cos(i * 0.8) * 120 * unit, -150 * unit + Math.sin(i * 0.8) * 60 * unit);
        s.scale.set(0.5 * unit);
        continue;
      }
      const v = this.velocities[i]!;
      particleAt(v, t, gravity * unit, this.point);
      s.position.set(this.point.x, -90 * unit + this.point.y);
      s.rotation = v.spin * t;
      s.scale.set(unit * (i % 4 === 0 ? 0.6 : 0.9));
      s.alpha = Math.max(0, 1 - t / 2.2);
      // Faded out: no longer drawn (nor counted alive).
      if (s.alpha === 0) s.visible = false;
    }
  }
}
