import type { ParamSpec } from '../core/params.ts';
import {
  ENVELOPE_FALL_MAX_MS, ENVELOPE_FALL_MIN_MS, ENVELOPE_POOL_SIZE, ENVELOPE_SPAWN_INTERVAL_MS,
} from '../../src/domain/constants.ts';

/** Spec §9 limits are the bounds: a designer can slow the rain down, never break the rules. */
export const rainParams = {
  spawnIntervalMs: { value: ENVELOPE_SPAWN_INTERVAL_MS, min: ENVELOPE_SPAWN_INTERVAL_MS, max: 2000, step: 10, label: 'Intervalo entre envelopes (ms)', cost: 'menor = mais envelopes na tela' },
  maxAlive: { value: ENVELOPE_POOL_SIZE, min: 1, max: ENVELOPE_POOL_SIZE, step: 1, label: 'Máximo de envelopes na tela', cost: 'cada envelope custa em todo quadro' },
  fallMinMs: { value: ENVELOPE_FALL_MIN_MS, min: ENVELOPE_FALL_MIN_MS, max: ENVELOPE_FALL_MAX_MS, step: 100, label: 'Queda mínima (ms)' },
  fallMaxMs: { value: ENVELOPE_FALL_MAX_MS, min: ENVELOPE_FALL_MIN_MS, max: ENVELOPE_FALL_MAX_MS, step: 100, label: 'Queda máxima (ms)' },
  envelopeScale: { value: 1, min: 0.6, max: 1.5, step: 0.05, label: 'Tamanho do envelope' },
  hitPadding: { value: 14, min: 0, max: 32, step: 1, label: 'Área extra de toque (px)' },
  swayPx: { value: 10, min: 0, max: 40, step: 1, label: 'Balanço lateral (px)' },
  tiltDeg: { value: 10, min: 0, max: 30, step: 1, label: 'Inclinação (graus)' },
  burstMs: { value: 450, min: 150, max: 1200, step: 50, label: 'Explosão ao abrir (ms)', cost: 'mais longa = mais faíscas por quadro' },
  volume: { value: 0.6, min: 0, max: 1, step: 0.05, label: 'Volume' },
} as const satisfies ParamSpec;

export type RainParamSpec = typeof rainParams;
