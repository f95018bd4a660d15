// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { GiftMachine, WIGGLE_MS, breathKeyframes, breathScale, burstVelocities, idlePhase, idlePose, particleAt } from '../../../scenes/gift/gift-logic.ts';
import { defaultsOf, fromParamsFile, resolveParams, toParamsFile, tunedParams } from '../../../scenes/core/params.ts';
import type { ParamSpec } from '../../../scenes/core/params.ts';
import { giftParams } from '../../../scenes/gift/params.ts';
import { rainParams } from '../../../scenes/rain/params.ts';
import { wheelParams } from '../../../scenes/wheel/params.ts';
import { widgetParams } from '../../../scenes/widget/params.ts';
import { ENVELOPE_SPAWN_INTERVAL_MS } from '../../../src/domain/constants.ts';

describe('gift box', () => {
  it('opens once, then ends as won or empty', () => {
    const m = new GiftMachine();
    expect(m.open({ kind: 'win', label: '50 pontos' })).toBe(true);
    expect(m.open({ kind: 'empty' })).toBe(false);
    expect(m.finish()).toBe('won');
    m.reset();
    m.open({ kind: 'empty' });
    expect(m.finish()).toBe('empty');
  });

  it('bursts upwards and falls back under gravity', () => {
    const burst = burstVelocities(40, 600);
    expect(burst).toHaveLength(40);
    expect(burst.every((p) => p.vy < 0)).toBe(true);
    const out = { x: 0, y: 0 };
    particleAt(burst[0]!, 3, 1400, out);
    expect(out.y).toBeGreaterThan(0);
    expect(breathScale(0, 1000, 0.04)).toBe(1);
    expect(breathScale(250, 1000, 0.04)).toBeCloseTo(1.04);
  });

  it('rests first, then breathes at the end of each cycle', () => {
    expect(idlePhase(0, 4600, 1600)).toEqual({ cycle: 0, restLeftMs: 3000, breathAtMs: -1 });
    expect(idlePhase(2999, 4600, 1600).restLeftMs).toBe(1);
    expect(idlePhase(3500, 4600, 1600)).toEqual({ cycle: 0, restLeftMs: 0, breathAtMs: 500 });
    expect(idlePhase(4600 + 100, 4600, 1600)).toEqual({ cycle: 1, restLeftMs: 2900, breathAtMs: -1 });
  });

  it('squashes and stretches, wiggles at the start only, and is at rest at both ends', () => {
    const rest = { sx: 1, sy: 1, rotation: 0 };
    expect(idlePose(0, 1600, 0.035, 7)).toEqual(rest);
    const quarter = idlePose(400, 1600, 0.035, 7);
    expect(quarter.sx).toBeCloseTo(1.035);
    expect(quarter.sy).toBeCloseTo(0.965);
    expect(Math.abs(idlePose(50, 1600, 0.035, 7).rotation)).toBeGreaterThan(0.03);
    expect(idlePose(WIGGLE_MS + 1, 1600, 0.035, 7).rotation).toBe(0);
  });

  it('gives the compositor keyframes that follow the pose, in order, from rest to rest', () => {
    const frames = breathKeyframes(1600, 0.035, 7);
    expect(frames[0]).toMatchObject({ offset: 0, sx: 1, sy: 1, rotation: 0 });
    expect(frames.at(-1)!.offset).toBe(1);
    expect(frames.at(-1)!.sx).toBeCloseTo(1, 9);
    expect(frames.at(-1)!.rotation).toBe(0);
    for (let i = 1; i < frames.length; i++) expect(frames[i]!.offset).toBeGreaterThan(frames[i - 1]!.offset);
    // Dense enough that straight lines between keyframes stay near the wiggle's curve.
    for (let t = 0; t < 1600; t += 5) {
      const i = frames.findIndex((f) => f.offset * 1600 >= t);
      const a = frames[Math.max(i - 1, 0)]!;
      const b = frames[i]!;
      const u = b.offset === a.offset ? 0 : (t / 1600 - a.offset) / (b.offset - a.offset);
      const lerped = a.rotation + (b.rotation - a.rotation) * u;
      expect(Math.abs(lerped - idlePose(t, 1600, 0.035, 7).rotation)).toBeLessThan(0.02);
    }
  });
});

describe('params files', () => {
  const specs: Record<string, ParamSpec> = { wheel: wheelParams, gift: giftParams, rain: rainParams, widget: widgetParams };

  it.each(Object.entries(specs))('%s: every param has a valid range, step and Portuguese label', (_name, spec) => {
    for (const [key, p] of Object.entries(spec)) {
      expect(p.min, key).toBeLessThanOrEqual(p.value);
      expect(p.value, key).toBeLessThanOrEqual(p.max);
      expect(p.step, key).toBeGreaterThan(0);
      expect(p.label.length, key).toBeGreaterThan(2);
    }
  });

  it('round-trips through the exported JSON and clamps what it reads', () => {
    const values = { ...defaultsOf(rainParams), spawnIntervalMs: 450 };
    const file = JSON.parse(JSON.stringify(toParamsFile('rain', rainParams, values)));
    expect(fromParamsFile('rain', rainParams, file)).toEqual(values);
    const tampered = { ...file, values: { ...file.values, spawnIntervalMs: 5, unknown: 1 } };
    const read = fromParamsFile('rain', rainParams, tampered);
    expect(read.spawnIntervalMs).toBe(ENVELOPE_SPAWN_INTERVAL_MS);
    expect('unknown' in read).toBe(false);
    expect(() => fromParamsFile('wheel', wheelParams, file)).toThrow(/cena "rain"/);
  });

  it('snaps values to the step', () => {
    expect(resolveParams(wheelParams, { maxSpeedTurns: 1.2345 }).maxSpeedTurns).toBeCloseTo(1.25, 6);
  });
});

describe('tuned params files in assets/scene-params', () => {
  it('uses the file of the scene, clamped to its limits, and ignores the others', () => {
    const files = {
      '../assets/scene-params/rain.json': { scene: 'rain', version: 1, values: { maxAlive: 500 } },
      '../assets/scene-params/wheel.json': { scene: 'wheel', version: 1, values: {} },
    };
    const tuned = tunedParams('rain', rainParams, files);
    expect(tuned?.maxAlive).toBe(rainParams.maxAlive.max);
    expect(tunedParams('gift', rainParams, files)).toBeUndefined();
  });

  it('keeps the defaults when the file is of another scene', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(tunedParams('rain', rainParams, { '/x/rain.json': { scene: 'wheel', version: 1, values: {} } })).toBeUndefined();
    expect(errors).toHaveBeenCalled();
    errors.mockRestore();
  });
});
