// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  ENVELOPE_FALL_MAX_MS, ENVELOPE_FALL_MIN_MS, ENVELOPE_POOL_SIZE, ENVELOPE_SPAWN_INTERVAL_MS,
} from '../../../src/domain/constants.ts';
import { EnvelopePool, clampLimits, nextSpawnX } from '../../../scenes/rain/rain-logic.ts';
import type { RainLimits } from '../../../scenes/rain/rain-logic.ts';

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
