import { describe, expect, it } from 'vitest';
import { isHumanTrail } from '../../server/captcha/drag-trail.ts';
import { humanTrail } from '../e2e/support/captcha-solver.ts';
import { createTrail } from '../../src/features/auth/slider-math.ts';

describe('the drag behind a slider answer', () => {
  it('accepts an eased drag of about half a second that ends on the answer', () => {
    expect(isHumanTrail(humanTrail(180), 180)).toBe(true);
  });

  it('refuses a jump, a drag at one constant speed, a too-fast drag, time going back, and a trail ending elsewhere', () => {
    expect(isHumanTrail([[0, 0], [500, 180]], 180)).toBe(false);
    expect(isHumanTrail(Array.from({ length: 10 }, (_, i) => [i * 50, i * 20] as [number, number]), 180)).toBe(false);
    expect(isHumanTrail(humanTrail(180).map(([t, x]) => [t / 10, x] as [number, number]), 180)).toBe(false);
    const backwards = humanTrail(180);
    backwards[3] = [10, backwards[3]![1]];
    expect(isHumanTrail(backwards, 180)).toBe(false);
    expect(isHumanTrail(humanTrail(150), 180)).toBe(false);
  });

  it('is recorded by the client from its first point, at most 300 points, keeping the last', () => {
    let clock = 1000;
    const trail = createTrail(() => clock);
    for (let x = 0; x < 400; x += 1) {
      trail.add(x);
      clock += 4;
    }
    const taken = trail.take();
    expect(taken[0]).toEqual([0, 0]);
    expect(taken.length).toBeLessThanOrEqual(300);
    expect(taken.at(-1)).toEqual([1596, 399]);
    expect(trail.take()).toEqual([]);
  });
});
