// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gsap } from 'gsap/gsap-core';
import { Tape } from '../../../scenes/core/tape.ts';
import { WheelMotion, replaySpin } from '../../../scenes/wheel/wheel-motion.ts';
import type { MotionEases, SpinInput } from '../../../scenes/wheel/wheel-motion.ts';
import { advancePausedClock, changeClock, sceneNow } from '../../../scenes/runtime/scene-clock.ts';
import { defaultsOf } from '../../../scenes/core/params.ts';
import { wheelParams } from '../../../scenes/wheel/params.ts';

const EASES: MotionEases = {
  accel: gsap.parseEase('power2.in'), stop: gsap.parseEase('power3.out'), stopSlope: 3,
  abort: gsap.parseEase('power2.out'), abortSlope: 2, reduced: gsap.parseEase('power1.inOut'),
};
const PARAMS = defaultsOf(wheelParams);
const N = 8;

/** Uneven frames, as a real page has them (between 8 and 40 ms). */
const frameMs = (i: number) => 8 + ((i * 7919) % 33);

/** A live spin on a tape: the server answers with slice 5 after 90 frames; the rotation after each frame. */
function liveSpin(): { tape: Tape<SpinInput>; times: number[]; rotations: number[] } {
  let seed = 42;
  const tape = new Tape<SpinInput>(() => (seed = (seed * 16807) % 2147483647) / 2147483647);
  const motion = new WheelMotion(EASES, () => tape.draw());
  motion.rotation = 1.25;
  tape.input({ kind: 'start' });
  motion.start();
  const times: number[] = [];
  const rotations: number[] = [];
  let t = 0;
  for (let i = 0; motion.phase !== 'rest'; i++) {
    if (i === 90) {
      tape.input({ kind: 'spinTo', index: 5 });
      motion.spinTo(5, N, PARAMS);
    }
    tape.step(frameMs(i));
    motion.step(frameMs(i), N, PARAMS);
    t += frameMs(i);
    times.push(t);
    rotations.push(motion.rotation);
  }
  return { tape, times, rotations };
}

describe('a recorded spin', () => {
  it('replays to any frame time with the rotation that frame drew, landing included', () => {
    const { tape, times, rotations } = liveSpin();
    expect(tape.durationMs).toBe(times.at(-1));
    const replayed = new WheelMotion(EASES, () => 0.5);
    for (const k of [0, 40, 89, 90, 150, times.length - 1]) {
      replaySpin(replayed, tape, times[k]!, 1.25, N, PARAMS);
      expect(replayed.rotation).toBe(rotations[k]);
      expect(tape.atMs).toBe(times[k]);
    }
    expect(replayed.phase).toBe('rest');
    // The random reader was the tape's only during the replay.
    expect(replayed.random()).toBe(0.5);
  });

  it('between two frames it is between their rotations, and at 0 back at the start', () => {
    const { tape, times, rotations } = liveSpin();
    const replayed = new WheelMotion(EASES, Math.random);
    const k = 120;
    replaySpin(replayed, tape, (times[k]! + times[k + 1]!) / 2, 1.25, N, PARAMS);
    expect(replayed.rotation).toBeGreaterThan(rotations[k]!);
    expect(replayed.rotation).toBeLessThan(rotations[k + 1]!);
    replaySpin(replayed, tape, 0, 1.25, N, PARAMS);
    expect(replayed.rotation).toBe(1.25);
    expect(replayed.phase).toBe('rest');
  });

  it('played on from a seek, it keeps what came before and drops what came after', () => {
    const { tape, times } = liveSpin();
    const replayed = new WheelMotion(EASES, () => tape.draw());
    replaySpin(replayed, tape, times[50]! + 3, 1.25, N, PARAMS);
    // Scrubbing does not cut the tape: it can still go forward.
    expect(tape.durationMs).toBe(times.at(-1));
    tape.step(16);
    expect(tape.durationMs).toBe(times[50]! + 3 + 16);
    expect(tape.atMs).toBe(tape.durationMs);
    // The answer (after frame 90) is gone with the future it belonged to.
    replaySpin(replayed, tape, tape.durationMs, 1.25, N, PARAMS);
    for (let i = 0; i < 600; i++) replayed.step(16, N, PARAMS);
    expect(replayed.phase).toBe('steady');
  });

  it('a step of 0 ms (a paused clock) neither records nor cuts', () => {
    const tape = new Tape<string>(Math.random);
    tape.step(10);
    tape.step(10);
    tape.replay(5, () => ({ input: () => undefined, step: () => undefined }));
    tape.step(0);
    expect(tape.durationMs).toBe(20);
    expect(tape.atMs).toBe(5);
  });
});

describe('the scene clock', () => {
  afterEach(() => {
    changeClock({ rate: 1, paused: false });
    vi.useRealTimers();
  });

  it('runs at its rate, stands still while paused, keeps the time it had, and steps while paused', () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    const t0 = sceneNow();
    vi.advanceTimersByTime(100);
    expect(sceneNow() - t0).toBeCloseTo(100, 6);
    changeClock({ rate: 0.25 });
    vi.advanceTimersByTime(400);
    expect(sceneNow() - t0).toBeCloseTo(200, 6);
    changeClock({ paused: true });
    vi.advanceTimersByTime(1000);
    expect(sceneNow() - t0).toBeCloseTo(200, 6);
    advancePausedClock(1000 / 60);
    expect(sceneNow() - t0).toBeCloseTo(200 + 1000 / 60, 6);
    changeClock({ paused: false, rate: 1 });
    vi.advanceTimersByTime(50);
    expect(sceneNow() - t0).toBeCloseTo(250 + 1000 / 60, 6);
  });

  it('refuses a rate that is not a positive number', () => {
    expect(changeClock({ rate: 0 })).toBe(false);
    expect(changeClock({ rate: Number.NaN })).toBe(false);
    expect(changeClock({ rate: 0.1 })).toBe(true);
  });
});

describe('the gift box rewound by the scrubber', () => {
  it('goes back into the opening from its ending only', async () => {
    const { GiftMachine } = await import('../../../scenes/gift/gift-logic.ts');
    const machine = new GiftMachine();
    expect(machine.rewind()).toBe(false);
    machine.open({ kind: 'empty' });
    expect(machine.rewind()).toBe(false);
    expect(machine.finish()).toBe('empty');
    expect(machine.rewind()).toBe(true);
    expect(machine.phase).toBe('opening');
    expect(machine.finish()).toBe('empty');
  });
});
