// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { GiftMachine, breathScale, burstVelocities, particleAt } from '../../../scenes/gift/gift-logic.ts';
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
