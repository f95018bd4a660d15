// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { gsap } from 'gsap/gsap-core';
import { WheelMotion } from '../../../scenes/wheel/wheel-motion.ts';
import type { MotionEases, StepResult } from '../../../scenes/wheel/wheel-motion.ts';
import { boundariesCrossed, segmentAtRotation } from '../../../scenes/wheel/wheel-logic.ts';
import { defaultsOf } from '../../../scenes/core/params.ts';
import { wheelParams } from '../../../scenes/wheel/params.ts';

const EASES: MotionEases = {
  accel: gsap.parseEase('power2.in'), stop: gsap.parseEase('power3.out'), stopSlope: 3,
  abort: gsap.parseEase('power2.out'), abortSlope: 2, reduced: gsap.parseEase('power1.inOut'),
};
const PARAMS = defaultsOf(wheelParams);

function run(motion: WheelMotion, n: number, frames: number, dt = 1000 / 60, onFrame?: (r: StepResult) => void): StepResult[] {
  const out: StepResult[] = [];
  for (let i = 0; i < frames; i++) {
    const r = motion.step(dt, n, PARAMS);
    if (r.kind !== 'none') out.push(r);
    onFrame?.(r);
  }
  return out;
}

describe('wheel motion', () => {
  it.each([[8, 0], [8, 7], [12, 5], [4, 3]])('spins up, waits for the answer and lands on it (n=%i, index=%i)', (n, index) => {
    const motion = new WheelMotion(EASES, () => 0.73);
    motion.start();
    run(motion, n, 120); // the server answers two seconds later
    expect(motion.phase).toBe('steady');
    motion.spinTo(index, n, PARAMS);
    const results = run(motion, n, 600);
    expect(results).toEqual([{ kind: 'settled', index }]);
    expect(motion.phase).toBe('rest');
    expect(segmentAtRotation(motion.rotation, n)).toBe(index);
  });

  it('has no speed jump when the stop begins, at 60 or 20 fps', () => {
    for (const dt of [1000 / 60, 50]) {
      const motion = new WheelMotion(EASES, () => 0.5);
      motion.spinTo(2, 8, PARAMS);
      let last = motion.rotation;
      let maxJump = 0;
      let prevSpeed = 0;
      run(motion, 8, Math.ceil(12_000 / dt), dt, () => {
        const speed = (motion.rotation - last) / dt;
        if (prevSpeed > 0) maxJump = Math.max(maxJump, Math.abs(speed - prevSpeed) / prevSpeed);
        prevSpeed = speed;
        last = motion.rotation;
      });
      expect(motion.phase).toBe('rest');
      // Only the acceleration (from near zero) changes speed sharply; cap the relative change elsewhere.
      expect(maxJump).toBeLessThan(dt > 20 ? 1.6 : 1.1);
    }
  });

  it('counts every slice boundary passed, frame by frame', () => {
    const motion = new WheelMotion(EASES, () => 0.2);
    motion.spinTo(1, 10, PARAMS);
    let ticks = 0;
    let last = motion.rotation;
    run(motion, 10, 900, 1000 / 60, () => {
      ticks += boundariesCrossed(last, motion.rotation, 10);
      last = motion.rotation;
    });
    expect(ticks).toBe(boundariesCrossed(0, motion.rotation, 10));
  });

  it('eases to rest after an abort, without settling', () => {
    const motion = new WheelMotion(EASES, Math.random);
    motion.start();
    run(motion, 8, 60);
    expect(motion.abort(PARAMS)).toBe(false);
    expect(run(motion, 8, 120)).toEqual([{ kind: 'aborted' }]);
    expect(motion.velocity).toBe(0);
  });

  it('with reduced motion, lands within a short still move', () => {
    const motion = new WheelMotion(EASES, () => 0.5, true);
    motion.spinTo(6, 8, PARAMS);
    const frames = Math.ceil(PARAMS.reducedMs / (1000 / 60)) + 1;
    expect(run(motion, 8, frames)).toEqual([{ kind: 'settled', index: 6 }]);
    expect(segmentAtRotation(motion.rotation, 8)).toBe(6);
  });
});
