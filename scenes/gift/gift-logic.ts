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

  /** Back into the opening from its ending (the sandbox's scrubber); false when there was none. */
  rewind(): boolean {
    if (this.phase !== 'won' && this.phase !== 'empty') return false;
    this.phase = 'opening';
    return true;
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

/** The wiggle at the start of each idle breath lasts this long (two swings, dying out). */
export const WIGGLE_MS = 420;

/** The idle box's pose `kMs` into a breath of `motionMs`: squash and stretch, and a short wiggle. */
export interface IdlePose {
  /** Horizontal and vertical scale factors (1 at rest). */
  sx: number;
  sy: number;
  /** Radians. */
  rotation: number;
}

export function idlePose(kMs: number, motionMs: number, amount: number, shakeDeg: number): IdlePose {
  const s = breathScale(kMs, motionMs, amount);
  const wiggle = kMs > 0 && kMs < WIGGLE_MS ? Math.sin((kMs / WIGGLE_MS) * Math.PI * 4) * (1 - kMs / WIGGLE_MS) : 0;
  return { sx: s, sy: 2 - s, rotation: (wiggle * shakeDeg * Math.PI) / 180 };
}

/** Where in the idle cycle the box is: a rest, then one breath of `motionMs` at the end of each `everyMs`. */
export function idlePhase(clockMs: number, everyMs: number, motionMs: number): { cycle: number; restLeftMs: number; breathAtMs: number } {
  const t = ((clockMs % everyMs) + everyMs) % everyMs;
  const start = everyMs - motionMs;
  const cycle = Math.floor(clockMs / everyMs);
  return t < start ? { cycle, restLeftMs: start - t, breathAtMs: -1 } : { cycle, restLeftMs: 0, breathAtMs: t - start };
}

/**
 * One breath as keyframes (offset 0–1 and the pose), for an animation the compositor plays: dense
 * during the wiggle (a linear interpolation between samples 15 ms apart follows its swings), sparse
 * over the slow squash and stretch. Starts and ends at rest (scale 1, no rotation).
 */
export function breathKeyframes(motionMs: number, amount: number, shakeDeg: number): Array<IdlePose & { offset: number }> {
  const times: number[] = [];
  const wiggleEnd = Math.min(WIGGLE_MS, motionMs);
  for (let t = 0; t < wiggleEnd; t += 15) times.push(t);
  for (let t = wiggleEnd; t < motionMs; t += 50) times.push(t);
  times.push(motionMs);
  return times.map((t) => ({ offset: t / motionMs, ...idlePose(t, motionMs, amount, shakeDeg) }));
}
