/**
 * The wheel's motion as a state machine, no Pixi: spin up, steady spin while the answer is on its
 * way, an eased stop on the chosen slice, or an eased stop anywhere after an error. Eases come in
 * as functions (GSAP's in the scene), so tests can drive it frame by frame.
 */
import { TAU, landingRotation, planStop } from './wheel-logic.ts';
import type { Tape } from '../core/tape.ts';

export type WheelPhase = 'rest' | 'accelerating' | 'steady' | 'stopping' | 'aborting';
export type Ease = (t: number) => number;

export interface MotionParams {
  accelMs: number;
  maxSpeedTurns: number;
  minSpinMs: number;
  stopMs: number;
  edgeMargin: number;
  abortMs: number;
  reducedMs: number;
}

export interface MotionEases {
  accel: Ease;
  stop: Ease;
  /** Slope of `stop` at 0: 3 for power3.out. */
  stopSlope: number;
  abort: Ease;
  abortSlope: number;
  reduced: Ease;
}

/** What a step ended with: nothing, a landing on `index`, or the end of an abort. */
export type StepResult = { kind: 'none' } | { kind: 'settled'; index: number } | { kind: 'aborted' };
const NONE: StepResult = { kind: 'none' };
const ABORTED: StepResult = { kind: 'aborted' };

export class WheelMotion {
  phase: WheelPhase = 'rest';
  rotation = 0;
  /** rad/ms */
  velocity = 0;
  private phaseMs = 0;
  private spinMs = 0;
  private from = 0;
  private target = 0;
  private durationMs = 1;
  private pending: number | null = null;

  /** `random` picks the landing spot inside the slice (replaced while a recorded spin is replayed). */
  constructor(private readonly eases: MotionEases, public random: () => number, public reduced = false) {}

  /** Back to rest at `rotation`, nothing asked. */
  reset(rotation: number): void {
    this.phase = 'rest';
    this.rotation = rotation;
    this.velocity = 0;
    this.pending = null;
  }

  start(): void {
    if (this.phase !== 'rest') return;
    this.pending = null;
    this.spinMs = 0;
    this.phaseMs = 0;
    this.phase = this.reduced ? 'steady' : 'accelerating';
  }

  /** Asks for a landing on `index` of `n`; starts the spin first when at rest. */
  spinTo(index: number, n: number, p: MotionParams): void {
    if (this.phase === 'stopping' || this.phase === 'aborting') return;
    if (this.phase === 'rest') this.start();
    this.pending = index;
    if (this.reduced) this.beginStop(index, n, p);
  }

  /** Returns true when the wheel is already at rest (no abort animation to wait for). */
  abort(p: MotionParams): boolean {
    if (this.phase === 'rest') return false;
    this.pending = null;
    if (this.reduced || this.velocity === 0) {
      this.velocity = 0;
      this.phase = 'rest';
      return true;
    }
    this.from = this.rotation;
    this.durationMs = p.abortMs;
    this.target = this.rotation + (this.velocity * this.durationMs) / this.eases.abortSlope;
    this.phaseMs = 0;
    this.phase = 'aborting';
    return false;
  }

  step(dt: number, n: number, p: MotionParams): StepResult {
    const vmax = (p.maxSpeedTurns * TAU) / 1000;
    switch (this.phase) {
      case 'accelerating': {
        this.phaseMs += dt;
        const k = Math.min(this.phaseMs / p.accelMs, 1);
        // Average of the eased speeds at both ends of the step: smooth at any frame rate.
        const v0 = this.velocity;
        this.velocity = vmax * Math.max(this.eases.accel(k), 0.02);
        this.rotation += ((v0 + this.velocity) / 2) * dt;
        if (k >= 1) this.phase = 'steady';
        return NONE;
      }
      case 'steady':
        if (this.reduced) return NONE;
        this.velocity = vmax;
        this.rotation += vmax * dt;
        this.spinMs += dt;
        if (this.pending !== null && this.spinMs >= p.minSpinMs) this.beginStop(this.pending, n, p);
        return NONE;
      case 'stopping':
      case 'aborting': {
        this.phaseMs += dt;
        const k = Math.min(this.phaseMs / this.durationMs, 1);
        const ease = this.phase === 'aborting' ? this.eases.abort : this.reduced ? this.eases.reduced : this.eases.stop;
        this.rotation = this.from + (this.target - this.from) * ease(k);
        return k >= 1 ? this.finish() : NONE;
      }
      default:
        return NONE;
    }
  }

  private beginStop(index: number, n: number, p: MotionParams): void {
    const spot = this.random();
    if (this.reduced) {
      this.target = landingRotation(index, n, spot, this.rotation, p.edgeMargin);
      this.durationMs = Math.max(p.reducedMs, 1);
    } else {
      const plan = planStop(this.rotation, this.velocity * 1000, index, n, spot, p.stopMs, this.eases.stopSlope, p.edgeMargin);
      this.target = plan.target;
      this.durationMs = plan.durationMs;
    }
    this.from = this.rotation;
    this.phaseMs = 0;
    this.phase = 'stopping';
  }

  private finish(): StepResult {
    const stopping = this.phase === 'stopping';
    this.phase = 'rest';
    this.velocity = 0;
    const index = this.pending;
    this.pending = null;
    return stopping && index !== null ? { kind: 'settled', index } : ABORTED;
  }
}

/** What a spin was asked, recorded on its tape (the sandbox's scrubber). */
export type SpinInput = { kind: 'start' } | { kind: 'spinTo'; index: number } | { kind: 'abort' };

/**
 * Puts `motion` where the spin recorded on `tape` was `toMs` into it: from rest at `fromRotation`,
 * the same frames, inputs and landing spot, so at a frame's time the rotation is the one that frame
 * drew. Step results (landing, end of an abort) are not reported.
 */
export function replaySpin(motion: WheelMotion, tape: Tape<SpinInput>, toMs: number, fromRotation: number, n: number, p: MotionParams): void {
  const live = motion.random;
  motion.reset(fromRotation);
  tape.replay(toMs, (random) => {
    motion.random = random;
    return {
      input(input) {
        if (input.kind === 'start') motion.start();
        else if (input.kind === 'spinTo') motion.spinTo(input.index, n, p);
        else motion.abort(p);
      },
      step: (dt) => void motion.step(dt, n, p),
    };
  });
  motion.random = live;
}
