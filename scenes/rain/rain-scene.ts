/**
 * Red envelope rain: 50 sprites made once and reused; one tap opens an envelope with a short burst
 * and reports its id once. Spawning runs on scene time, so a hidden tab (ticker paused) spawns nothing.
 */
import { Container, Rectangle, Sprite } from 'pixi.js';
import type { Application, FederatedPointerEvent } from 'pixi.js';
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

export class RainScene implements Scene<RainParams> {
  private app: Application | null = null;
  private params!: RainParams;
  private reduced = false;
  private root = new Container();
  private pool = new EnvelopePool(ENVELOPE_POOL_SIZE);
  private sprites: Sprite[] = [];
  /** Scene time when each slot was opened; NaN while unopened. */
  private openedAt = new Float64Array(ENVELOPE_POOL_SIZE).fill(Number.NaN);
  private sparks: Sprite[] = [];
  private burstOrigin = new Float64Array(BURST_POOL * 3);
  private nextBurst = 0;
  private limits!: RainLimits;
  private width = 1;
  private height = 1;
  private nowMs = 0;
  private running = false;
  private paused = false;
  private collected = 0;
  /** Whether the last frame drew anything: the frame after the last envelope still renders, to clear it. */
  private drewLast = false;
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
    this.app = ctx.app;
    this.reduced = ctx.reducedMotion;
    const atlas = getAtlas(ctx.app.renderer);
    this.root = new Container({ label: 'rain', eventMode: 'static' });
    this.root.on('pointerdown', this.onTap);
    this.pool = new EnvelopePool(ENVELOPE_POOL_SIZE);
    this.openedAt.fill(Number.NaN);
    this.sprites = Array.from({ length: ENVELOPE_POOL_SIZE }, () => new Sprite({ texture: atlas.frame('envelope'), anchor: 0.5, visible: false }));
    this.sparks = Array.from({ length: SPARKS_PER_BURST * BURST_POOL }, (_, i) =>
      new Sprite({ texture: atlas.frame(i % 2 ? 'spark' : 'coin'), anchor: 0.5, visible: false, tint: i % 2 ? 0xffe27a : 0xffffff }));
    this.burstOrigin.fill(Number.NaN);
    this.root.addChild(...this.sprites, ...this.sparks);
    ctx.app.stage.addChild(this.root);
    this.setParams(params);
  }

  resize(width: number, height: number): void {
    this.width = width;
    this.height = height;
    this.root.hitArea = new Rectangle(0, 0, width, height);
  }

  setParams(params: RainParams): void {
    this.params = params;
    this.limits = clampLimits({
      intervalMs: params.spawnIntervalMs, maxAlive: params.maxAlive, fallMinMs: params.fallMinMs, fallMaxMs: params.fallMaxMs,
      width: ENVELOPE_W * params.envelopeScale, height: ENVELOPE_H * params.envelopeScale, gap: 4,
    });
    const scale = (ENVELOPE_W * params.envelopeScale) / TEXTURE_W;
    for (const s of this.sprites) s.scale.set(scale);
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.pool.resetSchedule();
  }

  /** Stops spawning; envelopes already falling finish their fall. */
  stop(): void {
    this.running = false;
  }

  update(dtMs: number): boolean {
    if (this.paused || !this.app) return false;
    this.nowMs += dtMs;
    this.pool.step(this.nowMs, this.height, this.limits, this.onFree);
    if (this.running) {
      const i = this.pool.trySpawn(this.nowMs, this.limits, this.width, this.random);
      if (i >= 0) this.showSlot(i);
    }
    const bursts = this.draw();
    const draws = this.pool.alive > 0 || bursts;
    const changed = draws || this.drewLast;
    this.drewLast = draws;
    return changed;
  }

  pause(): void {
    this.paused = true;
  }

  resume(): void {
    this.paused = false;
  }

  stats(): SceneStats {
    let live = 0;
    for (const s of this.sprites) if (s.visible) live++;
    for (const s of this.sparks) if (s.visible) live++;
    return { liveSprites: live, poolSize: this.sprites.length };
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
    this.root.off('pointerdown', this.onTap);
    this.root.destroy({ children: true });
    this.sprites = [];
    this.sparks = [];
    this.app = null;
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
    this.callbacks.onCollect?.(id);
  }

  private showSlot(i: number): void {
    const s = this.sprites[i]!;
    s.visible = true;
    s.alpha = 1;
    s.scale.set(this.limits.width / TEXTURE_W);
    this.openedAt[i] = Number.NaN;
  }

  private hideSlot(i: number): void {
    this.sprites[i]!.visible = false;
    this.openedAt[i] = Number.NaN;
  }

  /** Moves the live envelopes; returns whether a burst is still showing. */
  private draw(): boolean {
    const p = this.params;
    const l = this.limits;
    const baseScale = l.width / TEXTURE_W;
    const tilt = this.reduced ? 0 : (p.tiltDeg * Math.PI) / 180;
    const sway = this.reduced ? 0 : p.swayPx;
    for (let i = 0; i < this.sprites.length; i++) {
      const slot = this.pool.slots[i]!;
      if (!slot.active) continue;
      const s = this.sprites[i]!;
      const opened = this.openedAt[i]!;
      if (Number.isNaN(opened)) {
        const wave = Math.sin(this.nowMs / 700 + slot.phase);
        s.position.set(slot.x + l.width / 2 + wave * sway, slot.y + l.height / 2);
        s.rotation = wave * tilt;
        continue;
      }
      // Opened: swell and fade where it was tapped, then the slot goes back to the pool.
      const k = (this.nowMs - opened) / p.burstMs;
      if (k >= 1) {
        this.pool.free(i);
        this.hideSlot(i);
        continue;
      }
      s.scale.set(baseScale * (1 + 0.5 * k));
      s.alpha = 1 - k;
    }
    return this.drawBursts();
  }

  private startBurst(x: number, y: number): void {
    const b = this.nextBurst;
    this.nextBurst = (b + 1) % BURST_POOL;
    this.burstOrigin[b * 3] = x;
    this.burstOrigin[b * 3 + 1] = y;
    this.burstOrigin[b * 3 + 2] = this.nowMs;
  }

  /** Returns whether any burst is showing. */
  private drawBursts(): boolean {
    let showing = false;
    for (let b = 0; b < BURST_POOL; b++) {
      const born = this.burstOrigin[b * 3 + 2]!;
      const k = Number.isNaN(born) ? 1 : (this.nowMs - born) / this.params.burstMs;
      showing ||= k < 1;
      for (let j = 0; j < SPARKS_PER_BURST; j++) {
        const s = this.sparks[b * SPARKS_PER_BURST + j]!;
        if (k >= 1) {
          s.visible = false;
          continue;
        }
        const a = (j / SPARKS_PER_BURST) * Math.PI * 2 + b;
        const r = 10 + 46 * Math.sqrt(k);
        s.visible = true;
        s.position.set(this.burstOrigin[b * 3]! + Math.cos(a) * r, this.burstOrigin[b * 3 + 1]! + Math.sin(a) * r - 20 * k);
        s.scale.set(j % 2 ? 0.7 : 0.38);
        s.alpha = 1 - k * k;
      }
      if (k >= 1) this.burstOrigin[b * 3 + 2] = Number.NaN;
    }
    return showing;
  }
}
