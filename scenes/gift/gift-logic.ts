/** Lucky gift box states and particle kinematics, no Pixi. */
export type GiftPhase = 'idle' | 'opening' | 'won' | 'empty';
export type GiftResult = { kind: 'win'; label: string } | { kind: 'empty' };

/** The states move one way only; `open` is accepted once, from idle. */
export class GiftMachine {
  phase: GiftPhase = 'idle';
  result: GiftResult | null = null;

  open(result: GiftResult): boolean {
    if (this.phase !== 'idle') return false;
    this.phase = 'opening';
    this.result = result;
    return true;
  }

  /** The opening animation has finished: show the ending that matches the result. */
  finish(): GiftPhase {
    if (this.phase === 'opening' && this.result) this.phase = this.result.kind === 'win' ? 'won' : 'empty';
    return this.phase;
  }

  reset(): void {
    this.phase = 'idle';
    this.result = null;
  }
}

export interface BurstParticle {
  vx: number;
  vy: number;
  spin: number;
}

/**
 * Launch velocities for a burst, made once: an upward fan with golden-angle spread, so the burst
 * looks random but is the same each time (and in tests). Speeds in px/s.
 */
export function burstVelocities(count: number, speed: number, spreadRad = Math.PI * 0.8): BurstParticle[] {
  const golden = 2.399963229728653;
  return Array.from({ length: count }, (_, i) => {
    const f = ((i * golden) % (Math.PI * 2)) / (Math.PI * 2);
    const angle = -Math.PI / 2 + (f - 0.5) * spreadRad;
    const s = speed * (0.55 + 0.45 * (((i * 7919) % 97) / 97));
    return { vx: Math.cos(angle) * s, vy: Math.sin(angle) * s, spin: ((i % 5) - 2) * 2.5 };
  });
}

/** Position after `t` seconds under `gravity` px/s², written into `out` (no allocation per frame). */
export function particleAt(p: BurstParticle, t: number, gravity: number, out: { x: number; y: number }): void {
  out.x = p.vx * t;
  out.y = p.vy * t + 0.5 * gravity * t * t;
}

/** Breathing scale of the idle box: 1 ± amplitude, period in ms. */
export function breathScale(tMs: number, periodMs: number, amplitude: number): number {
  return 1 + amplitude * Math.sin((tMs / periodMs) * Math.PI * 2);
}
