import type { ParamSpec } from '../core/params.ts';

export const wheelParams = {
  accelMs: { value: 700, min: 200, max: 2000, step: 50, label: 'Aceleração (ms)' },
  maxSpeedTurns: { value: 1.6, min: 0.5, max: 4, step: 0.05, label: 'Velocidade máxima (voltas/s)' },
  minSpinMs: { value: 1200, min: 0, max: 5000, step: 100, label: 'Giro mínimo antes de parar (ms)' },
  stopMs: { value: 3200, min: 1000, max: 8000, step: 100, label: 'Frenagem (ms)' },
  edgeMargin: { value: 0.15, min: 0, max: 0.45, step: 0.01, label: 'Margem da borda da fatia' },
  abortMs: { value: 900, min: 200, max: 3000, step: 50, label: 'Parada por erro (ms)' },
  wheelScale: { value: 0.86, min: 0.5, max: 1, step: 0.01, label: 'Tamanho da roleta' },
  labelSize: { value: 15, min: 10, max: 24, step: 1, label: 'Tamanho do texto' },
  tickVolume: { value: 0.5, min: 0, max: 1, step: 0.05, label: 'Volume do tique' },
  vibrateMs: { value: 8, min: 0, max: 40, step: 1, label: 'Vibração por fatia (ms)' },
  reducedMs: { value: 350, min: 0, max: 1000, step: 50, label: 'Duração com movimento reduzido (ms)' },
} as const satisfies ParamSpec;

export type WheelParamSpec = typeof wheelParams;
