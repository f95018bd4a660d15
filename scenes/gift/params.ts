import type { ParamSpec } from '../core/params.ts';

export const giftParams = {
  boxScale: { value: 1, min: 0.5, max: 1.6, step: 0.05, label: 'Tamanho da caixa' },
  breathMs: { value: 1600, min: 600, max: 4000, step: 100, label: 'Respiração: período (ms)' },
  breathAmount: { value: 0.035, min: 0, max: 0.1, step: 0.005, label: 'Respiração: intensidade' },
  shakeEveryMs: { value: 4600, min: 3000, max: 10000, step: 100, label: 'Sacudida: intervalo (ms)' },
  shakeDeg: { value: 7, min: 0, max: 20, step: 1, label: 'Sacudida: ângulo (graus)' },
  openMs: { value: 900, min: 300, max: 2500, step: 50, label: 'Abertura (ms)' },
  burstCount: { value: 48, min: 0, max: 96, step: 4, label: 'Partículas da explosão', cost: 'cada partícula custa em todo quadro' },
  burstSpeed: { value: 620, min: 200, max: 1400, step: 20, label: 'Velocidade das partículas (px/s)' },
  gravity: { value: 1300, min: 0, max: 3000, step: 50, label: 'Gravidade (px/s²)' },
  revealMs: { value: 1400, min: 400, max: 4000, step: 100, label: 'Revelação até o resultado (ms)' },
  volume: { value: 0.6, min: 0, max: 1, step: 0.05, label: 'Volume' },
} as const satisfies ParamSpec;

export type GiftParamSpec = typeof giftParams;
