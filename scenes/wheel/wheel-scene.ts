/**
 * Wheel of fortune. `start()` spins up before the server answers, `spinTo(index)` lands on the
 * chosen slice at a random spot inside it, `abort()` brings it back to rest after an error.
 */
import { Container, Sprite } from 'pixi.js';
import type { Application, Texture } from 'pixi.js';
import { gsap } from '../core/gsap.ts';
import type { Scene, SceneContext, SceneStats } from '../core/scene.ts';
import type { ParamValues } from '../core/params.ts';
import { playSound, preloadSounds, vibrate } from '../core/sound-output.ts';
import { getAtlas } from '../art/atlas.ts';
import type { WheelParamSpec } from './params.ts';
import { bakeWheelFace, RIM_RATIO } from './wheel-face.ts';
import type { Prize } from './wheel-logic.ts';
import { TAU, boundariesCrossed, segmentAtRotation, validatePrizes } from './wheel-logic.ts';
import { WheelMotion, replaySpin } from './wheel-motion.ts';
import type { MotionEases, SpinInput, WheelPhase } from './wheel-motion.ts';
import { Tape, recordingTimelines } from '../core/tape.ts';

export type WheelParams = ParamValues<WheelParamSpec>;
export type { WheelPhase };

export interface WheelCallbacks {
  /** Each slice that passes under the pointer. */
  onTick?(segment: number): void;
  /** The wheel stopped on `index`, as asked by `spinTo`. */
  onSettled?(index: number): void;
  /** The wheel is back at rest after `abort()`. */
  onAborted?(): void;
}

/** Slopes are the eases' derivatives at 0, so a stop continues the steady speed. */
const EASES: MotionEases = {
  accel: gsap.parseEase('power2.in'),
  stop: gsap.parseEase('power3.out'),
  stopSlope: 3,
  abort: gsap.parseEase('power2.out'),
  abortSlope: 2,
  reduced: gsap.parseEase('power1.inOut'),
};
const BULBS = 16;
/** Closest two tick sounds may be: about 20 a second, what a real wheel's clapper manages. */
const MIN_TICK_GAP_MS = 45;
/**
 * At rest the bulbs blink in a short burst (4 beats) at the end of each cycle and hold still
 * between: the first burst comes after a rest, not while the page starts.
 */
const IDLE_CYCLE_MS = 6000;
const IDLE_BEAT_MS = 240;
const IDLE_BLINK_MS = IDLE_BEAT_MS * 4;
const IDLE_BLINK_AT_MS = IDLE_CYCLE_MS - IDLE_BLINK_MS;

export class WheelScene implements Scene<WheelParams> {
  readonly capturesPointer = false;
  private app: Application | null = null;
  private params!: WheelParams;
  private reduced = false;
  private root = new Container();
  private face: Sprite | null = null;
  private faceTexture: Texture | null = null;
  private bulbs: Sprite[] = [];
  private pointer: Sprite | null = null;
  private glow: Sprite | null = null;
  private radius = 100;
  private paused = false;
  private wake: () => void = () => undefined;

  private readonly motion: WheelMotion;
  private clockMs = 0;
  private pointerKick = 0;
  private bulbBeat = -1;
  /** Set by inputs that change the drawing between frames (new prizes). */
  private dirty = false;
  /** The last spin, recorded for the sandbox's scrubber (only after `recordTimelines(true)`). */
  private tape: Tape<SpinInput> | null = null;
  private tapeFrom = 0;

  constructor(private prizes: readonly Prize[], private readonly callbacks: WheelCallbacks = {}, private readonly random: () => number = Math.random) {
    validatePrizes(prizes);
    this.motion = new WheelMotion(EASES, () => (this.tape ? this.tape.draw() : random()));
  }

  get currentPhase(): WheelPhase {
    return this.motion.phase;
  }

  get currentRotation(): number {
    return this.motion.rotation;
  }

  /** The face's centre and radius on the slot's canvas (the sandbox's debug overlays draw it). */
  get faceCircle(): { x: number; y: number; radius: number } {
    return { x: this.root.x, y: this.root.y, radius: this.radius };
  }

  init(ctx: SceneContext, params: WheelParams): void {
    preloadSounds();
    this.app = ctx.app;
    this.wake = ctx.wake;
    this.params = params;
    this.reduced = ctx.reducedMotion;
    this.motion.reduced = ctx.reducedMotion;
    this.root = new Container({ label: 'wheel' });
    const atlas = getAtlas();
    this.glow = new Sprite({ texture: atlas.frame('glow'), anchor: 0.5, tint: 0xffc94a, alpha: 0.55 });
    this.face = new Sprite({ anchor: 0.5 });
    this.root.addChild(this.glow, this.face);
    this.bulbs = Array.from({ length: BULBS }, () => new Sprite({ texture: atlas.frame('bulb'), anchor: 0.5 }));
    this.root.addChild(...this.bulbs);
    this.bulbBeat = -1;
    const hub = new Sprite({ texture: atlas.frame('hub'), anchor: 0.5, label: 'hub' });
    this.pointer = new Sprite({ texture: atlas.frame('pointer'), anchor: { x: 0.5, y: 0.2 } });
    this.root.addChild(hub, this.pointer);
    ctx.app.stage.addChild(this.root);
    // The bulbs' resting pattern is in the first frame: the first tick has nothing to redraw.
    this.animateDecor(0);
  }

  resize(width: number, height: number): void {
    this.radius = Math.max(40, (Math.min(width, height * 0.9) / 2) * this.params.wheelScale - 6);
    this.root.position.set(width / 2, height / 2);
    this.rebuildFace();
    const r = this.radius;
    this.glow!.scale.set((r * 2.5) / 160);
    const hub = this.root.getChildByLabel('hub') as Sprite;
    hub.scale.set((r * 0.3) / 84);
    this.pointer!.scale.set((r * 0.26) / 56);
    this.pointer!.position.set(0, -r - r * 0.06);
    const ringR = r * (1 - RIM_RATIO / 2);
    this.bulbs.forEach((b, i) => {
      const a = (i / BULBS) * TAU;
      b.position.set(Math.sin(a) * ringR, -Math.cos(a) * ringR);
      b.scale.set((r * RIM_RATIO * 0.75) / 16);
    });
  }

  setParams(params: WheelParams): void {
    const rebuild = params.labelSize !== this.params.labelSize || params.wheelScale !== this.params.wheelScale;
    this.params = params;
    if (rebuild && this.app) this.resize(this.app.screen.width, this.app.screen.height);
  }

  setPrizes(prizes: readonly Prize[]): void {
    validatePrizes(prizes);
    if (this.motion.phase !== 'rest') throw new Error('A roleta está girando.');
    this.prizes = prizes;
    this.rebuildFace();
    this.dirty = true;
    this.wake();
  }

  /** Spins up while the answer is on its way. */
  start(): void {
    this.record({ kind: 'start' });
    this.motion.start();
    this.wake();
  }

  /** Lands on `index` at a random spot inside its slice; starts the spin first when at rest. */
  spinTo(index: number): void {
    if (!Number.isInteger(index) || index < 0 || index >= this.prizes.length) throw new RangeError(`Fatia inválida: ${index}`);
    this.record({ kind: 'spinTo', index });
    this.motion.spinTo(index, this.prizes.length, this.params);
    this.wake();
  }

  /** After an error: eases to a stop anywhere, then `onAborted`. */
  abort(): void {
    this.record({ kind: 'abort' });
    if (this.motion.abort(this.params)) this.callbacks.onAborted?.();
    this.wake();
  }

  /** Spinning: every frame; at rest: until the next bulb beat, or the next burst of blinks. */
  restMs(): number {
    if (this.motion.phase !== 'rest' || this.pointerKick > 0 || this.dirty) return 0;
    if (this.reduced) return Infinity;
    const t = this.clockMs % IDLE_CYCLE_MS;
    return t < IDLE_BLINK_AT_MS ? IDLE_BLINK_AT_MS - t : IDLE_BEAT_MS - ((t - IDLE_BLINK_AT_MS) % IDLE_BEAT_MS);
  }

  update(dtMs: number): boolean {
    if (this.paused) return false;
    this.clockMs += dtMs;
    const before = this.motion.rotation;
    if (this.motion.phase !== 'rest') this.tape?.step(dtMs);
    const result = this.motion.step(dtMs, this.prizes.length, this.params);
    this.face!.rotation = this.motion.rotation;
    this.emitTicks(before, this.motion.rotation);
    if (result.kind === 'settled') {
      playSound('win', this.params.tickVolume);
      this.callbacks.onSettled?.(result.index);
    } else if (result.kind === 'aborted') {
      this.callbacks.onAborted?.();
    }
    const decorChanged = this.animateDecor(dtMs);
    const changed = this.dirty || decorChanged || this.motion.rotation !== before;
    this.dirty = false;
    return changed;
  }

  /** The last spin on its tape (sandbox): how long it lasted and where the wheel is in it. */
  timeline(): { durationMs: number; atMs: number } | null {
    return this.tape && { durationMs: this.tape.durationMs, atMs: this.tape.atMs };
  }

  /** Shows the last spin `ms` into it (sandbox); played on from there, it lands again. */
  seek(ms: number): void {
    if (!this.tape || !this.face) return;
    replaySpin(this.motion, this.tape, ms, this.tapeFrom, this.prizes.length, this.params);
    this.face.rotation = this.motion.rotation;
    // The bulbs blink as the phase sought says (spinning or idle).
    this.animateDecor(0);
    this.dirty = true;
    this.wake();
  }

  pause(): void {
    this.paused = true;
  }

  resume(): void {
    this.paused = false;
  }

  stats(): SceneStats {
    return { liveSprites: 4 + this.bulbs.length, poolSize: 0 };
  }

  destroy(): void {
    this.root.destroy({ children: true });
    this.faceTexture?.destroy(true);
    this.faceTexture = null;
    this.face = null;
    this.pointer = null;
    this.glow = null;
    this.bulbs = [];
    this.app = null;
  }

  /** A spin from rest starts a new tape when the sandbox records; each input goes on it. */
  private record(input: SpinInput): void {
    if (this.motion.phase === 'rest' && input.kind !== 'abort') {
      this.tape = recordingTimelines() ? new Tape(this.random) : null;
      this.tapeFrom = this.motion.rotation;
    }
    this.tape?.input(input);
  }

  private rebuildFace(): void {
    if (!this.app || !this.face) return;
    const old = this.faceTexture;
    this.faceTexture = bakeWheelFace(this.app.renderer.resolution, getAtlas(), this.prizes, this.radius, this.params.labelSize * (this.radius / 150));
    this.face.texture = this.faceTexture;
    old?.destroy(true);
  }

  private emitTicks(before: number, after: number): void {
    const n = this.prizes.length;
    const crossed = this.reduced ? 0 : boundariesCrossed(before, after, n);
    if (crossed === 0) return;
    const current = segmentAtRotation(after, n);
    // Several slices in one slow frame: report each, but click and buzz once.
    for (let i = crossed - 1; i >= 0; i--) this.callbacks.onTick?.((current + i) % n);
    if (playSound('tick', this.params.tickVolume, MIN_TICK_GAP_MS)) vibrate(this.params.vibrateMs);
    this.pointerKick = 1;
  }

  /** Pointer kick and blinking bulbs; returns whether either changed this frame. */
  private animateDecor(dt: number): boolean {
    const kicked = this.pointerKick > 0;
    this.pointerKick = Math.max(0, this.pointerKick - dt / 90);
    this.pointer!.rotation = -0.35 * this.pointerKick;
    const spinning = this.motion.phase !== 'rest';
    const idle = this.clockMs % IDLE_CYCLE_MS;
    const beat = this.reduced ? 0
      : spinning ? Math.floor(this.clockMs / 110) % 2
        : idle >= IDLE_BLINK_AT_MS ? Math.floor((idle - IDLE_BLINK_AT_MS) / IDLE_BEAT_MS) % 2 : 0;
    if (beat === this.bulbBeat) return kicked;
    this.bulbBeat = beat;
    for (let i = 0; i < this.bulbs.length; i++) {
      const on = (i % 2 === beat) || this.reduced;
      const b = this.bulbs[i]!;
      b.tint = on ? 0xfff6cf : 0xff9a3c;
      b.alpha = on ? 1 : 0.55;
    }
    return true;
  }
}
