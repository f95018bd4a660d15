/**
 * The same list of atlas quads as `DirectQuads`, drawn by Pixi (a ParticleContainer) where raw
 * WebGL 2 is not available: a WebGL 1 or WebGPU renderer. Slower (Pixi's render runs every frame
 * and every particle is uploaded whole), but it looks the same; nothing is allocated per frame.
 */
import { Particle, ParticleContainer } from 'pixi.js';
import type { Container, Rectangle } from 'pixi.js';
import { QUAD_STRIDE } from '../core/quad-layout.ts';
import type { QuadKind } from './direct-quads.ts';

export class PixiQuads {
  private readonly particles: Particle[];
  private readonly layer: ParticleContainer<Particle>;
  /** As `DirectQuads`: the caller writes the quads here, QUAD_STRIDE floats each. */
  readonly data: Float32Array;
  count = 0;

  constructor(parent: Container, private readonly kinds: readonly QuadKind[], capacity: number, area: Rectangle) {
    this.data = new Float32Array(capacity * QUAD_STRIDE);
    this.particles = Array.from({ length: capacity }, () => new Particle({ texture: kinds[0]!.texture, anchorX: 0.5, anchorY: 0.5 }));
    this.layer = new ParticleContainer<Particle>({
      texture: kinds[0]!.texture,
      dynamicProperties: { position: true, rotation: true, vertex: true, uvs: true, color: true },
      boundsArea: area,
    });
    parent.addChild(this.layer);
  }

  /** The quads written in `data` are what Pixi draws next. */
  end(): void {
    const list = this.layer.particleChildren;
    const d = this.data;
    const n = Math.min(this.count, this.particles.length);
    for (let i = 0; i < n; i++) {
      const p = this.particles[i]!;
      const o = i * QUAD_STRIDE;
      const k = this.kinds[d[o + 5]!]!;
      p.texture = k.texture;
      p.tint = k.tint;
      p.x = d[o]!;
      p.y = d[o + 1]!;
      p.rotation = d[o + 2]!;
      p.scaleX = d[o + 3]!;
      p.scaleY = d[o + 3]!;
      p.alpha = d[o + 4]!;
      list[i] = p;
    }
    list.length = n;
    this.layer.update();
  }

  resize(): void {
    // Pixi maps logical px to the canvas itself.
  }

  destroy(): void {
    this.layer.destroy();
  }
}
