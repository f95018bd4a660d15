// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  TAU, angleOfPoint, boundariesCrossed, landingLocalAngle, landingRotation, planStop, segmentAngle,
  segmentAtAngle, segmentAtRotation, validatePrizes,
} from '../../../scenes/wheel/wheel-logic.ts';
import type { Prize } from '../../../scenes/wheel/wheel-logic.ts';

describe('wheel logic', () => {
  it('finds the segment under the pointer for a rotation', () => {
    expect(segmentAtRotation(0, 8)).toBe(0);
    // Turning clockwise brings earlier segments... the last one first.
    expect(segmentAtRotation(0.01, 8)).toBe(7);
    expect(segmentAtRotation(-segmentAngle(8) * 2.5, 8)).toBe(2);
    expect(segmentAtRotation(-TAU * 3 - segmentAngle(6) * 4.2, 6)).toBe(4);
  });

  it.each([4, 5, 7, 8, 12])('lands on every segment, anywhere inside the slice (n = %i)', (n) => {
    for (let index = 0; index < n; index++) {
      for (const spot of [0, 0.25, 0.5, 0.99, 1]) {
        const r = landingRotation(index, n, spot, 123.4, 0.1);
        expect(r).toBeGreaterThanOrEqual(123.4);
        expect(r - 123.4).toBeLessThan(TAU);
        expect(segmentAtRotation(r, n)).toBe(index);
      }
    }
  });

  it('keeps the landing spot away from the slice edges by the margin', () => {
    const s = segmentAngle(8);
    expect(landingLocalAngle(3, 8, 0, 0.2)).toBeCloseTo(3.2 * s);
    expect(landingLocalAngle(3, 8, 1, 0.2)).toBeCloseTo(3.8 * s);
    expect(landingLocalAngle(3, 8, 0.5, 0.2)).toBeCloseTo(3.5 * s);
  });

  it('reads the segment under a screen direction', () => {
    const n = 4;
    // At rest, the right-hand side (90°) shows segment 1.
    expect(segmentAtAngle(angleOfPoint(1, 0), 0, n)).toBe(1);
    expect(segmentAtAngle(angleOfPoint(0, 1), 0, n)).toBe(2);
    expect(segmentAtAngle(angleOfPoint(-1, -0.01), 0, n)).toBe(3);
    // Turned by a quarter turn, the right-hand side now shows segment 0.
    expect(segmentAtAngle(angleOfPoint(1, 0.01), TAU / 4, n)).toBe(0);
  });

  it('counts one tick per boundary passed', () => {
    const s = segmentAngle(10);
    expect(boundariesCrossed(0.1 * s, 0.9 * s, 10)).toBe(0);
    expect(boundariesCrossed(0.9 * s, 3.1 * s, 10)).toBe(3);
    expect(boundariesCrossed(0, TAU, 10)).toBe(10);
  });

  it('plans a stop that lands on the asked segment and continues the steady speed', () => {
    const velocity = TAU * 2; // two turns a second
    for (let index = 0; index < 9; index++) {
      const rotation = 17.3 + index;
      const plan = planStop(rotation, velocity, index, 9, 0.4, 3000, 3);
      expect(segmentAtRotation(plan.target, 9)).toBe(index);
      expect(plan.target).toBeGreaterThan(rotation);
      // Initial velocity of power3.out = 3·distance/duration: equal to the steady velocity.
      expect((3 * (plan.target - rotation)) / (plan.durationMs / 1000)).toBeCloseTo(velocity, 6);
      expect(plan.durationMs).toBeGreaterThan(3000 * 0.6);
      expect(plan.durationMs).toBeLessThan(3000 * 1.4);
    }
  });

  it('accepts 4 to 12 prizes only', () => {
    const prize: Prize = { label: 'x', icon: 'coin', color: 0xff0000 };
    expect(() => validatePrizes(Array(3).fill(prize))).toThrow(/4 a 12/);
    expect(() => validatePrizes(Array(13).fill(prize))).toThrow(RangeError);
    expect(() => validatePrizes(Array(12).fill(prize))).not.toThrow();
  });
});
