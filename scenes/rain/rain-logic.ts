/**
 * Red envelope rain maths, no Pixi: a fixed pool of slots, the spawn schedule and tap hits.
 * Limits of spec §9 are hard bounds here; params.ts can only tune inside them.
 */
import {
  ENVELOPE_FALL_MAX_MS, ENVELOPE_FALL_MIN_MS, ENVELOPE_POOL_SIZE, ENVELOPE_SPAWN_INTERVAL_MS,
} from '../../src/domain/constants.ts';

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
