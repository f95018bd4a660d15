/**
 * The same list of atlas quads as `DirectQuads`, drawn by Pixi (a ParticleContainer) where raw
 * WebGL 2 is not available: a WebGL 1 or WebGPU renderer. Slower (Pixi's render runs every frame
 * and every particle is uploaded whole), but it looks the same; nothing is allocated per frame.
 */
import { Particle, ParticleContainer } from 'pixi.js';
import type { Container, Rectangle } from 'pixi.js';
import type { QuadKind } from './direct-quads.ts';

export class PixiQuads {
  private readonly particles: Particle[];
  private readonly layer: ParticleContainer<Particle>;
  private count = 0;

  constructor(parent: Container, private readonly kinds: readonly QuadKind[], capacity: number, area: Rectangle) {
    this.particles = Array.from({ length: capacity }, () => new Particle({ texture: kinds[0]!.texture, anchorX: 0.5, anchorY: 0.5 }));
    this.layer = new ParticleContainer<Particle>({
      texture: kinds[0]!.texture,
      dynamicProperties: { position: true, rotation: true, vertex: true, uvs: true, color: true },
      boundsArea: area,
    });
    parent.addChild(this.layer);
  }

  begin(): void {
    this.count = 0;
  }

  add(x: number, y: number, rotation: number, scale: number, alpha: number, kind: number): void {
    const p = this.particles[this.count];
    if (!p) return;
    const k = this.kinds[kind]!;
    p.texture = k.texture;
    p.tint = k.tint;
    p.x = x;
    p.y = y;
    p.rotation = rotation;
    p.scaleX = scale;
    p.scaleY = scale;
    p.alpha = alpha;
    this.layer.particleChildren[this.count] = p;
    this.count++;
  }

  /** The quads added since `begin` are what Pixi draws next. */
  end(): void {
    this.layer.particleChildren.length = this.count;
    this.layer.update();
  }

  resize(): void {
    // Pixi maps logical px to the canvas itself.
  }

  destroy(): void {
    this.layer.destroy();
  }
}
