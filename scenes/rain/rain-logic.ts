/**
 * Red envelope rain maths, no Pixi: a fixed pool of slots, the spawn schedule, tap hits and the
 * quads drawn each frame (written into a float array, nothing allocated).
 * Limits of spec §9 are hard bounds here; params.ts can only tune inside them.
 */
import {
  ENVELOPE_FALL_MAX_MS, ENVELOPE_FALL_MIN_MS, ENVELOPE_POOL_SIZE, ENVELOPE_SPAWN_INTERVAL_MS,
} from '../../src/domain/constants.ts';
import { QUAD_STRIDE } from '../core/quad-layout.ts';

export interface RainLimits {
  intervalMs: number;
  maxAlive: number;
  fallMinMs: number;
  fallMaxMs: number;
  /** Envelope width and height in logical px. */
  width: number;
  height: number;
  /** Extra room kept free around the previous envelope's x. */
  gap: number;
}

/** Clamps tunable values into the spec limits, whatever a params file says. */
export function clampLimits(l: RainLimits): RainLimits {
  const fallMinMs = Math.min(Math.max(l.fallMinMs, ENVELOPE_FALL_MIN_MS), ENVELOPE_FALL_MAX_MS);
  return {
    ...l,
    intervalMs: Math.max(l.intervalMs, ENVELOPE_SPAWN_INTERVAL_MS),
    maxAlive: Math.min(Math.max(Math.floor(l.maxAlive), 1), ENVELOPE_POOL_SIZE),
    fallMinMs,
    fallMaxMs: Math.min(Math.max(l.fallMaxMs, fallMinMs), ENVELOPE_FALL_MAX_MS),
  };
}

export interface Envelope {
  /** Unique per spawn, so a collected id is never reused. */
  id: number;
  active: boolean;
  opened: boolean;
  x: number;
  y: number;
  bornMs: number;
  fallMs: number;
  /** Sway phase and tilt, chosen at spawn so nothing random happens per frame. */
  phase: number;
}

/**
 * Random x for the next envelope in [0, areaWidth - w], outside the previous envelope's span
 * (|x - prevX| ≥ w + gap). `u` in [0,1) maps onto the free intervals directly, no retries.
 */
export function nextSpawnX(u: number, areaWidth: number, w: number, gap: number, prevX: number | null): number {
  const hi = Math.max(areaWidth - w, 0);
  if (prevX === null) return u * hi;
  const block = w + gap;
  const leftLen = Math.max(Math.min(prevX - block, hi), 0);
  const rightStart = Math.max(prevX + block, 0);
  const rightLen = Math.max(hi - rightStart, 0);
  const total = leftLen + rightLen;
  if (total <= 0) return prevX > hi / 2 ? 0 : hi; // too narrow to avoid it: the far side
  const pick = u * total;
  return pick < leftLen ? pick : rightStart + (pick - leftLen);
}

export function fallDuration(u: number, limits: RainLimits): number {
  return limits.fallMinMs + u * (limits.fallMaxMs - limits.fallMinMs);
}

/** Position along the fall: from just above the top to just below the bottom. */
export function fallY(elapsedMs: number, fallMs: number, areaHeight: number, h: number): number {
  return -h + (areaHeight + 2 * h) * (elapsedMs / fallMs);
}

export class EnvelopePool {
  readonly slots: Envelope[];
  alive = 0;
  private nextId = 1;
  private lastSpawnMs = -Infinity;
  private prevX: number | null = null;

  constructor(size = ENVELOPE_POOL_SIZE) {
    this.slots = Array.from({ length: Math.min(size, ENVELOPE_POOL_SIZE) }, () => ({
      id: 0, active: false, opened: false, x: 0, y: 0, bornMs: 0, fallMs: 0, phase: 0,
    }));
  }

  /** Spawns at most one envelope if the interval and the alive cap allow; returns its slot index or -1. */
  trySpawn(nowMs: number, limits: RainLimits, areaWidth: number, rand: () => number): number {
    if (nowMs - this.lastSpawnMs < limits.intervalMs || this.alive >= limits.maxAlive) return -1;
    let index = 0;
    while (index < this.slots.length && this.slots[index]!.active) index++;
    if (index === this.slots.length) return -1;
    const slot = this.slots[index]!;
    slot.id = this.nextId++;
    slot.active = true;
    slot.opened = false;
    slot.x = nextSpawnX(rand(), areaWidth, limits.width, limits.gap, this.prevX);
    slot.y = -limits.height;
    slot.bornMs = nowMs;
    slot.fallMs = fallDuration(rand(), limits);
    slot.phase = rand() * Math.PI * 2;
    this.prevX = slot.x;
    this.lastSpawnMs = nowMs;
    this.alive++;
    return index;
  }

  /** Moves every live envelope; frees those that reached the bottom. Calls `onFree` with the slot index. */
  step(nowMs: number, areaHeight: number, limits: RainLimits, onFree: (index: number) => void): void {
    for (let i = 0; i < this.slots.length; i++) {
      const s = this.slots[i]!;
      if (!s.active) continue;
      const elapsed = nowMs - s.bornMs;
      if (elapsed >= s.fallMs) {
        this.free(i);
        onFree(i);
      } else {
        s.y = fallY(elapsed, s.fallMs, areaHeight, limits.height);
      }
    }
  }

  free(index: number): void {
    const s = this.slots[index];
    if (!s?.active) return;
    s.active = false;
    this.alive--;
  }

  /** Topmost unopened envelope under (px, py), with `pad` px of extra hit area for fingers; -1 if none. */
  hit(px: number, py: number, limits: RainLimits, pad: number): number {
    for (let i = this.slots.length - 1; i >= 0; i--) {
      const s = this.slots[i]!;
      if (!s.active || s.opened) continue;
      if (px >= s.x - pad && px <= s.x + limits.width + pad && py >= s.y - pad && py <= s.y + limits.height + pad) return i;
    }
    return -1;
  }

  /**
   * The unopened envelope lowest on screen (the next to leave it): what a 'catch' button takes for
   * members who cannot tap a falling target; -1 if none is falling.
   */
  nextToCatch(): number {
    let best = -1;
    for (let i = 0; i < this.slots.length; i++) {
      const s = this.slots[i]!;
      if (s.active && !s.opened && (best < 0 || s.y > this.slots[best]!.y)) best = i;
    }
    return best;
  }

  /** Marks an envelope opened; returns its id the first time only, otherwise 0. */
  collect(index: number): number {
    const s = this.slots[index];
    if (!s?.active || s.opened) return 0;
    s.opened = true;
    return s.id;
  }

  /** Starting again: the previous x no longer constrains the next envelope, and spawning may start at once. */
  resetSchedule(): void {
    this.lastSpawnMs = -Infinity;
    this.prevX = null;
  }
}

/** Quad kinds of the rain's drawing, in the order the scene lists their atlas frames. */
export const QUAD_ENVELOPE = 0;
export const QUAD_COIN = 1;
export const QUAD_SPARK = 2;
export const SPARKS_PER_BURST = 6;

/** How the envelopes look this frame (params and limits, with reduced motion applied). */
export interface EnvelopeLook {
  /** Sideways swing in px and tilt in radians at the top of the sway. */
  sway: number;
  tilt: number;
  /** Scale of the envelope frame, and half the envelope's size in px. */
  scale: number;
  halfW: number;
  halfH: number;
  /** How long an opened envelope swells and fades, and a burst lasts. */
  burstMs: number;
}

/**
 * Writes the quads of the live envelopes (QUAD_STRIDE floats each) into `d` from float `o` on,
 * in slot order, and returns where they end. A falling envelope sways with its phase; an opened
 * one (`openedAt[i]` not NaN) stays where it was tapped (`openedY[i]`, the sway of that moment),
 * swells by half and fades over `burstMs`. An opening that has ended is not written: `onOpened(i)`
 * is called for it, to free the slot. Each number is stored directly: a call per quad would box them.
 */
export function writeEnvelopeQuads(
  d: Float32Array, o: number, slots: readonly Envelope[], openedAt: Float64Array, openedY: Float64Array,
  nowMs: number, look: EnvelopeLook, onOpened: (index: number) => void,
): number {
  for (let i = 0; i < slots.length; i++) {
    const slot = slots[i]!;
    if (!slot.active) continue;
    const opened = openedAt[i]!;
    const falling = Number.isNaN(opened);
    const k = falling ? 0 : (nowMs - opened) / look.burstMs;
    if (k >= 1) {
      onOpened(i);
      continue;
    }
    const wave = Math.sin((falling ? nowMs : opened) / 700 + slot.phase);
    d[o] = slot.x + look.halfW + wave * look.sway;
    d[o + 1] = (falling ? slot.y : openedY[i]!) + look.halfH;
    d[o + 2] = wave * look.tilt;
    d[o + 3] = look.scale * (1 + 0.5 * k);
    d[o + 4] = 1 - k;
    d[o + 5] = QUAD_ENVELOPE;
    o += QUAD_STRIDE;
  }
  return o;
}

/**
 * Writes the sparks of the bursts showing from float `o` on and returns where they end. `bursts`
 * holds x, y and start time per burst (NaN: idle); a burst that has ended is set idle here. Each
 * burst is SPARKS_PER_BURST sparks, coins and gold stars in turn, flying out and up as they fade.
 */
export function writeBurstQuads(d: Float32Array, o: number, bursts: Float64Array, nowMs: number, burstMs: number): number {
  for (let b = 0; b * 3 < bursts.length; b++) {
    const born = bursts[b * 3 + 2]!;
    if (Number.isNaN(born)) continue;
    const k = (nowMs - born) / burstMs;
    if (k >= 1) {
      bursts[b * 3 + 2] = Number.NaN;
      continue;
    }
    const r = 10 + 46 * Math.sqrt(k);
    for (let j = 0; j < SPARKS_PER_BURST; j++) {
      const a = (j / SPARKS_PER_BURST) * Math.PI * 2 + b;
      const spark = j % 2 === 1;
      d[o] = bursts[b * 3]! + Math.cos(a) * r;
      d[o + 1] = bursts[b * 3 + 1]! + Math.sin(a) * r - 20 * k;
      d[o + 2] = 0;
      d[o + 3] = spark ? 0.7 : 0.38;
      d[o + 4] = 1 - k * k;
      d[o + 5] = spark ? QUAD_SPARK : QUAD_COIN;
      o += QUAD_STRIDE;
    }
  }
  return o;
}
