/**
 * Red envelope rain: up to 50 envelopes (and the sparks of 8 bursts) are atlas quads drawn with
 * raw WebGL in one instanced draw call (runtime/direct-quads.ts): when the rain is alone on the
 * overlay the runtime skips Pixi's render, whose fixed cost per frame was most of the rain's
 * script time (the budget: at most a DOM rain's). Where raw WebGL 2 is missing, Pixi draws the same
 * quads (runtime/pixi-quads.ts). Taps are hit-tested on the logic's slots (rain-logic.ts), not on
 * sprites. One tap opens an envelope with a short burst and reports its id once. Spawning runs on
 * scene time, so a hidden tab (ticker paused) spawns nothing; with nothing falling and nothing
 * animating the scene rests (no frames).
 *
 * Per frame nothing is allocated: slots, quads and burst origins are fixed pools, and the quad
 * list is rewritten in place from the slots (only the live ones: off-screen slots cost nothing).
 */
import { Container, Rectangle } from 'pixi.js';
import type { FederatedPointerEvent } from 'pixi.js';
import { ENVELOPE_POOL_SIZE } from '../../src/domain/constants.ts';
import type { Scene, SceneContext, SceneStats } from '../core/scene.ts';
import { QUAD_STRIDE } from '../core/quad-layout.ts';
import type { ParamValues } from '../core/params.ts';
import { playSound, preloadSounds } from '../core/sound-output.ts';
import { getAtlas } from '../art/atlas.ts';
import { DirectQuads } from '../runtime/direct-quads.ts';
import type { QuadKind } from '../runtime/direct-quads.ts';
import { PixiQuads } from '../runtime/pixi-quads.ts';
import { Tape, recordingTimelines } from '../core/tape.ts';
import type { RainParamSpec } from './params.ts';
import type { EnvelopeLook, RainLimits } from './rain-logic.ts';
import {
  EnvelopePool, QUAD_COIN, QUAD_ENVELOPE, QUAD_SPARK, SPARKS_PER_BURST, clampLimits, writeBurstQuads, writeEnvelopeQuads,
} from './rain-logic.ts';

export type RainParams = ParamValues<RainParamSpec>;

/** What the rain was asked, recorded on its tape (the sandbox's scrubber). */
type RainInput = { kind: 'start' } | { kind: 'stop' } | { kind: 'tap'; id: number; x: number; y: number };

export interface RainCallbacks {
  /** An envelope was tapped: claim it on the server. Called once per envelope. */
  onCollect?(id: number): void;
}

const ENVELOPE_W = 44;
const ENVELOPE_H = 58;
const TEXTURE_W = 64;
const BURST_POOL = 8;
const QUAD_CAPACITY = ENVELOPE_POOL_SIZE + SPARKS_PER_BURST * BURST_POOL;

export class RainScene implements Scene<RainParams> {
  private params!: RainParams;
  private reduced = false;
  private live = false;
  private root = new Container();
  /** The quads of this frame: envelopes in slot order, then the sparks above them. */
  private quads: DirectQuads | PixiQuads | null = null;
  /** Read by the benchmark (`pool.alive`, `pool.slots`): the live logic state. */
  private pool = new EnvelopePool(ENVELOPE_POOL_SIZE);
  /** Scene time when each slot was opened; NaN while unopened. */
  private openedAt = new Float64Array(ENVELOPE_POOL_SIZE).fill(Number.NaN);
  /** Where each opened envelope was when tapped: it opens there while its slot keeps falling. */
  private openedY = new Float64Array(ENVELOPE_POOL_SIZE);
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
  private wake: () => void = () => undefined;
  private readonly onFree = (i: number) => this.freed(i);
  /** An opening ended: the slot goes back to the pool. */
  private readonly onOpened = (i: number) => {
    this.pool.free(i);
    this.freed(i);
  };
  /** This frame's look, refilled in place. */
  private readonly look: EnvelopeLook = { sway: 0, tilt: 0, scale: 1, halfW: 0, halfH: 0, burstMs: 1 };
  private readonly onTap = (e: FederatedPointerEvent) => this.tap(e.global.x, e.global.y);
  /** The rain since `init`, recorded for the sandbox's scrubber (only after `recordTimelines(true)`). */
  private tape: Tape<RainInput> | null = null;
  private tapeFrom = { nowMs: 0, running: false };
  /** The envelope the scrubber spans: the last one tapped (scene time of its birth and of its burst's end). */
  private focus = { bornMs: Number.NaN, endMs: Number.NaN };
  private readonly spawnRandom = () => (this.tape ? this.tape.draw() : this.random());

  constructor(private readonly callbacks: RainCallbacks = {}, private readonly random: () => number = Math.random) {}

  get capturesPointer(): boolean {
    return this.running || this.pool.alive > 0;
  }

  get collectedCount(): number {
    return this.collected;
  }

  /** Raw WebGL quads: the runtime calls `drawDirect` (and skips Pixi's render if nothing else needs it). */
  get drawsDirect(): boolean {
    return this.quads instanceof DirectQuads;
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
    // Taps land on the root's hit area and are resolved on the logic state: nothing inside is hit-tested.
    this.root = new Container({ label: 'rain', eventMode: 'static', interactiveChildren: false, hitArea: this.area });
    this.root.on('pointerdown', this.onTap);
    const kinds: QuadKind[] = [];
    kinds[QUAD_ENVELOPE] = { texture: atlas.frame('envelope'), tint: 0xffffff };
    kinds[QUAD_COIN] = { texture: atlas.frame('coin'), tint: 0xffffff };
    // Sparks are drawn tinted gold.
    kinds[QUAD_SPARK] = { texture: atlas.frame('spark'), tint: 0xffe27a };
    this.quads = DirectQuads.create(ctx.app.renderer, kinds, QUAD_CAPACITY) ?? new PixiQuads(this.root, kinds, QUAD_CAPACITY, this.area);
    ctx.app.stage.addChild(this.root);
    this.setParams(params);
    this.tape = recordingTimelines() ? new Tape(this.random) : null;
    this.tapeFrom = { nowMs: this.nowMs, running: this.running };
  }

  resize(width: number, height: number): void {
    this.width = width;
    this.height = height;
    this.area.width = width;
    this.area.height = height;
    this.quads?.resize(width, height);
  }

  setParams(params: RainParams): void {
    this.params = params;
    this.limits = clampLimits({
      intervalMs: params.spawnIntervalMs, maxAlive: params.maxAlive, fallMinMs: params.fallMinMs, fallMaxMs: params.fallMaxMs,
      width: ENVELOPE_W * params.envelopeScale, height: ENVELOPE_H * params.envelopeScale, gap: 4,
    });
  }

  start(): void {
    if (this.running) return;
    this.tape?.input({ kind: 'start' });
    this.running = true;
    this.pool.resetSchedule();
    this.wake();
  }

  /** Stops spawning; envelopes already falling finish their fall. */
  stop(): void {
    this.tape?.input({ kind: 'stop' });
    this.running = false;
  }

  update(dtMs: number): boolean {
    if (this.paused || !this.live) return false;
    this.tape?.step(dtMs);
    this.advance(dtMs, this.spawnRandom);
    const draws = this.pool.alive > 0 || this.burstsShowing;
    const changed = draws || this.drewLast;
    this.drewLast = draws;
    return changed;
  }

  private advance(dtMs: number, random: () => number): void {
    this.nowMs += dtMs;
    this.pool.step(this.nowMs, this.height, this.limits, this.onFree);
    if (this.running) {
      const i = this.pool.trySpawn(this.nowMs, this.limits, this.width, random);
      if (i >= 0) this.openedAt[i] = Number.NaN;
    }
    this.draw();
  }

  /**
   * The last tapped envelope's fall and burst (sandbox), as far as the tape goes; the whole rain
   * when none was tapped.
   */
  timeline(): { durationMs: number; atMs: number } | null {
    const tape = this.tape;
    if (!tape) return null;
    const from = Number.isNaN(this.focus.bornMs) ? 0 : this.focus.bornMs - this.tapeFrom.nowMs;
    const to = Number.isNaN(this.focus.endMs) ? tape.durationMs : Math.min(this.focus.endMs - this.tapeFrom.nowMs, tape.durationMs);
    return { durationMs: Math.max(to - from, 0), atMs: Math.min(Math.max(tape.atMs - from, 0), to - from) };
  }

  /** Shows the rain `ms` into the scrubber's span (sandbox): replayed from `init` with the recorded frames, taps and random numbers. */
  seek(ms: number): void {
    const tape = this.tape;
    if (!tape || !this.quads) return;
    const from = Number.isNaN(this.focus.bornMs) ? 0 : this.focus.bornMs - this.tapeFrom.nowMs;
    this.pool = new EnvelopePool(ENVELOPE_POOL_SIZE);
    this.openedAt.fill(Number.NaN);
    this.burstOrigin.fill(Number.NaN);
    this.nextBurst = 0;
    this.burstsShowing = false;
    this.nowMs = this.tapeFrom.nowMs;
    this.running = this.tapeFrom.running;
    tape.replay(from + ms, (random) => ({
      input: (input) => {
        if (input.kind !== 'tap') this.running = input.kind === 'start';
        else this.openTapped(this.pool.slots.findIndex((s) => s.id === input.id && s.active), input.x, input.y);
      },
      step: (dt) => this.advance(dt, random),
    }));
    // The replay ends on its last step's quads: drawn whatever they are, and the frame after too.
    this.draw();
    this.drewLast = true;
    this.wake();
  }

  drawDirect(fresh: boolean): void {
    if (this.quads instanceof DirectQuads) this.quads.draw(fresh);
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
    return { liveSprites: live, poolSize: this.quads ? ENVELOPE_POOL_SIZE : 0 };
  }

  /** Envelopes alive right now (falling or opening). */
  get alive(): number {
    return this.pool.alive;
  }

  /** The live pool, its limits and the taps' padding, as `tap` reads them (the sandbox's debug overlays draw them). */
  get poolState(): { pool: EnvelopePool; limits: RainLimits; hitPadding: number } {
    return { pool: this.pool, limits: this.limits, hitPadding: this.params.hitPadding };
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
    this.quads?.destroy();
    this.quads = null;
    this.root.destroy({ children: true });
    this.wake = () => undefined;
  }

  /**
   * Catches the envelope nearest the bottom, as a tap on it would (same burst, sound and
   * `onCollect`): the rain's button for keyboards, switches and screen readers. False when
   * nothing is falling.
   */
  catchNext(): boolean {
    const i = this.pool.nextToCatch();
    if (i < 0) return false;
    const slot = this.pool.slots[i]!;
    return this.open(i, slot.x + this.limits.width / 2, slot.y + this.limits.height / 2);
  }

  private tap(x: number, y: number): void {
    const i = this.pool.hit(x, y, this.limits, this.params.hitPadding);
    if (i >= 0) this.open(i, x, y);
  }

  /** Opens slot `i` (burst at x, y) and reports its envelope once. */
  private open(i: number, x: number, y: number): boolean {
    const id = this.pool.collect(i);
    if (id === 0) return false;
    this.tape?.input({ kind: 'tap', id, x, y });
    this.opened(i, x, y);
    if (this.tape) this.focus = { bornMs: this.pool.slots[i]!.bornMs, endMs: this.nowMs + this.params.burstMs };
    this.collected++;
    playSound('open', this.params.volume);
    this.wake();
    this.callbacks.onCollect?.(id);
    return true;
  }

  /** A replayed tap: the envelope opens as it did, without the sound and the callback. */
  private openTapped(i: number, x: number, y: number): void {
    if (i >= 0 && this.pool.collect(i) !== 0) this.opened(i, x, y);
  }

  /** An envelope opens where it was tapped, with its burst. */
  private opened(i: number, x: number, y: number): void {
    this.openedAt[i] = this.nowMs;
    this.openedY[i] = this.pool.slots[i]!.y;
    if (!this.reduced) this.startBurst(x, y);
  }

  /** A slot went back to the pool (its fall ended, or its opening did). */
  private freed(i: number): void {
    this.openedAt[i] = Number.NaN;
  }

  /** Writes this frame's quads (rain-logic.ts): the live envelopes, then the bursts above them. */
  private draw(): void {
    const quads = this.quads;
    if (!quads) return;
    const p = this.params;
    const l = this.limits;
    const look = this.look;
    look.sway = this.reduced ? 0 : p.swayPx;
    look.tilt = this.reduced ? 0 : (p.tiltDeg * Math.PI) / 180;
    look.scale = l.width / TEXTURE_W;
    look.halfW = l.width / 2;
    look.halfH = l.height / 2;
    look.burstMs = p.burstMs;
    const d = quads.data;
    const envelopesEnd = writeEnvelopeQuads(d, 0, this.pool.slots, this.openedAt, this.openedY, this.nowMs, look, this.onOpened);
    const end = this.burstsShowing ? writeBurstQuads(d, envelopesEnd, this.burstOrigin, this.nowMs, p.burstMs) : envelopesEnd;
    this.burstsShowing = end > envelopesEnd;
    quads.count = (end / QUAD_STRIDE) | 0;
    quads.end();
  }

  private startBurst(x: number, y: number): void {
    const b = this.nextBurst;
    this.nextBurst = (b + 1) % BURST_POOL;
    this.burstOrigin[b * 3] = x;
    this.burstOrigin[b * 3 + 1] = y;
    this.burstOrigin[b * 3 + 2] = this.nowMs;
    this.burstsShowing = true;
  }
}
