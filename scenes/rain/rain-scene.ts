/**
 * Red envelope rain: 50 envelopes (and the sparks of 8 bursts) are particles of one
 * ParticleContainer, made once and reused, drawn from the atlas in a single draw call. Taps are
 * hit-tested on the logic's slots (rain-logic.ts), not on sprites. One tap opens an envelope with
 * a short burst and reports its id once. Spawning runs on scene time, so a hidden tab (ticker
 * paused) spawns nothing; with nothing falling and nothing animating the scene rests (no frames).
 *
 * Per frame nothing is allocated: slots, particles and burst origins are fixed pools. Only x, y
 * and rotation change every frame (the container's dynamic properties); scale, alpha and the
 * texture frame are static, re-uploaded only on the frames that change them (an opening envelope,
 * a burst, new params).
 */
import { Container, Particle, ParticleContainer, Rectangle } from 'pixi.js';
import type { FederatedPointerEvent } from 'pixi.js';
import { ENVELOPE_POOL_SIZE } from '../../src/domain/constants.ts';
import type { Scene, SceneContext, SceneStats } from '../core/scene.ts';
import type { ParamValues } from '../core/params.ts';
import { playSound, preloadSounds } from '../core/sound.ts';
import { getAtlas } from '../art/atlas.ts';
import type { RainParamSpec } from './params.ts';
import type { RainLimits } from './rain-logic.ts';
import { EnvelopePool, clampLimits } from './rain-logic.ts';

export type RainParams = ParamValues<RainParamSpec>;

export interface RainCallbacks {
  /** An envelope was tapped: claim it on the server. Called once per envelope. */
  onCollect?(id: number): void;
}

const ENVELOPE_W = 44;
const ENVELOPE_H = 58;
const TEXTURE_W = 64;
const SPARKS_PER_BURST = 6;
const BURST_POOL = 8;
/** Where a hidden particle waits: far off screen, so hiding or showing one moves only its (dynamic) position. */
const HIDDEN = -10_000;

export class RainScene implements Scene<RainParams> {
  private params!: RainParams;
  private reduced = false;
  private live = false;
  private root = new Container();
  private layer: ParticleContainer<Particle> | null = null;
  /** Read by the benchmark (`pool.alive`, `pool.slots`): the live logic state. */
  private pool = new EnvelopePool(ENVELOPE_POOL_SIZE);
  /** Particle i of the layer is envelope slot i; the sparks follow, burst by burst. */
  private envelopes: Particle[] = [];
  private sparks: Particle[] = [];
  /** Scene time when each slot was opened; NaN while unopened. */
  private openedAt = new Float64Array(ENVELOPE_POOL_SIZE).fill(Number.NaN);
  /** Per burst: x, y, start time (NaN: idle). */
  private burstOrigin = new Float64Array(BURST_POOL * 3).fill(Number.NaN);
  private nextBurst = 0;
  private burstsShowing = false;
  private limits!: RainLimits;
  private width = 1;
  private height = 1;
  private readonly area = new Rectangle(0, 0, 1, 1);
  private nowMs = 0;
  private running = false;
  private paused = false;
  private collected = 0;
  /** Whether the last frame drew anything: the frame after the last envelope still renders, to clear it. */
  private drewLast = false;
  /** A static property (scale, alpha) changed: the layer re-uploads them at the next render. */
  private staticDirty = false;
  private wake: () => void = () => undefined;
  private readonly onFree = (i: number) => this.hideSlot(i);
  private readonly onTap = (e: FederatedPointerEvent) => this.tap(e.global.x, e.global.y);

  constructor(private readonly callbacks: RainCallbacks = {}, private readonly random: () => number = Math.random) {}

  get capturesPointer(): boolean {
    return this.running || this.pool.alive > 0;
  }

  get collectedCount(): number {
    return this.collected;
  }

  init(ctx: SceneContext, params: RainParams): void {
    preloadSounds();
    this.live = true;
    this.reduced = ctx.reducedMotion;
    this.wake = ctx.wake;
    const atlas = getAtlas();
    this.pool = new EnvelopePool(ENVELOPE_POOL_SIZE);
    this.openedAt.fill(Number.NaN);
    this.burstOrigin.fill(Number.NaN);
    this.burstsShowing = false;
    this.drewLast = false;
    const envelope = atlas.frame('envelope');
    this.envelopes = Array.from({ length: ENVELOPE_POOL_SIZE }, () =>
      new Particle({ texture: envelope, anchorX: 0.5, anchorY: 0.5, x: HIDDEN, y: HIDDEN }));
    this.sparks = Array.from({ length: SPARKS_PER_BURST * BURST_POOL }, (_, i) => {
      const scale = i % SPARKS_PER_BURST % 2 ? 0.7 : 0.38;
      return new Particle({
        texture: atlas.frame(i % 2 ? 'spark' : 'coin'), anchorX: 0.5, anchorY: 0.5, x: HIDDEN, y: HIDDEN,
        scaleX: scale, scaleY: scale, tint: i % 2 ? 0xffe27a : 0xffffff,
      });
    });
    // Envelopes first, sparks drawn above them (appended only while a burst shows, so a plain rain
    // uploads 50 particles a frame, not 98); every particle samples the one atlas source.
    const particles = [...this.envelopes, ...this.sparks];
    particles.length = ENVELOPE_POOL_SIZE;
    this.layer = new ParticleContainer<Particle>({
      texture: envelope,
      particles,
      dynamicProperties: { position: true, rotation: true, vertex: false, uvs: false, color: false },
      boundsArea: this.area,
    });
    // Taps land on the root's hit area and are resolved on the logic state: nothing inside is hit-tested.
    this.root = new Container({ label: 'rain', eventMode: 'static', interactiveChildren: false, hitArea: this.area });
    this.root.on('pointerdown', this.onTap);
    this.root.addChild(this.layer);
    ctx.app.stage.addChild(this.root);
    this.setParams(params);
  }

  resize(width: number, height: number): void {
    this.width = width;
    this.height = height;
    this.area.width = width;
    this.area.height = height;
  }

  setParams(params: RainParams): void {
    this.params = params;
    this.limits = clampLimits({
      intervalMs: params.spawnIntervalMs, maxAlive: params.maxAlive, fallMinMs: params.fallMinMs, fallMaxMs: params.fallMaxMs,
      width: ENVELOPE_W * params.envelopeScale, height: ENVELOPE_H * params.envelopeScale, gap: 4,
    });
    const scale = this.limits.width / TEXTURE_W;
    for (let i = 0; i < this.envelopes.length; i++) {
      // An opening envelope keeps its swell; draw() sets it from the base scale next frame.
      const p = this.envelopes[i]!;
      p.scaleX = scale;
      p.scaleY = scale;
    }
    this.staticDirty = true;
    this.layer?.update();
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.pool.resetSchedule();
    this.wake();
  }

  /** Stops spawning; envelopes already falling finish their fall. */
  stop(): void {
    this.running = false;
  }

  update(dtMs: number): boolean {
    if (this.paused || !this.live) return false;
    this.nowMs += dtMs;
    this.pool.step(this.nowMs, this.height, this.limits, this.onFree);
    if (this.running) {
      const i = this.pool.trySpawn(this.nowMs, this.limits, this.width, this.random);
      if (i >= 0) this.showSlot(i);
    }
    this.draw();
    const draws = this.pool.alive > 0 || this.burstsShowing;
    const changed = draws || this.drewLast;
    this.drewLast = draws;
    return changed;
  }

  /** Raining, falling, opening or bursting: every frame; otherwise nothing moves until `start()`. */
  restMs(): number {
    return this.running || this.pool.alive > 0 || this.burstsShowing || this.drewLast ? 0 : Infinity;
  }

  pause(): void {
    this.paused = true;
  }

  resume(): void {
    this.paused = false;
  }

  stats(): SceneStats {
    let live = this.pool.alive;
    for (let b = 0; b < BURST_POOL; b++) if (!Number.isNaN(this.burstOrigin[b * 3 + 2]!)) live += SPARKS_PER_BURST;
    return { liveSprites: live, poolSize: this.envelopes.length };
  }

  /** Envelopes alive right now (falling or opening). */
  get alive(): number {
    return this.pool.alive;
  }

  /** Scene-time positions of the live envelopes, for tests that tap them. */
  liveEnvelopes(): { id: number; x: number; y: number }[] {
    const l = this.limits;
    return this.pool.slots.filter((s) => s.active && !s.opened).map((s) => ({ id: s.id, x: s.x + l.width / 2, y: s.y + l.height / 2 }));
  }

  destroy(): void {
    this.running = false;
    this.live = false;
    this.root.off('pointerdown', this.onTap);
    this.root.destroy({ children: true });
    this.layer = null;
    this.envelopes = [];
    this.sparks = [];
    this.wake = () => undefined;
  }

  private tap(x: number, y: number): void {
    const i = this.pool.hit(x, y, this.limits, this.params.hitPadding);
    if (i < 0) return;
    const id = this.pool.collect(i);
    if (id === 0) return;
    this.openedAt[i] = this.nowMs;
    this.collected++;
    playSound('open', this.params.volume);
    if (!this.reduced) this.startBurst(x, y);
    this.wake();
    this.callbacks.onCollect?.(id);
  }

  private showSlot(i: number): void {
    const p = this.envelopes[i]!;
    const scale = this.limits.width / TEXTURE_W;
    if (p.scaleX !== scale || p.alpha !== 1) {
      p.scaleX = scale;
      p.scaleY = scale;
      p.alpha = 1;
      this.staticDirty = true;
    }
    this.openedAt[i] = Number.NaN;
  }

  private hideSlot(i: number): void {
    const p = this.envelopes[i]!;
    p.x = HIDDEN;
    p.y = HIDDEN;
    this.openedAt[i] = Number.NaN;
  }

  /** Moves the live envelopes and the bursts. */
  private draw(): void {
    const p = this.params;
    const l = this.limits;
    const baseScale = l.width / TEXTURE_W;
    const tilt = this.reduced ? 0 : (p.tiltDeg * Math.PI) / 180;
    const sway = this.reduced ? 0 : p.swayPx;
    const halfW = l.width / 2;
    const halfH = l.height / 2;
    const slots = this.pool.slots;
    for (let i = 0; i < this.envelopes.length; i++) {
      const slot = slots[i]!;
      if (!slot.active) continue;
      const e = this.envelopes[i]!;
      const opened = this.openedAt[i]!;
      if (Number.isNaN(opened)) {
        const wave = Math.sin(this.nowMs / 700 + slot.phase);
        e.x = slot.x + halfW + wave * sway;
        e.y = slot.y + halfH;
        e.rotation = wave * tilt;
        continue;
      }
      // Opened: swell and fade where it was tapped, then the slot goes back to the pool.
      const k = (this.nowMs - opened) / p.burstMs;
      if (k >= 1) {
        this.pool.free(i);
        this.hideSlot(i);
        continue;
      }
      const scale = baseScale * (1 + 0.5 * k);
      e.scaleX = scale;
      e.scaleY = scale;
      e.alpha = 1 - k;
      this.staticDirty = true;
    }
    this.drawBursts();
    if (this.staticDirty) {
      this.staticDirty = false;
      this.layer?.update();
    }
  }

  private startBurst(x: number, y: number): void {
    const b = this.nextBurst;
    this.nextBurst = (b + 1) % BURST_POOL;
    this.burstOrigin[b * 3] = x;
    this.burstOrigin[b * 3 + 1] = y;
    this.burstOrigin[b * 3 + 2] = this.nowMs;
    if (!this.burstsShowing && this.layer) {
      const list = this.layer.particleChildren;
      for (let i = 0; i < this.sparks.length; i++) list.push(this.sparks[i]!);
      this.staticDirty = true;
    }
    this.burstsShowing = true;
  }

  /** Moves the sparks of the bursts showing; hides those of bursts that just ended. */
  private drawBursts(): void {
    if (!this.burstsShowing) return;
    let showing = false;
    for (let b = 0; b < BURST_POOL; b++) {
      const born = this.burstOrigin[b * 3 + 2]!;
      if (Number.isNaN(born)) continue;
      const k = (this.nowMs - born) / this.params.burstMs;
      const ended = k >= 1;
      showing ||= !ended;
      for (let j = 0; j < SPARKS_PER_BURST; j++) {
        const s = this.sparks[b * SPARKS_PER_BURST + j]!;
        if (ended) {
          s.x = HIDDEN;
          s.y = HIDDEN;
          continue;
        }
        const a = (j / SPARKS_PER_BURST) * Math.PI * 2 + b;
        const r = 10 + 46 * Math.sqrt(k);
        s.x = this.burstOrigin[b * 3]! + Math.cos(a) * r;
        s.y = this.burstOrigin[b * 3 + 1]! + Math.sin(a) * r - 20 * k;
        s.alpha = 1 - k * k;
      }
      if (ended) this.burstOrigin[b * 3 + 2] = Number.NaN;
      else this.staticDirty = true;
    }
    this.burstsShowing = showing;
    if (!showing && this.layer) {
      this.layer.particleChildren.length = ENVELOPE_POOL_SIZE;
      this.staticDirty = true;
    }
  }
}
