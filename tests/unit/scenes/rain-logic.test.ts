// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  ENVELOPE_FALL_MAX_MS, ENVELOPE_FALL_MIN_MS, ENVELOPE_POOL_SIZE, ENVELOPE_SPAWN_INTERVAL_MS,
} from '../../../src/domain/constants.ts';
import {
  EnvelopePool, QUAD_COIN, QUAD_ENVELOPE, QUAD_SPARK, SPARKS_PER_BURST, clampLimits, nextSpawnX, writeBurstQuads, writeEnvelopeQuads,
} from '../../../scenes/rain/rain-logic.ts';
import type { EnvelopeLook, RainLimits } from '../../../scenes/rain/rain-logic.ts';
import { QUAD_STRIDE } from '../../../scenes/core/quad-layout.ts';

function seeded(seed: number): () => number {
  let s = seed >>> 0;
  return () => ((s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32);
}

const LIMITS: RainLimits = clampLimits({
  intervalMs: ENVELOPE_SPAWN_INTERVAL_MS, maxAlive: ENVELOPE_POOL_SIZE,
  fallMinMs: ENVELOPE_FALL_MIN_MS, fallMaxMs: ENVELOPE_FALL_MAX_MS, width: 44, height: 58, gap: 4,
});

describe('rain spawn schedule', () => {
  it('clamps tuned values into the spec limits', () => {
    const l = clampLimits({ ...LIMITS, intervalMs: 10, maxAlive: 500, fallMinMs: 100, fallMaxMs: 60_000 });
    expect(l.intervalMs).toBe(ENVELOPE_SPAWN_INTERVAL_MS);
    expect(l.maxAlive).toBe(ENVELOPE_POOL_SIZE);
    expect(l.fallMinMs).toBe(ENVELOPE_FALL_MIN_MS);
    expect(l.fallMaxMs).toBe(ENVELOPE_FALL_MAX_MS);
  });

  it('never places an envelope over the previous one', () => {
    const rand = seeded(7);
    let prev: number | null = null;
    for (let i = 0; i < 5000; i++) {
      const x = nextSpawnX(rand(), 360, 44, 4, prev);
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThanOrEqual(360 - 44);
      if (prev !== null) expect(Math.abs(x - prev)).toBeGreaterThanOrEqual(48 - 1e-9);
      prev = x;
    }
  });

  it('keeps the interval, the alive cap and the fall range over a long simulated rain', () => {
    const pool = new EnvelopePool();
    const rand = seeded(42);
    const spawnTimes: number[] = [];
    const falls: number[] = [];
    let maxAlive = 0;
    // 60 s at an irregular frame rate, including stalls.
    for (let t = 0, frame = 0; t < 60_000; frame++, t += frame % 97 === 0 ? 250 : 16.7) {
      pool.step(t, 740, LIMITS, () => undefined);
      const index = pool.trySpawn(t, LIMITS, 360, rand);
      if (index >= 0) {
        spawnTimes.push(t);
        falls.push(pool.slots[index]!.fallMs);
      }
      maxAlive = Math.max(maxAlive, pool.alive);
    }
    const gaps = spawnTimes.slice(1).map((t, i) => t - spawnTimes[i]!);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(ENVELOPE_SPAWN_INTERVAL_MS);
    expect(maxAlive).toBeLessThanOrEqual(ENVELOPE_POOL_SIZE);
    expect(Math.min(...falls)).toBeGreaterThanOrEqual(ENVELOPE_FALL_MIN_MS);
    expect(Math.max(...falls)).toBeLessThanOrEqual(ENVELOPE_FALL_MAX_MS);
    expect(spawnTimes.length).toBeGreaterThan(150);
  });

  it('stops at the alive cap and reuses freed slots', () => {
    const pool = new EnvelopePool();
    const limits = { ...LIMITS, maxAlive: 3 };
    const rand = seeded(1);
    let t = 0;
    for (let i = 0; i < 10; i++, t += 300) pool.trySpawn(t, limits, 360, rand);
    expect(pool.alive).toBe(3);
    pool.step(t + 9000, 740, limits, () => undefined);
    expect(pool.alive).toBe(0);
    expect(pool.trySpawn(t + 9000, limits, 360, rand)).toBe(0);
  });

  it('collects a tapped envelope exactly once, with a padded hit area', () => {
    const pool = new EnvelopePool();
    const index = pool.trySpawn(0, LIMITS, 360, () => 0.5);
    pool.step(2500, 740, LIMITS, () => undefined);
    const s = pool.slots[index]!;
    expect(pool.hit(s.x - 10, s.y + 5, LIMITS, 12)).toBe(index);
    expect(pool.hit(s.x - 20, s.y + 5, LIMITS, 12)).toBe(-1);
    const id = pool.collect(index);
    expect(id).toBeGreaterThan(0);
    expect(pool.collect(index)).toBe(0);
    expect(pool.hit(s.x + 5, s.y + 5, LIMITS, 12)).toBe(-1);
  });

  it('the catch button takes the lowest unopened envelope, each once, and nothing when none falls', () => {
    const pool = new EnvelopePool();
    expect(pool.nextToCatch()).toBe(-1);
    const rand = seeded(3);
    const first = pool.trySpawn(0, LIMITS, 360, rand);
    const second = pool.trySpawn(300, LIMITS, 360, rand);
    pool.step(1000, 740, LIMITS, () => undefined);
    // Spawned first, it has fallen further unless its fall is much slower: the lower one goes first.
    const lower = pool.slots[first]!.y > pool.slots[second]!.y ? first : second;
    const higher = lower === first ? second : first;
    expect(pool.nextToCatch()).toBe(lower);
    expect(pool.collect(pool.nextToCatch())).toBeGreaterThan(0);
    expect(pool.nextToCatch()).toBe(higher);
    expect(pool.collect(pool.nextToCatch())).toBeGreaterThan(0);
    expect(pool.nextToCatch()).toBe(-1);
  });

  it('gives a new id to every spawn, so an id is never collected twice', () => {
    const pool = new EnvelopePool(2);
    const ids = new Set<number>();
    for (let t = 0; t < 20_000; t += 300) {
      pool.step(t, 740, LIMITS, () => undefined);
      const i = pool.trySpawn(t, LIMITS, 360, Math.random);
      if (i >= 0) ids.add(pool.collect(i));
    }
    expect(ids.has(0)).toBe(false);
    expect(ids.size).toBeGreaterThan(4);
  });
});

describe('rain quads', () => {
  const LOOK: EnvelopeLook = { sway: 10, tilt: 0.2, scale: 0.5, halfW: 22, halfH: 29, burstMs: 400 };

  function rainWith(count: number): { pool: EnvelopePool; openedAt: Float64Array; openedY: Float64Array } {
    const pool = new EnvelopePool(ENVELOPE_POOL_SIZE);
    const rand = seeded(3);
    for (let i = 0; i < count; i++) pool.trySpawn(i * 1000, LIMITS, 360, rand);
    pool.step(count * 1000, 740, LIMITS, () => undefined);
    return { pool, openedAt: new Float64Array(ENVELOPE_POOL_SIZE).fill(Number.NaN), openedY: new Float64Array(ENVELOPE_POOL_SIZE) };
  }

  it('writes one quad per live envelope, in slot order, centred and swaying with its phase', () => {
    const { pool, openedAt, openedY } = rainWith(3);
    pool.free(1);
    const d = new Float32Array(ENVELOPE_POOL_SIZE * QUAD_STRIDE);
    const now = 3000;
    const end = writeEnvelopeQuads(d, 0, pool.slots, openedAt, openedY, now, LOOK, () => undefined);
    expect(end).toBe(2 * QUAD_STRIDE);
    for (const [q, i] of [[0, 0], [1, 2]] as const) {
      const s = pool.slots[i]!;
      const wave = Math.sin(now / 700 + s.phase);
      const quad = Array.from(d.subarray(q * QUAD_STRIDE, (q + 1) * QUAD_STRIDE));
      const expected = [s.x + 22 + wave * 10, s.y + 29, wave * 0.2, 0.5, 1, QUAD_ENVELOPE];
      quad.forEach((v, k) => expect(v).toBeCloseTo(expected[k]!, 3));
    }
  });

  it('opens a tapped envelope where it was tapped, swelling and fading, then frees it once', () => {
    const { pool, openedAt, openedY } = rainWith(1);
    const s = pool.slots[0]!;
    openedAt[0] = 1000;
    openedY[0] = 120;
    const d = new Float32Array(QUAD_STRIDE * 2);
    const freed: number[] = [];
    writeEnvelopeQuads(d, 0, pool.slots, openedAt, openedY, 1200, LOOK, (i) => freed.push(i));
    const wave = Math.sin(1000 / 700 + s.phase);
    expect(d[0]).toBeCloseTo(s.x + 22 + wave * 10, 3);
    expect(d[1]).toBeCloseTo(120 + 29, 3);
    expect(d[3]).toBeCloseTo(0.5 * 1.25, 5);
    expect(d[4]).toBeCloseTo(0.5, 5);
    expect(freed).toEqual([]);
    expect(writeEnvelopeQuads(d, 0, pool.slots, openedAt, openedY, 1400, LOOK, (i) => freed.push(i))).toBe(0);
    expect(freed).toEqual([0]);
  });

  it('writes the sparks of the bursts showing, coins and gold stars in turn, and idles an ended burst', () => {
    const bursts = new Float64Array(3 * 3).fill(Number.NaN);
    bursts.set([100, 200, 0], 0);
    bursts.set([50, 60, 1000], 6);
    const d = new Float32Array(3 * SPARKS_PER_BURST * QUAD_STRIDE);
    const end = writeBurstQuads(d, 0, bursts, 100, 400);
    expect(end).toBe(2 * SPARKS_PER_BURST * QUAD_STRIDE);
    expect(d[5]).toBe(QUAD_COIN);
    expect(d[QUAD_STRIDE + 5]).toBe(QUAD_SPARK);
    // At k = 1/4 the first spark of burst 0 is 10 + 46 * 0.5 px to the right of the tap, 5 px up.
    expect(d[0]).toBeCloseTo(100 + 33, 3);
    expect(d[1]).toBeCloseTo(200 - 5, 3);
    expect(d[4]).toBeCloseTo(1 - 1 / 16, 5);
    expect(writeBurstQuads(d, 0, bursts, 1200, 400)).toBe(SPARKS_PER_BURST * QUAD_STRIDE);
    expect(Number.isNaN(bursts[2]!)).toBe(true);
    expect(writeBurstQuads(d, 0, bursts, 1400, 400)).toBe(0);
    expect(Number.isNaN(bursts[8]!)).toBe(true);
  });
});
