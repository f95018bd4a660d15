/** scenes/widget/widget-float.ts: one short float per interval, still between, none while tucked. */
import { describe, expect, it } from 'vitest';
import { Float } from '../../../scenes/widget/widget-float.ts';

const timing = { bobPx: 3, bobMs: 2000, bobEveryMs: 6000 };

describe('Float', () => {
  it('moves during its burst and needs no frame until the next one', () => {
    const float = new Float();
    float.step(500, timing, 1, false);
    expect(Math.abs(float.lift)).toBeGreaterThan(0);
    expect(float.restMs(timing)).toBe(0);
    float.step(2000, timing, 1, false);
    expect(float.lift).toBe(0);
    expect(float.restMs(timing)).toBe(3500);
  });

  it('does not move while tucked or under reduced motion', () => {
    const tucked = new Float();
    tucked.step(500, timing, 0, false);
    expect(Math.abs(tucked.lift)).toBe(0);
    expect(tucked.pulse).toBe(1);
    const reduced = new Float();
    reduced.step(500, timing, 1, true);
    expect(reduced.lift).toBe(0);
    expect(reduced.pulse).toBe(1);
  });
});
